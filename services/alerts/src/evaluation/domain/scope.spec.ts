import { describe, expect, it } from 'vitest';
import { inScope } from './scope';

const everyone = { employeeFilterID: null, includedEmployeeIDs: [], excludedEmployeeIDs: [] };
const filters = new Map([['sales', new Set(['thandi', 'pieter'])]]);

describe('inScope', () => {
  it('takes everyone when the type has no filter and lists nobody', () => {
    expect(inScope(everyone, 'thandi', filters)).toBe(true);
  });

  it('leaves out an excluded employee, whatever else selects them', () => {
    expect(inScope({ ...everyone, excludedEmployeeIDs: ['thandi'] }, 'thandi', filters)).toBe(false);
    expect(inScope({ ...everyone, employeeFilterID: 'sales', excludedEmployeeIDs: ['thandi'] }, 'thandi', filters)).toBe(false);
    expect(inScope({ ...everyone, excludedEmployeeIDs: ['thandi'] }, 'pieter', filters)).toBe(true);
  });

  it('takes only the employees the filter selects', () => {
    const sales = { ...everyone, employeeFilterID: 'sales' };
    expect(inScope(sales, 'pieter', filters)).toBe(true);
    expect(inScope(sales, 'lerato', filters)).toBe(false);
    expect(inScope({ ...everyone, employeeFilterID: 'unknown' }, 'pieter', filters)).toBe(false);
  });

  it('takes only the listed employees when some are included, and with a filter only those in both', () => {
    expect(inScope({ ...everyone, includedEmployeeIDs: ['lerato'] }, 'lerato', filters)).toBe(true);
    expect(inScope({ ...everyone, includedEmployeeIDs: ['lerato'] }, 'thandi', filters)).toBe(false);
    const both = { ...everyone, employeeFilterID: 'sales', includedEmployeeIDs: ['thandi', 'lerato'] };
    expect(inScope(both, 'thandi', filters)).toBe(true);
    expect(inScope(both, 'lerato', filters)).toBe(false);
    expect(inScope(both, 'pieter', filters)).toBe(false);
  });
});
