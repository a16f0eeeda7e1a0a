import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecalcResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkRecalcRequest, recalculateNow } from '../../../recalculation/range-recalculation.util';
import { scheduleRecalculation } from '../../../recalculation/scheduled-recalculation.job';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../recalc-sync-limit.const';
import { RecalcAutoShiftCommand } from './recalc-auto-shift.command';

@CommandHandler(RecalcAutoShiftCommand)
export class RecalcAutoShiftHandler implements ICommandHandler<RecalcAutoShiftCommand, RecalcResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: RecalcAutoShiftCommand): Promise<RecalcResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    return plan.days <= this.syncLimit.days
      ? recalculateNow(this.runtime, 'autoShift', plan)
      : scheduleRecalculation(this.runtime, 'autoShift', plan, actor);
  }
}
