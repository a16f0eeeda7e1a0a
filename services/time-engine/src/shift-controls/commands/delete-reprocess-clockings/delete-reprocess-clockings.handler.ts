import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeleteReprocessClockingsResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkRecalcRequest } from '../../../recalculation/range-recalculation.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { reprocessNow, scheduleReprocess } from '../../jobs/reprocess-clockings.job';
import { DeleteReprocessClockingsCommand } from './delete-reprocess-clockings.command';

/** Done before answering up to the recalculation limit (employee-days); larger, the whole re-process is a job. */
@CommandHandler(DeleteReprocessClockingsCommand)
export class DeleteReprocessClockingsHandler implements ICommandHandler<DeleteReprocessClockingsCommand, DeleteReprocessClockingsResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: DeleteReprocessClockingsCommand): Promise<DeleteReprocessClockingsResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    return plan.days <= this.syncLimit.days ? reprocessNow(this.runtime, plan) : scheduleReprocess(this.runtime, plan, actor);
  }
}
