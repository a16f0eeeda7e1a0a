import { describe, expect, it } from 'vitest';
import type { ReportContext } from '../domain/report';
import { adjustmentsReport } from './adjustments.report';

const context: ReportContext = { from: '2026-03-01', to: '2026-03-31', employeeIDs: ['e'], groupBy: null, heading: null, output: 'pdf', timeZone: 'UTC' };
const options = { from: '2026-03-01', to: '2026-03-31', output: 'pdf' as const };
const record = (fields: Record<string, unknown>) => ({
  group_title: '',
  employee_label: 'Adams, Ann (1)',
  shift_date: '2026-03-02',
  minutes: 30,
  time_value: null,
  to_time_value: null,
  no_pay_type: null,
  type_name: null,
  exception: null,
  reason: null,
  note: null,
  made_by: 'admin',
  made_at: '2026-03-02 10:00',
  ...fields,
});
const cellsOf = (fields: Record<string, unknown>) => {
  const row = adjustmentsReport.row(record(fields), options, context);
  return Array.isArray(row) || row === null ? row : row.cells;
};

describe('the Adjustments report lines', () => {
  it('names what an adjustment without a type is, and the values it moved', () => {
    expect(cellsOf({ kind: 'fromNoPay', action: 'fromNoPay', no_pay_type: 'NPB' })).toMatchObject({ type: 'From no pay NP B (before)', action: 'From no pay' });
    expect(cellsOf({ kind: 'transfer', action: 'transfer', time_value: 'overtime1', to_time_value: 'normal' })).toMatchObject({
      kind: 'Time adjustment',
      type: 'Transfer time',
      value: 'Overtime 1 → Normal',
    });
    expect(cellsOf({ kind: 'time', action: 'deductMakeUp', type_name: 'Make-up back', time_value: 'overtime10' })).toMatchObject({
      type: 'Make-up back',
      action: 'Deduct make-up time',
      value: 'Overtime 10',
    });
  });

  it('shows a shift adjustment as the exception it cleared, without time', () => {
    expect(cellsOf({ kind: 'shift', action: 'clear', exception: 103, minutes: null, reason: 'Bus strike' })).toMatchObject({
      kind: 'Shift adjustment',
      type: 'Cleared: Late in',
      action: 'Clear exception',
      minutes: null,
      reason: 'Bus strike',
    });
  });

  it('groups under the employee, or only by the employee when that is the grouping', () => {
    expect(adjustmentsReport.row(record({ kind: 'time', action: 'add' }), options, context)).toMatchObject({ groups: ['', 'Adams, Ann (1)'] });
    const bySurname = adjustmentsReport.row(record({ kind: 'time', action: 'add', group_title: 'Adams, Ann (1)' }), options, { ...context, groupBy: 'surname' });
    expect(bySurname).toMatchObject({ groups: ['Adams, Ann (1)'] });
  });
});
