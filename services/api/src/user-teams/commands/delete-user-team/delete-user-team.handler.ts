import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_TEAM_RECORD } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { inUse, usagesOf } from '../../../setup/record-integrity';
import { RECORDS } from '../../../setup/record-registry';
import { lockRecordName } from '../../../setup/setup.store';
import { deleteUserTeam } from '../../user-teams.store';
import { DeleteUserTeamCommand } from './delete-user-team.command';

/**
 * A team with members stays: move them to another team first. So does a team that setup records
 * name (an event type's recipients): the row is locked, then their uses counted, as any setup
 * record's delete does.
 */
@CommandHandler(DeleteUserTeamCommand)
export class DeleteUserTeamHandler implements ICommandHandler<DeleteUserTeamCommand, void> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: DeleteUserTeamCommand): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.runtime.dataSource.transaction(async (tx) => {
        const current = await lockRecordName(tx, USER_TEAM_RECORD, id);
        if (!current) return false;
        const usages = await usagesOf(tx, RECORDS, USER_TEAM_RECORD, id);
        if (usages.length > 0) throw inUse(USER_TEAM_RECORD, current.name, usages);
        return deleteUserTeam(tx, id);
      });
    } catch (error) {
      pgErrorToHttp(error, { inUse: 'the user team has members' });
    }
    if (!deleted) throw new NotFoundException({ error: 'no such user team', field: 'ID' });
  }
}
