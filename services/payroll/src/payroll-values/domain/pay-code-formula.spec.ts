import { describe, expect, it } from 'vitest';
import { PayCodeFormulaError } from './errors';
import { compilePayCodeFormula, FORMULA_VARIABLES, payCodeFormula, type FormulaValues, type FormulaVariable } from './pay-code-formula';

const day = (values: Partial<FormulaValues>): FormulaValues => Object.fromEntries(FORMULA_VARIABLES.map((name) => [name, values[name] ?? 0])) as Record<FormulaVariable, number>;
const run = (text: string, values: Partial<FormulaValues> = {}) => compilePayCodeFormula(text).evaluate(day(values));
const reason = (text: string) => {
  try {
    compilePayCodeFormula(text);
  } catch (error) {
    if (error instanceof PayCodeFormulaError) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('compilePayCodeFormula', () => {
  it('evaluates arithmetic, min/max and the other functions over the day', () => {
    expect(run('min(normal, 240)', { normal: 480 })).toBe(240);
    expect(run('max(overtime1 + overtime2 - 60, 0)', { overtime1: 45, overtime2: 30 })).toBe(15);
    expect(run('(normal + overtime) * 0.5', { normal: 480, overtime: 60 })).toBe(270);
    expect(run('floor(worked / 60) * 60', { worked: 535 })).toBe(480);
    expect(run('abs(target - normal)', { target: 480, normal: 500 })).toBe(20);
  });

  it('chooses with comparisons, and/or/not and c ? a : b; flags are 1 or 0', () => {
    expect(run('sunday or publicHoliday ? overtime : 0', { sunday: 1, overtime: 90 })).toBe(90);
    expect(run('sunday or publicHoliday ? overtime : 0', { overtime: 90 })).toBe(0);
    expect(run('normal >= target and not publicHoliday ? 30 : 0', { normal: 480, target: 480 })).toBe(30);
    expect(run('normal > 0', { normal: 1 })).toBe(1);
  });

  it('rounds its result to whole minutes, half up', () => {
    expect(run('normal * 0.15', { normal: 470 })).toBe(71);
    expect(run('normal / 4', { normal: 2 })).toBe(1);
  });

  it('names an unknown variable and lists the known ones', () => {
    expect(reason('normal + overtim1')).toBe(`unknown variable "overtim1" (known: ${FORMULA_VARIABLES.join(', ')})`);
  });

  it('refuses what is not part of the language, saying what', () => {
    expect(reason('')).toBe('is empty');
    expect(reason('normal +')).toMatch(/^does not parse: /);
    expect(reason('sqrt(normal)')).toBe('unknown function "sqrt" (known: min, max, round, floor, ceil, abs)');
    expect(reason('round(normal, 2)')).toBe('round takes 1 argument(s)');
    expect(reason('2 normal')).toBe('write * between factors');
    expect(reason('normal ^ 2')).toBe('the operator "^" is not part of the language');
    expect(reason('"480"')).toBe('only numbers may be written, not "480"');
    expect(reason('x = 5')).toBe('"x = 5" is not part of the language');
    expect(reason('[normal, 1]')).toBe('"[normal, 1]" is not part of the language');
    expect(reason('5 cm')).toBe('write * between factors');
  });

  it('refuses a result that is no number of minutes when it runs', () => {
    expect(() => run('normal / noPay', { normal: 480 })).toThrow(new PayCodeFormulaError('normal / noPay', 'gives Infinity, not a number of minutes'));
  });

  it('is read once per text and kept', () => {
    expect(payCodeFormula('min(normal, 60)')).toBe(payCodeFormula('min(normal, 60)'));
    expect(payCodeFormula('min(normal, 60)').evaluate(day({ normal: 45 }))).toBe(45);
    expect(() => payCodeFormula('bonus')).toThrow(/unknown variable "bonus"/);
  });
});
