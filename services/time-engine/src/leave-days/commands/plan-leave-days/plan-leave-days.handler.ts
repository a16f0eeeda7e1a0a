import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LeaveOfDay, PlanLeaveDaysResult, PlannedLeaveDay } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { addDays, type DayLeave } from '../../../domain';
import { rosteredDaysOf } from '../../../recalculation/recalculation.util';
import { exportedDaysIn } from '../../../hours-export/hours-export.store';
import { isIsoDate } from '../../domain/day-leave';
import { PlanLeaveDaysCommand } from './plan-leave-days.command';

/** The longest range one PlanLeaveDays answers: a leave application covers at most a year. */
export const PLAN_LEAVE_DAYS_MAX = 366;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stored day answers with its own shift, lock and leave; any other date with the shift the
 * engine's roster gives it (the same planning a recalculation uses), so the leave service books
 * a future day against the shift it will have. `exported` is payroll's flag of the day, so the
 * leave service refuses new leave (46) and cancelling (110) over exported days.
 */
@CommandHandler(PlanLeaveDaysCommand)
export class PlanLeaveDaysHandler implements ICommandHandler<PlanLeaveDaysCommand, PlanLeaveDaysResult> {
  async execute({ request, manager }: PlanLeaveDaysCommand): Promise<PlanLeaveDaysResult> {
    if (typeof request.employeeID !== 'string' || !UUID.test(request.employeeID)) throw new CommandRefusedError(400, 'employeeID must be a UUID', 'employeeID');
    if (!isIsoDate(request.from)) throw new CommandRefusedError(400, 'from must be a date YYYY-MM-DD', 'from');
    if (!isIsoDate(request.to)) throw new CommandRefusedError(400, 'to must be a date YYYY-MM-DD', 'to');
    if (request.to < request.from) throw new CommandRefusedError(400, 'to must not be before from', 'to');
    if (addDays(request.from, PLAN_LEAVE_DAYS_MAX - 1) < request.to) throw new CommandRefusedError(400, `the range must not exceed ${PLAN_LEAVE_DAYS_MAX} days`, 'to');
    const rostered = await rosteredDaysOf(manager, { employeeID: request.employeeID, from: request.from, to: request.to });
    if (rostered === undefined) throw new CommandRefusedError(400, `no such employee: ${request.employeeID}`, 'employeeID');
    const exported = new Set((await exportedDaysIn(manager, [request.employeeID], request.from, request.to)).map((day) => day.shiftDate));
    return {
      days: rostered.days.map((day): PlannedLeaveDay => {
        const leave = rostered.leave.get(day.date);
        return {
          shiftDate: day.date,
          employeeShiftID: day.stored?.id ?? null,
          shiftID: day.kind === 'shift' ? (day.shift?.id ?? day.stored?.shiftID ?? null) : null,
          dayOff: day.kind === 'dayOff',
          publicHoliday: day.publicHoliday,
          targetMinutes: day.kind === 'shift' && day.shift !== null && !day.shift.noTargetHours ? day.shift.targetMinutes : 0,
          locked: day.stored?.locked ?? false,
          exported: exported.has(day.date),
          leave: leave === undefined ? null : leaveOfDay(leave),
        };
      }),
    };
  }
}

function leaveOfDay(leave: DayLeave): LeaveOfDay {
  return leave.kind === 'full' ? { full: true } : { minutes: leave.minutes, position: leave.position };
}
