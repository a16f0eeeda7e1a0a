import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { result, type DeleteReprocessClockingsResult } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkRecalcRequest } from '../../../recalculation/range-recalculation.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { countLockedDays, deleteReaderClockings, reprocessSpans, reReadRawClockings } from '../../shift-controls.store';
import { DeleteReprocessClockingsCommand } from './delete-reprocess-clockings.command';

@CommandHandler(DeleteReprocessClockingsCommand)
export class DeleteReprocessClockingsHandler implements ICommandHandler<DeleteReprocessClockingsCommand, DeleteReprocessClockingsResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: DeleteReprocessClockingsCommand): Promise<DeleteReprocessClockingsResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    const counts = { deleted: 0, reRead: 0, locked: 0 };
    const zone = defaultTimeZone(this.runtime.config);
    // The clockings are replaced under the employees' locks, so no arrival recalculates a day in between.
    const recalculation = await changeThenRecalculate(this.runtime, plan.employeeIDs, plan.days <= this.syncLimit.days, actor, async (manager, chunk) => {
      const spans = await reprocessSpans(manager, chunk, plan.from, plan.to, zone);
      counts.deleted += await deleteReaderClockings(manager, spans);
      counts.reRead += await reReadRawClockings(manager, spans);
      counts.locked += await countLockedDays(manager, chunk, plan.from, plan.to);
      return chunk.map((employeeID) => ({ employeeID, from: plan.from, to: plan.to }));
    });
    return {
      resultCode: 21,
      resultText: result('other', 21).text,
      employees: plan.employeeIDs.length,
      deletedClockings: counts.deleted,
      reprocessedClockings: counts.reRead,
      days: recalculation.days,
      lockedDays: counts.locked,
      failedDays: recalculation.failedDays,
      ...(recalculation.requestID ? { requestID: recalculation.requestID } : {}),
    };
  }
}
