/**
 * The leave ledger's arithmetic (LEAVE.md §1): entry order within a day, anchors (3 Set Leave
 * Balance, 4 Carry Over Accumulated Value) and the balance at the end of a day. Amounts are kept
 * to 4 decimals; sums are taken in ten-thousandths so that no float error creeps in.
 */

/** 1 Accrual, 2 Leave Taken, 3 Set Leave Balance, 4 Carry Over Accumulated Value, 5 Leave Lost. */
export type LedgerAction = 1 | 2 | 3 | 4 | 5;

export interface LedgerEntry {
  /** YYYY-MM-DD. */
  date: string;
  action: LedgerAction;
  /** In the leave type's unit; 2 and 5 are negative. */
  amount: number;
}

/** Within one day: anchors (4, then 3), 2 Leave Taken, 1 Accrual, 5 Leave Lost. */
const ORDER_IN_DAY: Readonly<Record<LedgerAction, number>> = { 4: 0, 3: 1, 2: 2, 1: 3, 5: 4 };

export function isAnchor(action: LedgerAction): boolean {
  return action === 3 || action === 4;
}

/** Compares two entries in ledger order; entries equal here keep the order they came in (a stable sort). */
export function compareLedgerOrder(left: LedgerEntry, right: LedgerEntry): number {
  if (left.date !== right.date) return left.date < right.date ? -1 : 1;
  return ORDER_IN_DAY[left.action] - ORDER_IN_DAY[right.action];
}

/** The entries in ledger order (a new array; `Array.prototype.sort` is stable). */
export function inLedgerOrder<T extends LedgerEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareLedgerOrder);
}

/** An amount in ten-thousandths, rounded half up (away from zero for negatives, as accountants do). */
export function toTenThousandths(amount: number): number {
  const scaled = Math.abs(amount) * 10_000;
  // 1.00005 * 10000 is 10000.499999… in binary: nudge by a tolerance well below the 6th decimal.
  const rounded = Math.floor(scaled + 0.5 + 1e-7);
  return amount < 0 ? -rounded : rounded;
}

export function fromTenThousandths(units: number): number {
  return units / 10_000;
}

/** Rounds half up to 4 decimals. */
export function round4(amount: number): number {
  return fromTenThousandths(toTenThousandths(amount));
}

/**
 * Each entry with the balance right after it, in ledger order. An anchor sets the balance to its
 * amount; every other entry adds to it.
 */
export function runningBalances<T extends LedgerEntry>(entries: readonly T[]): { entry: T; balance: number }[] {
  let units = 0;
  return inLedgerOrder(entries).map((entry) => {
    const amount = toTenThousandths(entry.amount);
    units = isAnchor(entry.action) ? amount : units + amount;
    return { entry, balance: fromTenThousandths(units) };
  });
}

/** The balance at the end of `date` (YYYY-MM-DD): entries dated on or before it, in ledger order. */
export function balanceAt(entries: readonly LedgerEntry[], date: string): number {
  const upTo = entries.filter((entry) => entry.date <= date);
  const rows = runningBalances(upTo);
  return rows.length ? rows[rows.length - 1].balance : 0;
}
