import { runWorkedCases } from '@tna/platform/cli';
import { calculatePayrollValues } from '../payroll-values/domain/calculate-payroll-values';
import { InvalidPayrollValuesInputError } from '../payroll-values/domain/errors';
import { fromPayrollCase } from '../payroll-values/domain/payroll-case';

/**
 * Runs payroll value worked cases (PAYROLL.md §4) from stdin and prints each answer in the cases'
 * `expected` format, {lines: [{payCode, minutes, amount}], withheldMinutes} (a list in, a list out).
 */
void runWorkedCases(
  {
    name: 'payroll:values',
    usage: 'usage: npm run -s payroll:values < cases.json   (one case, or a JSON list of cases)',
    answer: (oneCase) => calculatePayrollValues(fromPayrollCase(oneCase)),
    badInput: (error) => (error instanceof InvalidPayrollValuesInputError ? error : undefined),
  },
  process.argv.slice(2),
);
