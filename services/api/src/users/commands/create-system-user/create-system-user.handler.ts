import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import type { SystemUser } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from '../../../auth/auth.config';
import { passwordProblem } from '../../../auth/domain/password-policy';
import { SYSTEM_USER_REFERENCES, SYSTEM_USER_SELECT, SYSTEM_USER_UNIQUE } from '../../system-user.columns';
import { TemplateRights } from '../../template-rights';
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
      await this.runtime.dataSource.query(
        `INSERT INTO system_users (id, username, full_name, password_hash, is_administrator, status, security_template_id, employee_id,
                                   expires_on, cell_phone, email, user_team_id, web_clocking_only, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [
          id,
          user.username,
          user.fullName,
          await hash(user.password),
          user.isAdministrator,
          user.status,
          user.securityTemplateID ?? null,
          user.employeeID ?? null,
          user.expiresOn ?? null,
          user.cellPhone ?? null,
          user.email ?? null,
          user.userTeamID ?? null,
          user.webClockingOnly ?? false,
          actor.username,
        ],
      );
    } catch (error) {
      pgErrorToHttp(error, { references: SYSTEM_USER_REFERENCES, unique: SYSTEM_USER_UNIQUE });
    }
    const rows: SystemUser[] = await this.runtime.dataSource.query(`${SYSTEM_USER_SELECT} WHERE u.id = $1`, [id]);
    return rows[0];
  }
}
