import type { LeaveOfDay } from './leave.dto';

/**
 * PlanWorkRoster (time engine, asked by the api's Work Roster and Employee Work Roster reports):
 * each employee's days of a period as the engine rosters them, by its own rule (`scheduledShiftOn`),
 * so a report never works the roster out again. Read only.
 */
/**
 * The most employee-days one PlanWorkRoster plans (employees × dates): its reply, about 125 bytes
 * a day, stays under a megabyte, so no message nears a broker's default limit. A caller with more
 * sends several (the report job: this many divided by the period's days, employees per command).
 */
export const PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS = 6_000;
/** The longest period one PlanWorkRoster plans: a report's period is at most a year. */
export const PLAN_WORK_ROSTER_MAX_DAYS = 366;

export interface PlanWorkRosterRequest {
  employeeIDs: string[];
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/**
 * Why a day is what it is: the roster's reason (`shiftChange` a manual shift change, `pattern`
 * the cycle's day, `replacement` a replacement rule, `friday` … `publicHoliday` a non-working
 * flag, `noRoster` no cycle in force), or `calculated` for a stored day whose kind or shift
 * differs from the roster (auto shift detection, a locked day).
 */
export type WorkRosterDaySource = 'shiftChange' | 'pattern' | 'replacement' | 'friday' | 'saturday' | 'sunday' | 'publicHoliday' | 'noRoster' | 'calculated';

/**
 * One date of an employee. `error`: the engine cannot roster the date (a work cycle set up
 * wrongly, a shift that no longer exists), so a recalculation fails it (status 1000); its
 * message says why.
 */
export type WorkRosterDay =
  | {
      date: string;
      kind: 'shift' | 'dayOff' | 'noRoster';
      /** Null unless a shift day. */
      shiftID: string | null;
      source: WorkRosterDaySource;
      /** The shift's target minutes (0 on a day off or a no-target shift). */
      targetMinutes: number;
      /** The leave the engine holds for the day. */
      leave: LeaveOfDay | null;
    }
  | { date: string; kind: 'error'; error: string };

export interface WorkRosterOfEmployee {
  employeeID: string;
  /** Every date from `from` to `to`, in order. */
  days: WorkRosterDay[];
}

export interface PlanWorkRosterResult {
  /** In the order asked; an unknown employee is left out. */
  employees: WorkRosterOfEmployee[];
}
