import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecalcResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkRecalcRequest, recalculateNow } from '../../../recalculation/range-recalculation.util';
import { scheduleRecalculation } from '../../../recalculation/scheduled-recalculation.job';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../recalc-sync-limit.const';
import { RecalcTimeValuesCommand } from './recalc-time-values.command';

@CommandHandler(RecalcTimeValuesCommand)
export class RecalcTimeValuesHandler implements ICommandHandler<RecalcTimeValuesCommand, RecalcResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: RecalcTimeValuesCommand): Promise<RecalcResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    return plan.days <= this.syncLimit.days
      ? recalculateNow(this.runtime, 'timeValues', plan)
      : scheduleRecalculation(this.runtime, 'timeValues', plan, actor);
  }
}
