import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { deleteUserTeam } from '../../user-teams.store';
import { DeleteUserTeamCommand } from './delete-user-team.command';

/** A team with members stays: move them to another team first. */
@CommandHandler(DeleteUserTeamCommand)
export class DeleteUserTeamHandler implements ICommandHandler<DeleteUserTeamCommand, void> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: DeleteUserTeamCommand): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await deleteUserTeam(this.runtime.dataSource, id);
    } catch (error) {
      pgErrorToHttp(error, { inUse: 'the user team has members' });
    }
    if (!deleted) throw new NotFoundException({ error: 'no such user team', field: 'ID' });
  }
}
