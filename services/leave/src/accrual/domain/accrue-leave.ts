import { balanceAt, fromTenThousandths, inLedgerOrder, toTenThousandths, type LedgerEntry } from '../../ledger/domain/ledger';
import type { AccrualInput, AccrualPosting, AccrualResult, AccrualRule } from './accrual.types';
import { addDays } from './calendar';
import { earnedPostings, type EarnedPosting } from './earned';
import { InvalidAccrualInputError } from './errors';
import { RunningBalance } from './running-balance';
import { ruleApplyingOn } from './service-months';
import { yearEnd, yearEndsFrom } from './year-end';

/**
 * What the accrual posts for one employee and leave type up to `asOf` (LEAVE.md §2, §2.1): each
 * period's or group's earnings, rounded, capped by the maximum accumulation against the balance
 * just before (with the entries from elsewhere), and each year end's loss and carry. Entries in
 * ledger order; the balance at the end of `asOf`.
 */
export function accrueLeave(input: AccrualInput): AccrualResult {
  checkSchemeRules(input.rules);
  const steps: Step[] = [
    ...earnedPostings(input).map((earned): Step => ({ date: earned.date, action: 1, amount: 0, earned })),
    ...yearEndsFrom(input.appointmentDate, input.asOf).map((date): Step => ({ date, action: 5, amount: 0 })),
  ];
  const balance = new RunningBalance(input.entries);
  const posted: AccrualPosting[] = [];
  const post = (date: string, action: LedgerEntry['action'], units: number, source: Omit<AccrualPosting, 'date' | 'action' | 'amount'>) => {
    balance.post(action, units);
    posted.push({ date, action, amount: fromTenThousandths(units), ...source });
  };
  for (const step of inLedgerOrder(steps)) {
    if (step.earned) {
      const { ruleIndex, periodStart, periodEnd, units } = step.earned;
      const capped = capByMaximum(units, input.rules[ruleIndex], balance.before(step));
      if (capped > 0) post(step.date, 1, capped, { ruleIndex, periodStart, periodEnd });
      continue;
    }
    const ruleIndex = ruleApplyingOn(input.rules, input.appointmentDate, step.date);
    const limit = ruleIndex === null ? null : (input.rules[ruleIndex].carryOverLimit ?? null);
    const { lost, carried } = yearEnd(balance.endOf(step.date), limit === null ? null : toTenThousandths(limit));
    if (lost > 0) post(step.date, 5, -lost, YEAR_END);
    const firstOfJanuary = addDays(step.date, 1);
    if (firstOfJanuary <= input.asOf) post(firstOfJanuary, 4, carried, YEAR_END);
  }
  const entries = inLedgerOrder(posted);
  return { entries, balance: balanceAt([...input.entries, ...entries], input.asOf) };
}

/** A place in the ledger the walk stops at: an earned posting (1), or a year end (5 on 31 December, then 4 on 1 January). */
interface Step extends LedgerEntry {
  earned?: EarnedPosting;
}

const YEAR_END = { ruleIndex: null, periodStart: null, periodEnd: null } as const;

/** An accrual never lifts the balance above the maximum: it posts the part below it, none when the balance is there. */
function capByMaximum(units: number, rule: AccrualRule, balanceBefore: number): number {
  if (rule.maxAccumulation === undefined || rule.maxAccumulation === null) return units;
  return Math.max(0, Math.min(units, toTenThousandths(rule.maxAccumulation) - balanceBefore));
}

/**
 * One leave type's rules share interval, accrue type and X (the setup refuses a scheme that mixes
 * them); X is a whole number of intervals, or a number of days or hours above 0.
 */
function checkSchemeRules(rules: readonly AccrualRule[]): void {
  if (rules.length === 0) return;
  const { accrueType, x } = rules[0];
  if (accrueType === 'everyXIntervals' ? !Number.isInteger(x) || x < 1 : !(x > 0)) {
    throw new InvalidAccrualInputError('rules[0].x', accrueType === 'everyXIntervals' ? 'expected a whole number of intervals, 1 or more' : 'expected a number above 0');
  }
  rules.forEach((rule, index) => {
    for (const key of ['accrualInterval', 'accrueType', 'x'] as const) {
      if (rule[key] !== rules[0][key]) throw new InvalidAccrualInputError(`rules[${index}].${key}`, `differs from rules[0].${key}: one leave type's rules share interval, accrue type and X`);
    }
  });
}
