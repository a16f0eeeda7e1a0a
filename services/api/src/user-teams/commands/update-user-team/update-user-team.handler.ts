import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserTeam } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { USER_TEAM_SELECT, USER_TEAM_UNIQUE } from '../../user-team.columns';
import { UpdateUserTeamCommand } from './update-user-team.command';

@CommandHandler(UpdateUserTeamCommand)
export class UpdateUserTeamHandler implements ICommandHandler<UpdateUserTeamCommand, UserTeam> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ team, username }: UpdateUserTeamCommand): Promise<UserTeam> {
    let updated: { version: number }[];
    try {
      [updated] = await this.runtime.dataSource.query(
        `UPDATE user_teams SET name = $2, authority_level = $3, version = version + 1, updated_at = now(), updated_by = $4
          WHERE id = $1 AND ($5::int IS NULL OR version = $5) RETURNING version`,
        [team.id, team.name, team.authorityLevel, username, team.version ?? null],
      );
    } catch (error) {
      pgErrorToHttp(error, { unique: USER_TEAM_UNIQUE });
    }
    const rows: UserTeam[] = await this.runtime.dataSource.query(`${USER_TEAM_SELECT} WHERE ut.id = $1`, [team.id]);
    if (!rows[0]) throw new NotFoundException({ error: 'no such user team', field: 'id' });
    if (updated.length === 0) throw new ConflictException({ error: 'the user team was changed by someone else: reload it', field: 'version' });
    return rows[0];
  }
}
