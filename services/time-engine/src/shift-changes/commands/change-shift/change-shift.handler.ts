import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { result, type ChangeShiftResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { DayKind } from '../../../recalculation/employee-days.util';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkRecalcRequest } from '../../../recalculation/range-recalculation.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { changeShiftResultCode, dayChangeOutcome, employeeSpans } from '../../domain/shift-change-outcome';
import { ChangeShiftCommand } from './change-shift.command';

interface DayRow {
  employee_id: string;
  date: string;
  locked: boolean | null;
  day_kind: DayKind | null;
  stored_shift_id: string | null;
  has_manual: boolean;
  manual_shift_id: string | null;
}

@CommandHandler(ChangeShiftCommand)
export class ChangeShiftHandler implements ICommandHandler<ChangeShiftCommand, ChangeShiftResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: ChangeShiftCommand): Promise<ChangeShiftResult> {
    const plan = await checkRecalcRequest(this.runtime, request);
    if (request.shiftID !== null) {
      const shifts: unknown[] = await this.runtime.dataSource.query('SELECT 1 FROM api.v_shifts WHERE id = $1', [request.shiftID]);
      if (shifts.length === 0) throw new CommandRefusedError(400, `no such shift: ${request.shiftID}`, 'shiftID');
    }
    const counts = { changed: 0, same: 0, locked: 0 };
    const recalculation = await changeThenRecalculate(this.runtime, plan.employeeIDs, plan.days <= this.syncLimit.days, actor, async (manager, chunk) => {
      // Every employee-date of the range with its lock, stored shift and manual change.
      const days: DayRow[] = await manager.query(
        `SELECT e.employee_id, to_char(d.day, 'YYYY-MM-DD') AS date, s.locked, s.day_kind, s.shift_id AS stored_shift_id,
                m.employee_id IS NOT NULL AS has_manual, m.shift_id AS manual_shift_id
           FROM unnest($1::uuid[]) AS e (employee_id)
          CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d (day)
           LEFT JOIN time_engine.employee_shifts s ON s.employee_id = e.employee_id AND s.shift_date = d.day::date
           LEFT JOIN time_engine.manual_shift_changes m ON m.employee_id = e.employee_id AND m.shift_date = d.day::date`,
        [chunk, plan.from, plan.to],
      );
      const changes: { employeeID: string; date: string }[] = [];
      for (const day of days) {
        const outcome = dayChangeOutcome(
          {
            locked: day.locked === true,
            manual: day.has_manual ? { shiftID: day.manual_shift_id } : null,
            stored: day.day_kind === null ? null : { dayKind: day.day_kind, shiftID: day.stored_shift_id },
          },
          request.shiftID,
        );
        if (outcome === 'locked') counts.locked++;
        else if (outcome === 'same') counts.same++;
        else changes.push({ employeeID: day.employee_id, date: day.date });
      }
      counts.changed += changes.length;
      if (changes.length > 0) {
        await manager.query(
          `INSERT INTO time_engine.manual_shift_changes (employee_id, shift_date, shift_id, reason_id, changed_by)
           SELECT c.employee_id, c.shift_date, $3, $4, $5 FROM unnest($1::uuid[], $2::date[]) AS c (employee_id, shift_date)
           ON CONFLICT (employee_id, shift_date) DO UPDATE
             SET shift_id = EXCLUDED.shift_id, reason_id = EXCLUDED.reason_id, changed_by = EXCLUDED.changed_by, changed_at = now()`,
          [changes.map((c) => c.employeeID), changes.map((c) => c.date), request.shiftID, request.reasonID ?? null, actor.id],
        );
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
      days: recalculation.days,
      failedDays: recalculation.failedDays,
      ...(recalculation.requestID ? { requestID: recalculation.requestID } : {}),
    };
  }
}

