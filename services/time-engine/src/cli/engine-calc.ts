import { runWorkedCases } from '@tna/platform/cli';
import { calculateShift, type ExplainTrace, fromCaseInput, InvalidShiftInputError } from '../domain';

/**
 * Calculates worked-case JSON from stdin and prints the result in the cases' `expected` format
 * (a list in, a list out). With --explain each case's steps are printed first, then the JSON.
 */
void runWorkedCases(
  {
    name: 'engine:calc',
    usage: 'usage: npm run -s engine:calc [-- --explain] < case.json   (one case, or a JSON list of cases)',
    flags: ['--explain'],
    answer: (oneCase, index, flags) => {
      const trace: ExplainTrace | undefined = flags.has('--explain') ? [] : undefined;
      const result = calculateShift(fromCaseInput(oneCase), trace);
      if (trace) printExplanation(oneCase, index, trace);
      return result;
    },
    badInput: (error) => (error instanceof InvalidShiftInputError ? error : undefined),
  },
  process.argv.slice(2),
);

function printExplanation(oneCase: unknown, index: number, trace: ExplainTrace): void {
  const name = typeof oneCase === 'object' && oneCase !== null && 'name' in oneCase ? String(oneCase.name) : `case ${index}`;
  process.stdout.write(`# ${name}\n${trace.map((line) => `  ${line}`).join('\n')}\n\n`);
}
