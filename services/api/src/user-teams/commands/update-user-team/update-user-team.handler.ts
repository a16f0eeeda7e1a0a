import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserTeam } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { USER_TEAM_UNIQUE } from '../../user-team.columns';
import { findUserTeam, updateUserTeam } from '../../user-teams.store';
import { UpdateUserTeamCommand } from './update-user-team.command';

@CommandHandler(UpdateUserTeamCommand)
export class UpdateUserTeamHandler implements ICommandHandler<UpdateUserTeamCommand, UserTeam> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ team, username }: UpdateUserTeamCommand): Promise<UserTeam> {
    let updated: boolean;
    try {
      updated = await updateUserTeam(this.runtime.dataSource, team, username);
    } catch (error) {
      pgErrorToHttp(error, { unique: USER_TEAM_UNIQUE });
    }
    const after = await findUserTeam(this.runtime.dataSource, team.id);
    if (!after) throw new NotFoundException({ error: 'no such user team', field: 'id' });
    if (!updated) throw new ConflictException({ error: 'the user team was changed by someone else: reload it', field: 'version' });
    return after;
  }
}
