import { describe, expect, it } from 'vitest';
import { callByName } from '../calls';
import { ALL_ENTITIES } from './index';
import { PAY_RATE } from './pay';
import { PAYROLL, PAYROLL_ENTITIES, PAYROLL_NT_ADD_BEFORE_MAKE_UP, PAYROLL_NT_MAKE_UP, PAYROLL_PAY_CODE_MAPPING, payrollParameters } from './payroll';
import { checkRecord } from './validate';

const UUID = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const OTHER = '7b2f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const fieldsOf = (result: ReturnType<typeof checkRecord>) => result.errors.map((error) => error.field);
const payroll = { name: 'Weekly', number: '0042' };

describe('payroll parameters', () => {
  it('read "type,type;value,value" as a map, blank as none', () => {
    expect(payrollParameters('company, batch;ACME,7')).toEqual({ company: 'ACME', batch: '7' });
    expect(payrollParameters('company;')).toEqual({ company: '' });
    expect(payrollParameters('  ')).toEqual({});
    expect(payrollParameters(null)).toEqual({});
  });

  it('refuse unequal counts, a missing or second semicolon, a blank or repeated type', () => {
    for (const text of ['company,batch;ACME', 'company,batch', 'a;b;c', ',batch;A,B', 'company,company;A,B']) expect(payrollParameters(text), text).toBeNull();
  });
});

describe('the payroll descriptors', () => {
  it('take a payroll with its make-up sequence, and name the bad field', () => {
    expect(checkRecord(PAYROLL, { ...payroll, parameters: 'company;ACME', minimumNormalMinutes: 2400, makeUpSequence: [{ payCodeID: UUID }, { payCodeID: OTHER }] }).errors).toEqual([]);
    expect(fieldsOf(checkRecord(PAYROLL, { ...payroll, parameters: 'company,batch;ACME' }))).toEqual(['parameters']);
    expect(fieldsOf(checkRecord(PAYROLL, { name: 'No number' }))).toEqual(['number']);
    expect(fieldsOf(checkRecord(PAYROLL, { ...payroll, basedOnTargetHours: true, minimumNormalMinutes: 600 }))).toEqual(['minimumNormalMinutes']);
    expect(fieldsOf(checkRecord(PAYROLL, { ...payroll, makeUpSequence: [{ payCodeID: UUID }, { payCodeID: UUID }] }))).toEqual(['makeUpSequence[].payCodeID']);
  });

  it('map normal, overtime 1 to 10, no pay and leave of a leave type, nothing else', () => {
    const mapping = { payrollID: UUID, payCodeID: OTHER };
    for (const value of ['normal', 'overtime1', 'overtime10', 'noPay']) expect(checkRecord(PAYROLL_PAY_CODE_MAPPING, { ...mapping, value }).errors, value).toEqual([]);
    expect(checkRecord(PAYROLL_PAY_CODE_MAPPING, { ...mapping, value: 'leave', leaveTypeID: UUID }).errors).toEqual([]);
    expect(fieldsOf(checkRecord(PAYROLL_PAY_CODE_MAPPING, { ...mapping, value: 'overtime11' }))).toEqual(['value']);
    expect(fieldsOf(checkRecord(PAYROLL_PAY_CODE_MAPPING, { ...mapping, value: 'leave' }))).toEqual(['leaveTypeID']);
    expect(fieldsOf(checkRecord(PAYROLL_PAY_CODE_MAPPING, { ...mapping, value: 'normal', leaveTypeID: UUID }))).toEqual(['leaveTypeID']);
  });

  it('number the make-up rows from 1, each sequence and pay code once per payroll', () => {
    for (const rows of [PAYROLL_NT_MAKE_UP, PAYROLL_NT_ADD_BEFORE_MAKE_UP]) {
      expect(checkRecord(rows, { payrollID: UUID, sequence: 1, payCodeID: OTHER }).errors).toEqual([]);
      expect(fieldsOf(checkRecord(rows, { payrollID: UUID, sequence: 0, payCodeID: OTHER }))).toEqual(['sequence']);
      expect(rows.fields.filter((field) => field.uniqueWithin).map((field) => [field.name, field.uniqueWithin])).toEqual([
        ['sequence', ['payrollID']],
        ['payCodeID', ['payrollID']],
      ]);
    }
  });

  it('serve the 21 payroll calls of the catalogue, the rows edited on the payroll’s page', () => {
    const specCalls = PAYROLL_ENTITIES.flatMap((entity) => {
      const { create, update, delete: remove, get, list, idName } = entity.calls;
      return entity.master ? [create, update, remove, get, entity.master.call] : [create, update, remove, get, list, idName];
    });
    expect(specCalls).toHaveLength(21);
    for (const name of specCalls) expect(callByName(name)?.specPart, name).not.toBeNull();
    expect(PAYROLL.calls.delete).toBe('DeletePayRoll');
    expect(PAYROLL_ENTITIES.slice(1).every((entity) => entity.master?.entity === 'Payroll' && entity.master.field === 'payrollID')).toBe(true);
    expect(ALL_ENTITIES).toEqual(expect.arrayContaining([...PAYROLL_ENTITIES]));
  });

  it('offer pay rates under Payroll as the payroll pay rate screens, for setupPayroll', () => {
    expect(PAY_RATE.alsoIn).toEqual({ menuGroup: 'Payroll', route: 'payroll-pay-rate', permission: 'setupPayroll' });
    expect(callByName('CreatePayRate')?.permission).toEqual(['setupRules', 'setupPayroll']);
  });
});
