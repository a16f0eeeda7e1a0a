import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const tsx = path.join(repo, 'node_modules/tsx/dist/cli.mjs');

interface WorkedCase {
  name: string;
  expected: unknown;
  [field: string]: unknown;
}

/** The three calculators of the design's worked cases, each with the project's copy of its cases. */
const CALCULATORS = [
  { script: 'engine:calc', source: 'services/time-engine/src/cli/engine-calc.ts', cases: 'services/time-engine/src/domain/fixtures/worked-cases.json' },
  { script: 'leave:accrue', source: 'services/leave/src/cli/leave-accrue.ts', cases: 'services/leave/src/accrual/domain/cases/shared-worked-cases.json' },
  { script: 'payroll:values', source: 'services/payroll/src/cli/payroll-values.ts', cases: 'services/payroll/src/payroll-values/domain/cases/shared-worked-cases.json' },
];

/** `npm run -s <script>` as the package script runs it, input on stdin. */
function run(source: string, input: string, args: string[] = []) {
  return spawnSync(process.execPath, [tsx, '--tsconfig', 'tsconfig.tools.json', source, ...args], { cwd: repo, input, encoding: 'utf8' });
}

const casesOf = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as WorkedCase[];
const withoutExpected = (cases: WorkedCase[]) => cases.map(({ expected: _expected, ...oneCase }) => oneCase);

describe.each(CALCULATORS)('npm run -s $script', ({ script, source, cases: file }) => {
  const cases = casesOf(file);

  it('answers the worked cases, in order, as their expected answers, one answer a line', () => {
    const result = run(source, JSON.stringify(withoutExpected(cases)));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const answers = JSON.parse(result.stdout) as unknown[];
    expect(answers).toHaveLength(cases.length);
    answers.forEach((answer, index) => expect(answer, cases[index].name).toMatchObject(cases[index].expected as object));
    expect(result.stdout.split('\n')).toHaveLength(cases.length + 3);
  });

  it('answers one case with one answer', () => {
    const result = run(source, JSON.stringify(withoutExpected(cases)[0]));
    expect(JSON.parse(result.stdout)).toMatchObject(cases[0].expected as object);
  });

  it('refuses input that is not JSON, none, or an unknown argument, with exit 2 and no answer', () => {
    for (const [input, args, message] of [
      ['[{', [], new RegExp(`^${script}: input is not JSON: `)],
      ['', [], new RegExp(`^${script}: no input on stdin`)],
      ['[]', ['--bogus'], new RegExp(`^${script}: unknown argument --bogus\\nusage: `)],
    ] as const) {
      const result = run(source, input, [...args]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    }
  });
});

describe('npm run -s payroll:values on bad input', () => {
  it('names the case and the field, and prints no answer', () => {
    const cases = casesOf(CALCULATORS[2].cases);
    const bad = [cases[0], { ...cases[1], payroll: { ...(cases[1].payroll as object), makeUpSequence: ['OT99'] } }];
    const result = run(CALCULATORS[2].source, JSON.stringify(withoutExpected(bad)));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('payroll:values: bad input: [1].payroll.makeUpSequence[0]: unknown pay code "OT99" (not in payCodes)\n');
  });
});

describe('npm run -s engine:calc -- --explain', () => {
  it("prints each case's steps before the answers", () => {
    const cases = casesOf(CALCULATORS[0].cases);
    const result = run(CALCULATORS[0].source, JSON.stringify(withoutExpected(cases.slice(0, 1))), ['--explain']);
    expect(result.status).toBe(0);
    expect(result.stdout.startsWith(`# ${cases[0].name}\n  `)).toBe(true);
    expect(JSON.parse(result.stdout.slice(result.stdout.indexOf('\n[') + 1))).toHaveLength(1);
  });
});
