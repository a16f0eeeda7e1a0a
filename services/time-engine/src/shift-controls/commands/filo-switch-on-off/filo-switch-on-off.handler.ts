import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESULT_CODES, type FILOSwitchOnOffResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkRecalcRequest } from '../../../recalculation/range-recalculation.util';
import { employeeSpans } from '../../../shift-changes/domain/shift-change-outcome';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { filoResultCode } from '../../domain/shift-control-outcome';
import { countLockedDays, unlockedDays, upsertFiloDays } from '../../shift-controls.store';
import { FILOSwitchOnOffCommand } from './filo-switch-on-off.command';

@CommandHandler(FILOSwitchOnOffCommand)
export class FILOSwitchOnOffHandler implements ICommandHandler<FILOSwitchOnOffCommand, FILOSwitchOnOffResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: FILOSwitchOnOffCommand): Promise<FILOSwitchOnOffResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    const counts = { changed: 0, locked: 0 };
    const recalculation = await changeThenRecalculate(this.runtime, plan.employeeIDs, plan.days <= this.syncLimit.days, actor, async (manager, chunk) => {
      const days = await unlockedDays(manager, chunk, plan.from, plan.to);
      counts.locked += await countLockedDays(manager, chunk, plan.from, plan.to);
      counts.changed += days.length;
      if (days.length > 0) await upsertFiloDays(manager, days, request.filo, actor.id);
      return employeeSpans(days.map((day) => ({ employeeID: day.employee_id, date: day.date })));
    });
    const code = filoResultCode(counts.changed, recalculation.requestID !== undefined);
    const texts: Readonly<Record<number, string>> = code === 150 ? RESULT_CODES.shiftChange : RESULT_CODES.other;
    return {
      resultCode: code,
      resultText: texts[code],
      employees: plan.employeeIDs.length,
      changedDays: counts.changed,
      lockedDays: counts.locked,
      days: recalculation.days,
      failedDays: recalculation.failedDays,
      ...(recalculation.requestID ? { requestID: recalculation.requestID } : {}),
    };
  }
}
