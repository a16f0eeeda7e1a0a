import { describe, expect, it } from 'vitest';
import { accrualLedgerChanges, type HeldAccrualEntry } from './accrual-ledger-changes';
import type { AccrualPosting, AccrualRule } from './accrual.types';

const RULES: AccrualRule[] = [{ id: 'rule-a', lengthOfService: 0, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, accrueValue: 1.5, carryOverLimit: 5 }];
const accrual = (periodEnd: string, amount: number): AccrualPosting => ({ date: periodEnd, action: 1, amount, ruleIndex: 0, periodStart: `${periodEnd.slice(0, 8)}01`, periodEnd });
const lost = (year: number, amount: number): AccrualPosting => ({ date: `${year}-12-31`, action: 5, amount, ruleIndex: null, periodStart: null, periodEnd: null });
const carry = (year: number, amount: number): AccrualPosting => ({ date: `${year + 1}-01-01`, action: 4, amount, ruleIndex: null, periodStart: null, periodEnd: null });
const held = (posting: AccrualPosting, amount = posting.amount): HeldAccrualEntry => ({ date: posting.date, action: posting.action, amount, periodEnd: posting.periodEnd });
const keysAndAmounts = (changes: ReturnType<typeof accrualLedgerChanges>) => changes.map((change) => [change.sourceKey, change.date, change.action, change.amount]);

describe('accrualLedgerChanges', () => {
  const expected = [accrual('2025-12-31', 1.5), lost(2025, -5.5), carry(2025, 5), accrual('2026-01-31', 1.5)];

  it('posts every slot the ledger lacks, keyed by rule and period, Leave Lost and carry by year, in ledger order', () => {
    expect(keysAndAmounts(accrualLedgerChanges(expected, [], RULES, '2025-12-31'))).toEqual([
      ['accrual:rule-a:2025-12-31', '2025-12-31', 1, 1.5],
      ['lost:2025', '2025-12-31', 5, -5.5],
      ['carry:2025', '2026-01-01', 4, 5],
      ['accrual:rule-a:2026-01-31', '2026-01-31', 1, 1.5],
    ]);
  });

  it('posts nothing when the ledger holds it all, and leaves what is before the window alone', () => {
    expect(accrualLedgerChanges(expected, expected.map((posting) => held(posting)), RULES, '2025-12-31')).toEqual([]);
    expect(accrualLedgerChanges([accrual('2025-11-30', 1.5)], [], RULES, '2025-12-31')).toEqual([]);
    expect(accrualLedgerChanges([], [held(accrual('2025-11-30', 1.5))], RULES, '2025-12-31')).toEqual([]);
  });

  it('corrects an amount by the difference, numbering corrections after what the slot holds', () => {
    const changes = accrualLedgerChanges(
      [accrual('2026-01-31', 1.5), lost(2025, -4)],
      [held(accrual('2026-01-31', 0.75)), held(accrual('2026-01-31', 0.5)), held(lost(2025, -5.5))],
      RULES,
      '2025-12-31',
    );
    expect(keysAndAmounts(changes)).toEqual([
      ['lost:2025:c1', '2025-12-31', 5, 1.5],
      ['accrual:2026-01-31:c2', '2026-01-31', 1, 0.25],
    ]);
    expect(changes[1]).toMatchObject({ sourceKind: 'accrual', leaveRuleID: 'rule-a', periodEnd: '2026-01-31' });
    expect(changes[0]).toMatchObject({ sourceKind: 'yearEnd', leaveRuleID: null, periodEnd: null });
  });

  it('takes back a period the accrual no longer has', () => {
    expect(keysAndAmounts(accrualLedgerChanges([], [held(accrual('2026-01-31', 1.5)), held(accrual('2026-01-31', -0.25))], RULES, '2025-12-31'))).toEqual([
      ['accrual:2026-01-31:c2', '2026-01-31', 1, -1.25],
    ]);
  });

  it('re-anchors a changed carry with the whole new amount, compared with the carry written last, and a vanished one at 0', () => {
    expect(keysAndAmounts(accrualLedgerChanges([carry(2025, 4)], [held(carry(2025, 5))], RULES, '2025-12-31'))).toEqual([['carry:2025:c1', '2026-01-01', 4, 4]]);
    expect(accrualLedgerChanges([carry(2025, 4)], [held(carry(2025, 5)), held(carry(2025, 4))], RULES, '2025-12-31')).toEqual([]);
    expect(keysAndAmounts(accrualLedgerChanges([], [held(carry(2025, 5))], RULES, '2025-12-31'))).toEqual([['carry:2025:c1', '2026-01-01', 4, 0]]);
    expect(accrualLedgerChanges([], [held(carry(2025, 5)), held(carry(2025, 0))], RULES, '2025-12-31')).toEqual([]);
  });

  it('keys an accrual without a rule id as none', () => {
    expect(accrualLedgerChanges([accrual('2026-01-31', 1)], [], [{ ...RULES[0], id: undefined }], '2025-12-31')[0].sourceKey).toBe('accrual:none:2026-01-31');
  });
});
