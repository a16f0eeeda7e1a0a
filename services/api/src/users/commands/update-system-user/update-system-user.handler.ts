import { BadRequestException, ConflictException, ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import type { SystemUser } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from '../../../auth/auth.config';
import { passwordProblem } from '../../../auth/domain/password-policy';
import { removesLastAdministrator } from '../../domain/user-rules';
import { SYSTEM_USER_REFERENCES, SYSTEM_USER_UNIQUE } from '../../system-user.columns';
import { TemplateRights } from '../../template-rights';
import { countOtherActiveAdministrators, deleteSessionsOfUser, findSystemUser, lockAdministratorChanges, updateSystemUser } from '../../users.store';
import { UpdateSystemUserCommand } from './update-system-user.command';

/**
 * Changes a user. A new password, deactivation or a new template ends nothing by itself but the
 * guard reads status and template on every call; a new password also ends the user's sessions.
 */
@CommandHandler(UpdateSystemUserCommand)
export class UpdateSystemUserHandler implements ICommandHandler<UpdateSystemUserCommand, SystemUser> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly rights: TemplateRights,
  ) {}

  async execute({ user, actor }: UpdateSystemUserCommand): Promise<SystemUser> {
    const before = await findSystemUser(this.runtime.dataSource, user.id);
    if (!before) throw new NotFoundException({ error: 'no such user', field: 'id' });
    if (!actor.isAdministrator && before.isAdministrator) throw new ForbiddenException({ error: 'Unauthorized access' });
    await this.rights.assertMayAssign(actor, user);
    if (user.version !== undefined && user.version !== before.version) {
      throw new ConflictException({ error: 'the user was changed by someone else: reload it', field: 'version' });
    }
    if (user.id === actor.userID && user.status !== 1) throw new ConflictException({ error: 'you cannot deactivate your own account', field: 'status' });
    const password = user.password ? user.password : null;
    if (password) {
      const problem = passwordProblem(password, this.config.password.minLength, user.username);
      if (problem) throw new BadRequestException({ error: problem, field: 'password' });
    }
    const passwordHash = password ? await hash(password) : null;
    try {
      await this.runtime.dataSource.transaction(async (manager) => {
        await lockAdministratorChanges(manager);
        const others = await countOtherActiveAdministrators(manager, user.id);
        if (removesLastAdministrator(before, user, others)) {
          throw new ConflictException({ error: 'the last active administrator must stay an active administrator', field: 'isAdministrator' });
        }
        const updated = await updateSystemUser(manager, user, passwordHash, actor.username);
        if (!updated) throw new ConflictException({ error: 'the user was changed by someone else: reload it', field: 'version' });
        if (passwordHash || user.status !== 1) await deleteSessionsOfUser(manager, user.id);
      });
    } catch (error) {
      pgErrorToHttp(error, { references: SYSTEM_USER_REFERENCES, unique: SYSTEM_USER_UNIQUE });
    }
    return (await findSystemUser(this.runtime.dataSource, user.id)) as SystemUser;
  }
}
