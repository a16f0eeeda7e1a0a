import { BadRequestException, ConflictException, ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import type { SystemUser } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from '../../../auth/auth.config';
import { passwordProblem } from '../../../auth/domain/password-policy';
import { removesLastAdministrator } from '../../domain/user-rules';
import { SYSTEM_USER_REFERENCES, SYSTEM_USER_SELECT, SYSTEM_USER_UNIQUE } from '../../system-user.columns';
import { TemplateRights } from '../../template-rights';
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
    const before: SystemUser | undefined = (await this.runtime.dataSource.query(`${SYSTEM_USER_SELECT} WHERE u.id = $1`, [user.id]))[0];
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
        // Serialises administrator changes, so two requests cannot each remove "the other" last administrator.
        await manager.query("SELECT pg_advisory_xact_lock(hashtext('tna-system-user-administrators'))");
        const [{ others }]: { others: number }[] = await manager.query(
          'SELECT count(*)::int AS others FROM system_users WHERE is_administrator AND status = 1 AND id <> $1',
          [user.id],
        );
        if (removesLastAdministrator(before, user, others)) {
          throw new ConflictException({ error: 'the last active administrator must stay an active administrator', field: 'isAdministrator' });
        }
        // The version is compared again in the UPDATE itself: an edit that committed since the check above wins, this one gets 409.
        const [updated]: [unknown[], number] = await manager.query(
          `UPDATE system_users SET username = $2, full_name = $3, is_administrator = $4, status = $5, security_template_id = $6, employee_id = $7,
                  expires_on = $8, cell_phone = $9, email = $10, user_team_id = $11, web_clocking_only = $12,
                  password_hash = COALESCE($13, password_hash), password_changed_at = CASE WHEN $13::text IS NULL THEN password_changed_at ELSE now() END,
                  version = version + 1, updated_at = now(), updated_by = $14
            WHERE id = $1 AND ($15::int IS NULL OR version = $15) RETURNING id`,
          [
            user.id,
            user.username,
            user.fullName,
            user.isAdministrator,
            user.status,
            user.securityTemplateID ?? null,
            user.employeeID ?? null,
            user.expiresOn ?? null,
            user.cellPhone ?? null,
            user.email ?? null,
            user.userTeamID ?? null,
            user.webClockingOnly ?? false,
            passwordHash,
            actor.username,
            user.version ?? null,
          ],
        );
        if (updated.length === 0) throw new ConflictException({ error: 'the user was changed by someone else: reload it', field: 'version' });
        if (passwordHash || user.status !== 1) await manager.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
      });
    } catch (error) {
      pgErrorToHttp(error, { references: SYSTEM_USER_REFERENCES, unique: SYSTEM_USER_UNIQUE });
    }
    const rows: SystemUser[] = await this.runtime.dataSource.query(`${SYSTEM_USER_SELECT} WHERE u.id = $1`, [user.id]);
    return rows[0];
  }
}
