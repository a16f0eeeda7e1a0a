import { describe, expect, it } from 'vitest';
import { parsePayrollParameters } from './payroll-parameters';

describe('parsePayrollParameters ("type,type;value,value")', () => {
  it('pairs types with values', () => {
    expect(parsePayrollParameters('CompanyCode,BatchID;ABC,42')).toEqual({ ok: true, parameters: { CompanyCode: 'ABC', BatchID: '42' } });
    expect(parsePayrollParameters(' CompanyCode ; ABC ')).toEqual({ ok: true, parameters: { CompanyCode: 'ABC' } });
    expect(parsePayrollParameters('RegularPayCodes;NT|SICK')).toEqual({ ok: true, parameters: { RegularPayCodes: 'NT|SICK' } });
    expect(parsePayrollParameters('')).toEqual({ ok: true, parameters: {} });
  });

  it('refuses text it cannot pair', () => {
    expect(parsePayrollParameters('CompanyCode,BatchID;ABC')).toEqual({ ok: false, message: 'parameters: 2 types but 1 values' });
    expect(parsePayrollParameters('CompanyCode=ABC')).toMatchObject({ ok: false });
    expect(parsePayrollParameters('A;1;2')).toMatchObject({ ok: false });
    expect(parsePayrollParameters('A,A;1,2')).toEqual({ ok: false, message: 'parameters: A is given twice' });
    expect(parsePayrollParameters(',B;1,2')).toEqual({ ok: false, message: 'parameters: type 1 is empty' });
  });
});
