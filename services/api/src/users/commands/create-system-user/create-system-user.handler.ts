import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import type { SystemUser } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from '../../../auth/auth.config';
import { passwordProblem } from '../../../auth/domain/password-policy';
import { SYSTEM_USER_REFERENCES, SYSTEM_USER_UNIQUE } from '../../system-user.columns';
import { TemplateRights } from '../../template-rights';
import { findSystemUser, insertSystemUser } from '../../users.store';
import { CreateSystemUserCommand } from './create-system-user.command';

@CommandHandler(CreateSystemUserCommand)
export class CreateSystemUserHandler implements ICommandHandler<CreateSystemUserCommand, SystemUser> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly rights: TemplateRights,
  ) {}

  async execute({ user, actor }: CreateSystemUserCommand): Promise<SystemUser> {
    await this.rights.assertMayAssign(actor, user);
    const problem = passwordProblem(user.password, this.config.password.minLength, user.username);
    if (problem) throw new BadRequestException({ error: problem, field: 'password' });
    const id = randomUUID();
    try {
      await insertSystemUser(this.runtime.dataSource, id, user, await hash(user.password), actor.username);
    } catch (error) {
      pgErrorToHttp(error, { references: SYSTEM_USER_REFERENCES, unique: SYSTEM_USER_UNIQUE });
    }
    return (await findSystemUser(this.runtime.dataSource, id)) as SystemUser;
  }
}
