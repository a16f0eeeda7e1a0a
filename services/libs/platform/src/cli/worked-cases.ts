/**
 * The calculators that check a design document's worked cases (`engine:calc`, `leave:accrue`,
 * `payroll:values`) share one shape: JSON cases on stdin (one case, or a list), one answer per
 * case on stdout in the same form, exit 2 on bad input naming where. Kept apart from the
 * platform's index (`@tna/platform/cli`) so a calculator starts without Nest.
 */
export interface WorkedCasesCalculator<Flag extends string> {
  /** The npm script's name, prefixed to every message. */
  name: string;
  usage: string;
  /** The flags it accepts (`--explain`); any other argument is refused. */
  flags?: readonly Flag[];
  /** One case's answer; may print before the answers (an explanation). */
  answer(oneCase: unknown, index: number, flags: ReadonlySet<Flag>): unknown;
  /** The field and reason when `error` is the calculator's bad-input error; others are rethrown. */
  badInput(error: unknown): { field: string; reason: string } | undefined;
}

const BAD_INPUT = 2;

export async function runWorkedCases<Flag extends string>(calculator: WorkedCasesCalculator<Flag>, args: readonly string[]): Promise<void> {
  const fail = (message: string): never => {
    process.stderr.write(`${calculator.name}: ${message}\n`);
    process.exit(BAD_INPUT);
  };
  const known = new Set<string>(calculator.flags ?? []);
  const unknown = args.find((arg) => !known.has(arg));
  if (unknown !== undefined) fail(`unknown argument ${unknown}\n${calculator.usage}`);
  const flags = new Set(args as Flag[]);
  const text = await readStdin();
  if (text.trim() === '') fail(`no input on stdin\n${calculator.usage}`);
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
      return calculator.answer(oneCase, index, flags);
    } catch (error) {
      const bad = calculator.badInput(error);
      if (bad) fail(`bad input: ${isList ? `[${index}].` : ''}${bad.field}: ${bad.reason}`);
      throw error;
    }
  });
  // One answer a line: easy to read, diff and pipe.
  const output = isList ? `[\n${answers.map((answer) => `  ${JSON.stringify(answer)}`).join(',\n')}\n]` : JSON.stringify(answers[0]);
  process.stdout.write(`${output}\n`);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
