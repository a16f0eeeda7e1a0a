import { calculatePayrollValues } from '../payroll-values/domain/calculate-payroll-values';
import { InvalidPayrollValuesInputError } from '../payroll-values/domain/errors';
import { fromPayrollCase } from '../payroll-values/domain/payroll-case';

const USAGE = 'usage: npm run -s payroll:values < cases.json   (one case, or a JSON list of cases)';
const BAD_INPUT = 2;

/**
 * Runs payroll value worked cases (PAYROLL.md §4) from stdin and prints each answer in the cases'
 * `expected` format, {lines: [{payCode, minutes, amount}], withheldMinutes} (a list in, a list out).
 */
async function main(args: readonly string[]): Promise<void> {
  if (args.length > 0) fail(`unknown argument ${args[0]}\n${USAGE}`);
  const text = await readStdin();
  if (text.trim() === '') fail(`no input on stdin\n${USAGE}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(`input is not JSON: ${(error as Error).message}`);
  }
  const isList = Array.isArray(json);
  const cases: unknown[] = isList ? (json as unknown[]) : [json];
  const answers = cases.map((oneCase, index) => {
    try {
      return calculatePayrollValues(fromPayrollCase(oneCase));
    } catch (error) {
      if (error instanceof InvalidPayrollValuesInputError) fail(`bad input: ${isList ? `[${index}].` : ''}${error.field}: ${error.reason}`);
      throw error;
    }
  });
  // One answer a line: easy to read, diff and pipe.
  const output = isList ? `[\n${answers.map((answer) => `  ${JSON.stringify(answer)}`).join(',\n')}\n]` : JSON.stringify(answers[0]);
  process.stdout.write(`${output}\n`);
}

function fail(message: string): never {
  process.stderr.write(`payroll:values: ${message}\n`);
  process.exit(BAD_INPUT);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

void main(process.argv.slice(2));
