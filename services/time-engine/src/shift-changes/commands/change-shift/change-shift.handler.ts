import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { result, type ChangeShiftResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkRecalcRequest } from '../../../recalculation/range-recalculation.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { shiftChangeDays, shiftExists, upsertManualShiftChanges } from '../../shift-changes.store';
import { changeShiftResultCode, dayChangeOutcome, employeeSpans } from '../../domain/shift-change-outcome';
import { ChangeShiftCommand } from './change-shift.command';

@CommandHandler(ChangeShiftCommand)
export class ChangeShiftHandler implements ICommandHandler<ChangeShiftCommand, ChangeShiftResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: ChangeShiftCommand): Promise<ChangeShiftResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    if (request.shiftID !== null) {
      if (!(await shiftExists(this.runtime.dataSource, request.shiftID))) throw new CommandRefusedError(400, `no such shift: ${request.shiftID}`, 'shiftID');
    }
    const counts = { changed: 0, same: 0, locked: 0, onLeave: 0 };
    const recalculation = await changeThenRecalculate(this.runtime, plan.employeeIDs, plan.days <= this.syncLimit.days, actor, async (manager, chunk) => {
      const days = await shiftChangeDays(manager, chunk, plan.from, plan.to);
      const changes: { employeeID: string; date: string }[] = [];
      for (const day of days) {
        const outcome = dayChangeOutcome(
          {
            locked: day.locked === true,
            onLeave: day.on_leave,
            manual: day.has_manual ? { shiftID: day.manual_shift_id } : null,
            stored: day.day_kind === null ? null : { dayKind: day.day_kind, shiftID: day.stored_shift_id },
          },
          request.shiftID,
        );
        if (outcome === 'locked') counts.locked++;
        else if (outcome === 'onLeave') counts.onLeave++;
        else if (outcome === 'same') counts.same++;
        else changes.push({ employeeID: day.employee_id, date: day.date });
      }
      counts.changed += changes.length;
      if (changes.length > 0) {
        await upsertManualShiftChanges(manager, changes, { shiftID: request.shiftID, reasonID: request.reasonID ?? null, changedBy: actor.id });
      }
      // First to last changed date: locked days in between stay as they are.
      return employeeSpans(changes);
    });
    const code = changeShiftResultCode(counts);
    return {
      resultCode: code,
      resultText: result('shiftChange', code).text,
      employees: plan.employeeIDs.length,
      changedDays: counts.changed,
      sameShiftDays: counts.same,
      lockedDays: counts.locked,
      leaveDays: counts.onLeave,
      days: recalculation.days,
      failedDays: recalculation.failedDays,
      ...(recalculation.requestID ? { requestID: recalculation.requestID } : {}),
    };
  }
}

