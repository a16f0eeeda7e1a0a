import { describe, expect, it } from 'vitest';
import { planImport, resolveRows, type ImportEmployee, type ImportLeaveType, type ResolvedRow } from './import-plan';

const EMPLOYEES: ImportEmployee[] = [
  { id: 'e1', employeeNumber: '1001', today: '2026-03-01' },
  { id: 'e2', employeeNumber: '1002', today: '2026-02-28' },
];
const TYPES: ImportLeaveType[] = [
  { id: 'annual', name: 'Annual', externalID: 'AL' },
  { id: 'sick', name: 'Sick', externalID: null },
  { id: 'study1', name: 'Study', externalID: 'ST1' },
  { id: 'study2', name: 'study', externalID: 'ST2' },
];
const row = (n: number, employeeNumber: string, leaveType: string, asOfDate = '2026-01-01', balance = 5) => ({ row: n, employeeNumber, leaveType, balance, asOfDate });

describe('resolveRows', () => {
  it('finds employees by number and leave types by external ID or name in any case', () => {
    expect(resolveRows([row(2, '1001', 'AL'), row(3, '1001', 'sick'), row(4, '1002', 'ST2')], EMPLOYEES, TYPES)).toEqual({
      resolved: [
        { row: 2, employeeID: 'e1', leaveTypeID: 'annual', balance: 5, asOfDate: '2026-01-01' },
        { row: 3, employeeID: 'e1', leaveTypeID: 'sick', balance: 5, asOfDate: '2026-01-01' },
        { row: 4, employeeID: 'e2', leaveTypeID: 'study2', balance: 5, asOfDate: '2026-01-01' },
      ],
      errors: [],
    });
  });

  it('refuses unknown employees and types, a shared name, a date after the employee’s today, and a second row of one key', () => {
    const { resolved, errors } = resolveRows(
      [
        row(2, '9999', 'Annual'),
        row(3, '1001', 'Holiday'),
        row(4, '1001', 'Study'),
        row(5, '1002', 'Annual', '2026-03-01'),
        row(6, '1001', 'Annual', '2026-03-01'),
        row(7, '1001', 'AL', '2026-03-01'),
      ],
      EMPLOYEES,
      TYPES,
    );
    expect(resolved.map((r) => r.row)).toEqual([6]);
    expect(errors).toEqual([
      { row: 2, column: 'employee number', value: '9999', why: 'no employee has this number' },
      { row: 3, column: 'leave type', value: 'Holiday', why: 'no leave type has this name or external ID' },
      { row: 4, column: 'leave type', value: 'Study', why: '2 leave types have this name or external ID' },
      { row: 5, column: 'as-of date', value: '2026-03-01', why: 'after today (2026-02-28) for the employee' },
      { row: 7, column: 'as-of date', value: '2026-03-01', why: 'same employee, leave type and as-of date as row 6' },
    ]);
  });
});

describe('planImport', () => {
  const resolved = (n: number, balance: number, leaveTypeID = 'annual'): ResolvedRow => ({ row: n, employeeID: 'e1', leaveTypeID, balance, asOfDate: '2026-01-01' });

  it('posts a first anchor keyed by the day, nothing for the same balance again, a numbered correction for another', () => {
    const stored = [
      { employeeID: 'e1', leaveTypeID: 'sick', asOfDate: '2026-01-01', amount: 2.5, entries: 1 },
      { employeeID: 'e1', leaveTypeID: 'study1', asOfDate: '2026-01-01', amount: 4, entries: 2 },
    ];
    expect(planImport([resolved(2, 10), resolved(3, 2.5, 'sick'), resolved(4, 3, 'study1')], stored)).toEqual({
      entries: [
        { row: 2, employeeID: 'e1', leaveTypeID: 'annual', asOfDate: '2026-01-01', amount: 10, sourceKey: 'import:2026-01-01' },
        { row: 4, employeeID: 'e1', leaveTypeID: 'study1', asOfDate: '2026-01-01', amount: 3, sourceKey: 'import:2026-01-01:c2' },
      ],
      unchanged: 1,
    });
  });

  it('compares amounts to 4 decimals', () => {
    expect(planImport([resolved(2, 0.1 + 0.2)], [{ employeeID: 'e1', leaveTypeID: 'annual', asOfDate: '2026-01-01', amount: 0.3, entries: 1 }]).unchanged).toBe(1);
  });
});
