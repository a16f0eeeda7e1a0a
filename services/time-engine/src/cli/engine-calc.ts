import { calculateShift, type ExplainTrace, fromCaseInput, InvalidShiftInputError, type ShiftResult } from '../domain';

const USAGE = 'usage: npm run -s engine:calc [-- --explain] < case.json   (one case, or a JSON list of cases)';
const BAD_INPUT = 2;

/**
 * Calculates worked-case JSON from stdin and prints the result in the cases' `expected` format
 * (a list in, a list out). With --explain each case's steps are printed first, then the JSON.
 */
async function main(args: readonly string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--explain');
  if (unknown.length > 0) fail(`unknown argument ${unknown[0]}\n${USAGE}`);
  const explain = args.includes('--explain');
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
  const results: ShiftResult[] = cases.map((oneCase, index) => {
    const where = isList ? `[${index}].` : '';
    try {
      const trace: ExplainTrace | undefined = explain ? [] : undefined;
      const result = calculateShift(fromCaseInput(oneCase), trace);
      if (trace) printExplanation(oneCase, index, trace);
      return result;
    } catch (error) {
      if (error instanceof InvalidShiftInputError) fail(`bad input: ${where}${error.field}: ${error.reason}`);
      throw error;
    }
  });
  // One result a line: easy to read, diff and pipe.
  const output = isList ? `[\n${results.map((result) => `  ${JSON.stringify(result)}`).join(',\n')}\n]` : JSON.stringify(results[0]);
  process.stdout.write(`${output}\n`);
}

function printExplanation(oneCase: unknown, index: number, trace: ExplainTrace): void {
  const name = typeof oneCase === 'object' && oneCase !== null && 'name' in oneCase ? String(oneCase.name) : `case ${index}`;
  process.stdout.write(`# ${name}\n${trace.map((line) => `  ${line}`).join('\n')}\n\n`);
}

function fail(message: string): never {
  process.stderr.write(`engine:calc: ${message}\n`);
  process.exit(BAD_INPUT);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

void main(process.argv.slice(2));
