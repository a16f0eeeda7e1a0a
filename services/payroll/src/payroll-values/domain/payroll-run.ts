import { daysInRange, PAYROLL_RUN_MAX_DAYS, type PayrollEmployeeValues, type PayrollValueLineDto } from '@tna/contracts';
import { isIsoDate } from './calendar';
import type { IsoDate, PayCode, PayCodeAllocation, PayrollDay, PayrollSettings, PayrollValuesInput, PayrollValuesResult, ShiftPayCodes } from './payroll-values.types';

/** The request of a run as the payroll service gets it (CalculatePayrollValues, the export jobs). */
export interface PayrollRunRequest {
  readonly payrollID: string;
  readonly from: string;
  readonly to: string;
  readonly approvedOnly?: boolean;
  readonly notYetExported?: boolean;
}

/** What is wrong with a run's dates, naming the field; null when they can be run. */
export function payrollRunProblem(request: { from?: unknown; to?: unknown }): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(request.from)) return { field: 'from', message: 'from must be a date YYYY-MM-DD' };
  if (!isIsoDate(request.to)) return { field: 'to', message: 'to must be a date YYYY-MM-DD' };
  if (request.to < request.from) return { field: 'to', message: 'to must not be before from' };
  if (daysInRange(request.from, request.to) > PAYROLL_RUN_MAX_DAYS) return { field: 'to', message: `a run covers at most ${PAYROLL_RUN_MAX_DAYS} days` };
  return null;
}

// ---- The setup as the store reads it (ids) and as the calculation takes it (pay code strings). ----

export interface PayrollRow {
  readonly id: string;
  readonly name: string;
  readonly basedOnTargetHours: boolean;
  readonly minimumNormalMinutes: number | null;
  readonly overtimePaidAfterMinimum: boolean;
  /** The make-up sequence, in order. */
  readonly makeUpPayCodeIDs: readonly string[];
}

export interface PayCodeRow {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly multiplier: number;
}

/** A shift as the run needs it; allocation rows as the shift stores them. */
export interface ShiftRow {
  readonly id: string;
  readonly targetMinutes: number;
  readonly payCodeID: string | null;
  readonly payCodeAllocations: readonly { payCodeID: string; from?: string | null; to?: string | null; formula?: string | null }[];
}

export interface HolidayCalendarRow {
  readonly id: string;
  readonly isDefault: boolean;
  readonly dates: readonly IsoDate[];
}

export interface PayrollSetupRows {
  readonly payroll: PayrollRow;
  /** value (`normal`, `overtime3`, `leave:<leave type id>` …) → pay code id. */
  readonly mappings: readonly { value: string; payCodeID: string }[];
  /** In sequence order. */
  readonly nonTimeMakeUpPayCodeIDs: readonly string[];
  readonly addedToNormalPayCodeIDs: readonly string[];
  readonly payCodes: readonly PayCodeRow[];
  readonly shifts: readonly ShiftRow[];
  readonly holidayCalendars: readonly HolidayCalendarRow[];
}

interface RunShift extends ShiftPayCodes {
  readonly targetMinutes: number;
  readonly hasTimeRanges: boolean;
}

/** The setup of one run, by pay code string as the calculation identifies pay codes. */
export interface PayrollRunSetup {
  readonly payrollID: string;
  readonly settings: PayrollSettings;
  /** code → multiplier, every pay code. */
  readonly payCodes: Readonly<Record<PayCode, number>>;
  readonly payCodeNames: ReadonlyMap<PayCode, string>;
  readonly shifts: ReadonlyMap<string, RunShift>;
  /** The shifts whose allocations take time ranges: only their days need the worked intervals. */
  readonly timeRangeShiftIDs: readonly string[];
  readonly holidayCalendars: readonly HolidayCalendarRow[];
}

export function payrollRunSetup(rows: PayrollSetupRows): PayrollRunSetup {
  const codeOf = new Map(rows.payCodes.map((payCode) => [payCode.id, payCode.code]));
  // Setup rows point at pay codes by foreign key, so every id is known; a vanished one is skipped, never guessed.
  const codes = (ids: readonly (string | null)[]) => ids.flatMap((id) => (id !== null && codeOf.has(id) ? [codeOf.get(id)!] : []));
  const mapping: Record<string, PayCode> = {};
  for (const row of rows.mappings) if (codeOf.has(row.payCodeID)) mapping[row.value] = codeOf.get(row.payCodeID)!;
  const shifts = new Map<string, RunShift>();
  for (const shift of rows.shifts) {
    const allocations: PayCodeAllocation[] = shift.payCodeAllocations.flatMap((row) =>
      codeOf.has(row.payCodeID) ? [{ payCode: codeOf.get(row.payCodeID)!, ...(row.formula ? { formula: row.formula } : { from: row.from ?? undefined, to: row.to ?? undefined }) }] : [],
    );
    shifts.set(shift.id, {
      targetMinutes: shift.targetMinutes,
      payCode: codes([shift.payCodeID])[0] ?? null,
      payCodeAllocations: allocations,
      hasTimeRanges: allocations.some((row) => row.formula === undefined),
    });
  }
  return {
    payrollID: rows.payroll.id,
    settings: {
      mapping,
      minimumMinutes: rows.payroll.minimumNormalMinutes,
      basedOnTargetHours: rows.payroll.basedOnTargetHours,
      overtimePaidAfterMinimum: rows.payroll.overtimePaidAfterMinimum,
      makeUpSequence: codes(rows.payroll.makeUpPayCodeIDs),
      nonTimeMakeUp: codes(rows.nonTimeMakeUpPayCodeIDs),
      addedToNormal: codes(rows.addedToNormalPayCodeIDs),
    },
    payCodes: Object.fromEntries(rows.payCodes.map((payCode) => [payCode.code, payCode.multiplier])),
    payCodeNames: new Map(rows.payCodes.map((payCode) => [payCode.code, payCode.name])),
    shifts,
    timeRangeShiftIDs: [...shifts].filter(([, shift]) => shift.hasTimeRanges).map(([id]) => id),
    holidayCalendars: rows.holidayCalendars,
  };
}

