import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserTeam } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { USER_TEAM_SELECT, USER_TEAM_UNIQUE } from '../../user-team.columns';
import { CreateUserTeamCommand } from './create-user-team.command';

/** Members join a team through their system user's userTeamID. */
@CommandHandler(CreateUserTeamCommand)
export class CreateUserTeamHandler implements ICommandHandler<CreateUserTeamCommand, UserTeam> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ team, username }: CreateUserTeamCommand): Promise<UserTeam> {
    const id = randomUUID();
    try {
      await this.runtime.dataSource.query('INSERT INTO user_teams (id, name, authority_level, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)', [
        id,
        team.name,
        team.authorityLevel,
        username,
      ]);
    } catch (error) {
      pgErrorToHttp(error, { unique: USER_TEAM_UNIQUE });
    }
    const rows: UserTeam[] = await this.runtime.dataSource.query(`${USER_TEAM_SELECT} WHERE ut.id = $1`, [id]);
    return rows[0];
  }
}
