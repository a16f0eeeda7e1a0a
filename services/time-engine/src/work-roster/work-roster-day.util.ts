import type { LeaveOfDay, WorkRosterDay, WorkRosterDaySource } from '@tna/contracts';
import type { DayLeave, ScheduledDay } from '../domain';
import type { RosteredDay } from '../recalculation/employee-days.util';

/**
 * A date as PlanWorkRoster answers it: the engine's error where a recalculation would fail the
 * day; else the day as stored or rostered, with why: the roster's reason, or `calculated` where a
 * stored day's kind or shift is not the roster's (auto shift detection, a locked day). Pure.
 */
export function workRosterDayOf(day: RosteredDay, leave: DayLeave | undefined): WorkRosterDay {
  if (day.error !== null) return { date: day.date, kind: 'error', error: day.error };
  const shiftID = day.kind === 'shift' ? (day.shift?.id ?? day.stored?.shiftID ?? null) : null;
  const rosteredShiftID = day.scheduled?.kind === 'shift' ? day.scheduled.shiftId : null;
  const calculated = day.stored !== undefined && (day.stored.dayKind !== (day.scheduled?.kind ?? 'noRoster') || shiftID !== rosteredShiftID);
  return {
    date: day.date,
    kind: day.kind,
    shiftID,
    source: calculated ? 'calculated' : sourceOf(day.scheduled),
    targetMinutes: day.kind === 'shift' && day.shift !== null && !day.shift.noTargetHours ? day.shift.targetMinutes : 0,
    leave: leave === undefined ? null : leaveOf(leave),
  };
}

function sourceOf(scheduled: ScheduledDay | null): WorkRosterDaySource {
  if (scheduled === null || scheduled.kind === 'noRoster') return 'noRoster';
  if (scheduled.kind === 'dayOff') return scheduled.reason === 'manual' ? 'shiftChange' : scheduled.reason;
  return scheduled.source === 'manual' ? 'shiftChange' : scheduled.source;
}

function leaveOf(leave: DayLeave): LeaveOfDay {
  return leave.kind === 'full' ? { full: true } : { minutes: leave.minutes, position: leave.position };
}
