import type { LedgerEntry } from '../../ledger/domain/ledger';

/**
 * The accrual's input and output (LEAVE.md §2, §5): one employee, one leave type. The accrual
 * job builds an `AccrualInput` per employee and leave type; `npm run leave:accrue` reads a list
 * of them as worked cases.
 */

/** 1 day, 2 week (Monday–Sunday), 3 calendar month, 4 calendar year. */
export type AccrualInterval = 1 | 2 | 3 | 4;
export type AccrueType = 'everyXIntervals' | 'perXDaysWorked' | 'perXHoursWorked';

export interface AccrualRule {
  /** The leave rule's id where it has one (the job); a case may leave it out. */
  id?: string;
  /** Whole months of service from which the rule applies. */
  lengthOfService: number;
  accrualInterval: AccrualInterval;
  accrueType: AccrueType;
  x: number;
  /** Kept to 6 decimals. */
  accrueValue: number;
  maxAccumulation?: number | null;
  carryOverLimit?: number | null;
}

export interface AccrualInput {
  /** YYYY-MM-DD. */
  appointmentDate: string;
  /** Today: nothing after it is posted. */
  asOf: string;
  /** One leave type's rules in scheme order. */
  rules: AccrualRule[];
  /**
   * Normal plus overtime minutes of each calculated day. A row may instead stand for a whole
   * period (the job sums each period in SQL): dated the period's last day, its minutes summed and
   * `days` the worked days in it. Both forms give the same counts.
   */
  worked: WorkedTime[];
  /** Ledger entries from elsewhere (2 Leave Taken, 3 Set Leave Balance). */
  entries: LedgerEntry[];
}

/** Worked minutes of a day; with `days`, the total of the period that ends on `date` and how many worked days it has. */
export interface WorkedTime {
  date: string;
  minutes: number;
  days?: number;
}

/** An entry the accrual posts: 1 Accrual, 4 Carry Over Accumulated Value or 5 Leave Lost. */
export interface AccrualPosting extends LedgerEntry {
  /** The rule that earned it (its index in `rules`); null for year end (4, 5). */
  ruleIndex: number | null;
  /** The period (or group of X periods) an accrual is for. */
  periodStart: string | null;
  periodEnd: string | null;
}

export interface AccrualResult {
  /** In ledger order. */
  entries: AccrualPosting[];
  /** At the end of `asOf`, with the entries from elsewhere. */
  balance: number;
}
