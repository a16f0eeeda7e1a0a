import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const tsx = path.join(repo, 'node_modules/tsx/dist/cli.mjs');
const casesFile = path.join(repo, 'services/payroll/src/payroll-values/domain/cases/shared-worked-cases.json');

interface WorkedCase {
  name: string;
  expected: unknown;
  [field: string]: unknown;
}

/** `npm run -s payroll:values` as the package script runs it, input on stdin. */
function payrollValues(input: string) {
  return spawnSync(process.execPath, [tsx, '--tsconfig', 'tsconfig.tools.json', 'services/payroll/src/cli/payroll-values.ts'], { cwd: repo, input, encoding: 'utf8' });
}

describe('npm run -s payroll:values', () => {
  const cases = JSON.parse(fs.readFileSync(casesFile, 'utf8')) as WorkedCase[];

  it("answers PAYROLL.md §4's worked cases, in order, as their expected answers", () => {
    const result = payrollValues(JSON.stringify(cases.map(({ expected: _expected, ...oneCase }) => oneCase)));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(cases.map((oneCase) => oneCase.expected));
    // One answer a line.
    expect(result.stdout.split('\n')).toHaveLength(cases.length + 3);
  });

  it('answers one case with one answer', () => {
    const result = payrollValues(JSON.stringify(cases[1]));
    expect(JSON.parse(result.stdout)).toEqual(cases[1].expected);
  });

  it('refuses bad input with exit 2, naming the case and the field, and prints no answer', () => {
    const bad = [cases[0], { ...cases[1], payroll: { ...(cases[1].payroll as object), makeUpSequence: ['OT99'] } }];
    const result = payrollValues(JSON.stringify(bad));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('payroll:values: bad input: [1].payroll.makeUpSequence[0]: unknown pay code "OT99" (not in payCodes)\n');
  });

  it('refuses input that is not JSON, or none', () => {
    expect(payrollValues('[{').stderr).toMatch(/^payroll:values: input is not JSON: /);
    expect(payrollValues('').stderr).toMatch(/^payroll:values: no input on stdin/);
  });
});