// ---- One employee's rows as the calculation's input. ----

export interface PayrollEmployeeRow {
  readonly id: string;
  readonly employeeNumber: string;
  readonly firstName: string | null;
  readonly surname: string | null;
  /** Null: no rate on the employee record, so every amount is 0. */
  readonly hourlyRate: number | null;
  readonly publicHolidayCalendarIDs: readonly string[];
}

/** One calculated day (a row of time_engine.v_employee_shifts) with what payroll knows of it. */
export interface EmployeeDayRow {
  /** The calculated day's id: what an export marks exported. */
  readonly id: string;
  readonly date: IsoDate;
  /** The day's shift; null on a day off. */
  readonly shiftID: string | null;
  readonly normal: number;
  /** Buckets 1..10, index 0 is bucket 1. */
  readonly overtime: readonly number[];
  readonly noPay: number;
  readonly leaveMinutes: number;
  /** The leave type of the day's leave; null without leave. */
  readonly leaveTypeID: string | null;
  /** Worked pairs in minutes from the date's local midnight; read only for shifts with time-range allocations. */
  readonly worked: readonly (readonly [number, number])[] | null;
  readonly authorised: boolean;
  readonly exported: boolean;
}

/** The employee's public holidays: their own calendars, or the default ones when they have none (as the engine rosters them). */
export function holidaysOf(calendars: readonly HolidayCalendarRow[], employeeCalendarIDs: readonly string[]): Set<IsoDate> {
  const own = employeeCalendarIDs.length > 0 ? calendars.filter((calendar) => employeeCalendarIDs.includes(calendar.id)) : calendars.filter((calendar) => calendar.isDefault);
  return new Set(own.flatMap((calendar) => calendar.dates));
}

/** PAYROLL.md §4's case for one employee: the days as the engine calculated them, with the run's setup and filters. */
export function employeeValuesInput(setup: PayrollRunSetup, employee: PayrollEmployeeRow, days: readonly EmployeeDayRow[], request: PayrollRunRequest): PayrollValuesInput {
  const holidays = holidaysOf(setup.holidayCalendars, employee.publicHolidayCalendarIDs);
  return {
    hourlyRate: employee.hourlyRate ?? 0,
    payCodes: setup.payCodes,
    payroll: setup.settings,
    approvedOnly: request.approvedOnly === true,
    notYetExported: request.notYetExported === true,
    days: days.map((day): PayrollDay => {
      const shift = day.shiftID === null ? undefined : setup.shifts.get(day.shiftID);
      const overtime: Record<string, number> = {};
      day.overtime.forEach((minutes, index) => {
        if (minutes > 0) overtime[String(index + 1)] = minutes;
      });
      return {
        date: day.date,
        targetMinutes: shift?.targetMinutes ?? 0,
        normal: day.normal,
        overtime,
        noPay: day.noPay,
        leave: day.leaveTypeID !== null && day.leaveMinutes > 0 ? { [day.leaveTypeID]: day.leaveMinutes } : {},
        publicHoliday: holidays.has(day.date),
        authorised: day.authorised,
        exported: day.exported,
        shift: shift ? { payCode: shift.payCode, payCodeAllocations: shift.payCodeAllocations } : null,
        ...(day.worked ? { worked: day.worked.map(([start, end]) => ({ start, end })) } : {}),
      };
    }),
  };
}

// ---- The answer. ----

/** An employee's result as the call answers it: pay codes named. */
export function employeeValues(setup: PayrollRunSetup, employee: PayrollEmployeeRow, result: PayrollValuesResult): PayrollEmployeeValues {
  return {
    employeeID: employee.id,
    employeeNumber: employee.employeeNumber,
    name: [employee.firstName, employee.surname].filter((part) => part).join(' '),
    lines: result.lines.map((line) => ({ payCode: line.payCode, payCodeName: setup.payCodeNames.get(line.payCode) ?? line.payCode, minutes: line.minutes, amount: line.amount })),
    withheldMinutes: result.withheldMinutes,
  };
}

/** Adds employees' lines up per pay code, amounts in whole cents so the sum is exact; ordered by pay code. */
export class PayrollTotals {
  private readonly byCode = new Map<PayCode, { payCodeName: string; minutes: number; cents: number }>();

  add(lines: readonly PayrollValueLineDto[]): void {
    for (const line of lines) {
      const total = this.byCode.get(line.payCode) ?? { payCodeName: line.payCodeName, minutes: 0, cents: 0 };
      total.minutes += line.minutes;
      total.cents += Math.round(line.amount * 100);
      this.byCode.set(line.payCode, total);
    }
  }

  lines(): PayrollValueLineDto[] {
    return [...this.byCode]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([payCode, total]) => ({ payCode, payCodeName: total.payCodeName, minutes: total.minutes, amount: total.cents / 100 }));
  }
}
