import type { LedgerEntry } from '../../ledger/domain/ledger';
import { balanceAt, round4 } from '../../ledger/domain/ledger';
import { sumAmounts } from './leave-days';

/**
 * Whether a leave application may be created (part 2 §5, §8 create leave; LEAVE.md §3), decided
 * in this order, the first that applies answering: 500 the type is bound to no shift, 600 a day's
 * shift does not take it, 46 a day exported, 150 a day locked, 42 an application of the same type
 * in approval, 44 another type waiting, 43 finally granted leave, 45 the minimum balance. Setup
 * comes first (nothing else matters while the type cannot be taken), then payroll's state, then
 * the employee's other leave, and the balance last, since it counts all of those.
 */

export interface CandidateDay {
  shiftDate: string;
  shiftID: string;
  locked: boolean;
  exported: boolean;
}

/** How one shift binds leave types (LEAVE-DECISIONS "Binding"). */
export interface ShiftBinding {
  shiftID: string;
  /** The shift's own leave type. */
  leaveTypeID: string | null;
  /** The leave types of the rules of the shift's leave scheme. */
  schemeLeaveTypeIDs: readonly string[];
  /** Whether the shift names a leave scheme (a scheme without rules still binds: nothing). */
  hasLeaveScheme: boolean;
  /** Empty: every appointment type. */
  appointmentTypeIDs: readonly string[];
}

/** Another live application of the employee over some of these days. */
export interface OverlappingApplication {
  leaveTypeID: string;
  /** 0, 1 waiting; 11 finally granted. */
  status: number;
  dates: readonly string[];
}

export interface BalanceCheck {
  /** This leave type's ledger entries of the employee. */
  ledger: readonly LedgerEntry[];
  endDate: string;
  /** Waiting (0, 1) applications of this type, in the type's unit. */
  pending: number;
  /** This application's amount. */
  amount: number;
  /** The leave type's minimum balance (0 unless set; below 0 borrows). */
  minBalance: number;
}

export interface CreateCheck {
  leaveTypeID: string;
  days: readonly CandidateDay[];
  /** Every shift of the setup, for 500. */
  shifts: readonly ShiftBinding[];
  employeeAppointmentTypeID: string | null;
  overlapping: readonly OverlappingApplication[];
  balance: BalanceCheck;
}

export type CreateRefusal = { code: 42 | 43 | 44 | 45 | 46 | 150 | 500 | 600; shiftDate?: string };

/** A shift that names neither a leave type nor a leave scheme takes any leave type. */
export function bindsNothing(shift: ShiftBinding): boolean {
  return shift.leaveTypeID === null && !shift.hasLeaveScheme;
}

export function shiftBindsType(shift: ShiftBinding, leaveTypeID: string): boolean {
  return shift.leaveTypeID === leaveTypeID || shift.schemeLeaveTypeIDs.includes(leaveTypeID);
}

/** The shift takes the leave type, for an employee of that appointment type. */
export function shiftTakes(shift: ShiftBinding, leaveTypeID: string, appointmentTypeID: string | null): boolean {
  if (!bindsNothing(shift) && !shiftBindsType(shift, leaveTypeID)) return false;
  return shift.appointmentTypeIDs.length === 0 || (appointmentTypeID !== null && shift.appointmentTypeIDs.includes(appointmentTypeID));
}

/**
 * What is left after this application: the balance at the end of the end date, less granted
 * leave dated after it (its 2 entries, net of reversals), less what is pending, less this.
 */
export function availableAfter(check: BalanceCheck): number {
  const takenAfter = sumAmounts(check.ledger.filter((entry) => entry.action === 2 && entry.date > check.endDate).map((entry) => entry.amount));
  return round4(balanceAt(check.ledger, check.endDate) + takenAfter - check.pending - check.amount);
}

export function createRefusal(check: CreateCheck): CreateRefusal | null {
  const { leaveTypeID } = check;
  if (check.shifts.length > 0 && check.shifts.every((shift) => !bindsNothing(shift) && !shiftBindsType(shift, leaveTypeID))) return { code: 500 };
  const byID = new Map(check.shifts.map((shift) => [shift.shiftID, shift]));
  for (const day of check.days) {
    const shift = byID.get(day.shiftID);
    if (!shift || !shiftTakes(shift, leaveTypeID, check.employeeAppointmentTypeID)) return { code: 600, shiftDate: day.shiftDate };
  }
  const exported = check.days.find((day) => day.exported);
  if (exported) return { code: 46, shiftDate: exported.shiftDate };
  const locked = check.days.find((day) => day.locked);
  if (locked) return { code: 150, shiftDate: locked.shiftDate };
  const dates = new Set(check.days.map((day) => day.shiftDate));
  const firstShared = (application: OverlappingApplication) => [...application.dates].sort().find((date) => dates.has(date));
  const waiting = check.overlapping.filter((application) => application.status === 0 || application.status === 1);
  for (const [code, applies] of [
    [42, (application: OverlappingApplication) => waiting.includes(application) && application.leaveTypeID === leaveTypeID],
    [44, (application: OverlappingApplication) => waiting.includes(application) && application.leaveTypeID !== leaveTypeID],
    [43, (application: OverlappingApplication) => application.status === 11],
  ] as const) {
    for (const application of check.overlapping) {
      const shiftDate = applies(application) ? firstShared(application) : undefined;
      if (shiftDate) return { code, shiftDate };
    }
  }
  if (availableAfter(check.balance) < check.balance.minBalance) return { code: 45 };
  return null;
}
