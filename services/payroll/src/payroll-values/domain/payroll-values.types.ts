/** A local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** A local wall-clock time, `HH:mm`. */
export type ClockTime = string;

/**
 * Minutes from the local midnight that starts the day's date, as the time engine counts them:
 * a night shift's end is above 1440.
 */
export type Minute = number;

/** A pay code is its code string in this domain (`NT`, `OT15`); the multiplier comes with it. */
export type PayCode = string;

/** Where a payroll's pay code mapping sends values (PAYROLL.md §2.1 step 2). */
export type MappedValue = 'normal' | `overtime${number}` | 'noPay' | `leave:${string}`;

export interface PayrollSettings {
  /** value → pay code; values it does not name are not paid. */
  readonly mapping: Readonly<Record<string, PayCode>>;
  /** The fixed minimum normal time; null or absent: none (unless based on target hours). */
  readonly minimumMinutes?: number | null;
  readonly basedOnTargetHours: boolean;
  readonly overtimePaidAfterMinimum: boolean;
  readonly makeUpSequence: readonly PayCode[];
  readonly nonTimeMakeUp: readonly PayCode[];
  readonly addedToNormal: readonly PayCode[];
}

/** One pay code allocation row of a shift (contracts' Shift.payCodeAllocations, by code). */
export interface PayCodeAllocation {
  readonly payCode: PayCode;
  /** A time range: from and to (`to` at or before `from` crosses midnight) ... */
  readonly from?: ClockTime;
  readonly to?: ClockTime;
  /** ... or a formula (pay-code-formula.ts), never both. */
  readonly formula?: string;
}

/** What a day's shift says about pay codes: its own pay code and its allocations, in row order. */
export interface ShiftPayCodes {
  readonly payCode?: PayCode | null;
  readonly payCodeAllocations?: readonly PayCodeAllocation[];
}

/** A worked stretch of the day (a clocking pair as paid), in minutes from the date's midnight. */
export interface WorkedInterval {
  readonly start: Minute;
  readonly end: Minute;
}

/** Minutes that went to a pay code before the mapping, and the value they were taken from. */
export interface AllocatedMinutes {
  readonly payCode: PayCode;
  readonly minutes: number;
  /** `normal` or `overtime<n>`: overtime stays protected on a Sunday or public holiday. */
  readonly from: 'normal' | `overtime${number}`;
}

/** One employee-day as PAYROLL.md §4 gives it, plus the optional allocation inputs. */
export interface PayrollDay {
  readonly date: IsoDate;
  readonly targetMinutes: number;
  readonly normal: number;
  /** bucket ('1'..'10') → minutes. */
  readonly overtime: Readonly<Record<string, number>>;
  readonly noPay: number;
  /** leave type → minutes. */
  readonly leave?: Readonly<Record<string, number>>;
  /** pay code → minutes: allowances name their pay code themselves. */
  readonly allowances?: Readonly<Record<PayCode, number>>;
  readonly publicHoliday?: boolean;
  readonly authorised: boolean;
  readonly exported: boolean;
  /** The day's shift's pay code and allocations; absent: the mapping pays everything. */
  readonly shift?: ShiftPayCodes | null;
  /** The day's worked intervals; time-range allocations need them. */
  readonly worked?: readonly WorkedInterval[];
}

/** One case of PAYROLL.md §4: one employee, one payroll, one range. */
export interface PayrollValuesInput {
  readonly hourlyRate: number;
  /** pay code → pay rate multiplier. */
  readonly payCodes: Readonly<Record<PayCode, number>>;
  readonly payroll: PayrollSettings;
  readonly approvedOnly: boolean;
  readonly notYetExported: boolean;
  readonly days: readonly PayrollDay[];
}

export interface PayrollValueLine {
  readonly payCode: PayCode;
  readonly minutes: number;
  /** minutes ÷ 60 × hourly rate × multiplier, rounded half up to cents. */
  readonly amount: number;
}

export interface PayrollValuesResult {
  /** Ordered by pay code; none with 0 minutes. */
  readonly lines: PayrollValueLine[];
  /** Ordinary overtime minutes not paid because normal time stayed below the minimum. */
  readonly withheldMinutes: number;
}
