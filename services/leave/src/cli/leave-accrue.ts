import { runWorkedCases } from '@tna/platform/cli';
import { accrueLeave } from '../accrual/domain/accrue-leave';
import { fromAccrualCase } from '../accrual/domain/accrual-case';
import { InvalidAccrualInputError } from '../accrual/domain/errors';

/**
 * Runs accrual worked cases (LEAVE.md §5) from stdin and prints each answer in the cases'
 * `expected` format, {entries: [{date, action, amount}], balance} (a list in, a list out).
 */
void runWorkedCases(
  {
    name: 'leave:accrue',
    usage: 'usage: npm run -s leave:accrue < cases.json   (one case, or a JSON list of cases)',
    answer: (oneCase) => {
      const result = accrueLeave(fromAccrualCase(oneCase));
      return { entries: result.entries.map(({ date, action, amount }) => ({ date, action, amount })), balance: result.balance };
    },
    badInput: (error) => (error instanceof InvalidAccrualInputError ? error : undefined),
  },
  process.argv.slice(2),
);
