import { describe, expect, it } from 'vitest';
import { withExternalNumber } from './employee-defaults';

describe('the external employee number', () => {
  it('defaults to the employee number when blank', () => {
    expect(withExternalNumber({ employeeNumber: 'E7' })).toEqual({ employeeNumber: 'E7', externalEmployeeNumber: 'E7' });
    expect(withExternalNumber({ employeeNumber: 'E7', externalEmployeeNumber: ' ' })).toEqual({ employeeNumber: 'E7', externalEmployeeNumber: 'E7' });
  });

  it('keeps one that is given, and leaves what is no record for the check to refuse', () => {
    expect(withExternalNumber({ employeeNumber: 'E7', externalEmployeeNumber: 'PAY-7' })).toEqual({ employeeNumber: 'E7', externalEmployeeNumber: 'PAY-7' });
    expect(withExternalNumber('E7')).toBe('E7');
  });
});
