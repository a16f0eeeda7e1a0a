import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OTHER_RESULTS, result, type LockUnlockShiftResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkRecalcRequest } from '../../../recalculation/range-recalculation.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { exportedDaysIn } from '../../../hours-export/hours-export.store';
import { countStoredDays, setDaysLocked } from '../../shift-changes.store';
import { employeeSpans } from '../../domain/shift-change-outcome';
import { LockUnlockShiftCommand } from './lock-unlock-shift.command';

@CommandHandler(LockUnlockShiftCommand)
export class LockUnlockShiftHandler implements ICommandHandler<LockUnlockShiftCommand, LockUnlockShiftResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: LockUnlockShiftCommand): Promise<LockUnlockShiftResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    // Payroll has these hours: unlocking would let them change under the export. Nothing changes.
    if (!request.lock && (await exportedDaysIn(this.runtime.dataSource, plan.employeeIDs, plan.from, plan.to)).length > 0) {
      return { resultCode: 110, resultText: OTHER_RESULTS[110], employees: plan.employeeIDs.length, changedDays: 0, unchangedDays: 0, days: 0, failedDays: 0 };
    }
    const counts = { changed: 0, unchanged: 0 };
    const recalculation = await changeThenRecalculate(this.runtime, plan.employeeIDs, plan.days <= this.syncLimit.days, actor, async (manager, chunk) => {
      const stored = await countStoredDays(manager, chunk, plan.from, plan.to);
      const changed = await setDaysLocked(manager, chunk, plan.from, plan.to, request.lock);
      counts.changed += changed.length;
      counts.unchanged += stored - changed.length;
      // A locked day keeps its values; an unlocked one is brought up to date.
      return request.lock ? [] : employeeSpans(changed.map((row) => ({ employeeID: row.employee_id, date: row.shift_date })));
    });
    return {
      ...(request.lock ? { resultCode: 150 as const, resultText: result('shiftChange', 150).text } : { resultCode: 11 as const, resultText: OTHER_RESULTS[11] }),
      employees: plan.employeeIDs.length,
      changedDays: counts.changed,
      unchangedDays: counts.unchanged,
      days: recalculation.days,
      failedDays: recalculation.failedDays,
      ...(recalculation.requestID ? { requestID: recalculation.requestID } : {}),
    };
  }
}

