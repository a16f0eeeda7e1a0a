import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserTeam } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { USER_TEAM_UNIQUE } from '../../user-team.columns';
import { findUserTeam, insertUserTeam } from '../../user-teams.store';
import { CreateUserTeamCommand } from './create-user-team.command';

/** Members join a team through their system user's userTeamID. */
@CommandHandler(CreateUserTeamCommand)
export class CreateUserTeamHandler implements ICommandHandler<CreateUserTeamCommand, UserTeam> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ team, username }: CreateUserTeamCommand): Promise<UserTeam> {
    const id = randomUUID();
    try {
      await insertUserTeam(this.runtime.dataSource, id, team, username);
    } catch (error) {
      pgErrorToHttp(error, { unique: USER_TEAM_UNIQUE });
    }
    return (await findUserTeam(this.runtime.dataSource, id)) as UserTeam;
  }
}
