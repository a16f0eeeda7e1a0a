import { describe, expect, it } from 'vitest';
import { balanceAt, inLedgerOrder, round4, runningBalances, type LedgerEntry } from './ledger';

const entry = (date: string, action: LedgerEntry['action'], amount: number): LedgerEntry => ({ date, action, amount });

describe('the leave ledger (LEAVE.md §1)', () => {
  it('orders a day as anchors (4 then 3), leave taken, accrual, leave lost', () => {
    const day = '2026-01-01';
    const ordered = inLedgerOrder([entry(day, 5, -1), entry(day, 1, 2), entry(day, 2, -1), entry(day, 3, 4), entry(day, 4, 6)]);
    expect(ordered.map((e) => e.action)).toEqual([4, 3, 2, 1, 5]);
  });

  it('lets an anchor set the balance at the start of its day, and later entries add to it', () => {
    const entries = [entry('2026-01-31', 1, 1.5), entry('2026-02-10', 2, -1), entry('2026-03-01', 3, 10), entry('2026-03-01', 1, 1.25)];
    expect(balanceAt(entries, '2026-02-28')).toBe(0.5);
    expect(balanceAt(entries, '2026-03-01')).toBe(11.25);
    expect(balanceAt(entries, '2025-12-31')).toBe(0);
  });

  it('sums without float error: twelve postings of 1.5833 and 1.5834 make 19', () => {
    const amounts = [1.5833, 1.5834, 1.5833, 1.5833, 1.5834, 1.5833, 1.5833, 1.5834, 1.5833, 1.5833, 1.5834, 1.5833];
    const entries = amounts.map((amount, month) => entry(`2026-${String(month + 1).padStart(2, '0')}-28`, 1, amount));
    expect(balanceAt(entries, '2026-12-31')).toBe(19);
    expect(runningBalances(entries).at(-1)?.balance).toBe(19);
  });

  it('rounds half up to 4 decimals', () => {
    expect(round4(1.00005)).toBe(1.0001);
    expect(round4(0.60483870967)).toBe(0.6048);
    expect(round4(-0.00005)).toBe(-0.0001);
  });
});
