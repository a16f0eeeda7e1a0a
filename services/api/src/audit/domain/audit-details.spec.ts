import { describe, expect, it } from 'vitest';
import { auditedInput, changesData, targetOf } from './audit-details';

describe('audited input', () => {
  it('leaves out passwords and tokens at any depth', () => {
    expect(auditedInput({ username: 'ann', password: 'x', nested: { newPassword: 'y', token: 'z' } })).toEqual({
      username: 'ann',
      password: '[not recorded]',
      nested: { newPassword: '[not recorded]', token: '[not recorded]' },
    });
  });

  it('cuts long strings and lists', () => {
    const cut = auditedInput({ name: 'a'.repeat(1000), ids: Array.from({ length: 60 }, (_, i) => i) }) as { name: string; ids: unknown[] };
    expect(cut.name).toBe(`${'a'.repeat(200)}… (1000 characters)`);
    expect(cut.ids).toHaveLength(51);
  });

  it('counts the bytes of a binary body instead of keeping them', () => {
    expect(auditedInput(Buffer.alloc(10 * 1024 * 1024))).toBe('… (10485760 bytes)');
    expect(auditedInput({ photo: new Uint8Array(3) })).toEqual({ photo: '… (3 bytes)' });
  });
});

describe('which calls change data', () => {
  it('are all but reads, reports and the login calls', () => {
    expect(['CreateSystemUser', 'DeleteDepartment', 'HoursAuthorise', 'logout', 'ChangePassword'].every(changesData)).toBe(true);
    expect(['GetEmployees', 'GetSystemUser', 'GenerateReportAdjustments', 'UserLogin', 'UserLoginWindowsAuth', 'CalculatePayrollValues'].some(changesData)).toBe(false);
  });

  it('name the record from the ID parameter, the body or the answer', () => {
    expect(targetOf({ ID: 'a' }, { id: 'b' }, { id: 'c' })).toBe('a');
    expect(targetOf({}, { id: 'b' }, { id: 'c' })).toBe('b');
    expect(targetOf({}, {}, { id: 'c' })).toBe('c');
    expect(targetOf({}, 'text', undefined)).toBeNull();
  });
});
