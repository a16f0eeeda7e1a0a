import { describe, expect, it } from 'vitest';
import type { EventTypeRule } from './event-type';
import { anEventType } from './event-type.fixture';
import { decidePayrollExportedAlerts, payrollExportFault } from './payroll-exported';

const aType = (rule: Partial<EventTypeRule> = {}) => anEventType('payrollExported', { id: 'type-1', name: 'Export done', ...rule });
const EXPORT = { exportID: 'export-1', payrollName: 'Weekly', templateName: 'Generic CSV', from: '2026-03-02', to: '2026-03-08' };

describe('payrollExported', () => {
  it('alerts once per payrollExported type about the export, with no employee, dated the period\'s last day', () => {
    expect(decidePayrollExportedAlerts([aType(), aType({ id: 'type-2', eventKind: 'readerSilent' })], EXPORT)).toEqual([
      {
        eventTypeID: 'type-1',
        eventKind: 'payrollExported',
        subjectID: 'export-1',
        employeeID: null,
        day: '2026-03-08',
        cause: 'exported',
        details: { eventTypeName: 'Export done', exportName: 'Weekly (Generic CSV)', exportFrom: '2026-03-02', exportTo: '2026-03-08' },
      },
    ]);
  });

  it('decides nothing without a payrollExported type', () => {
    expect(decidePayrollExportedAlerts([aType({ eventKind: 'shiftStatus', status: 103 })], EXPORT)).toEqual([]);
  });

  it('names what is wrong with an export it cannot take, and takes a sound one', () => {
    const sound = { ...EXPORT, exportID: '0f8e2b1c-4a5d-4e6f-8a9b-1c2d3e4f5a6b' };
    expect(payrollExportFault(sound)).toBeNull();
    expect(payrollExportFault(EXPORT)).toBe('exportID must be an id');
    expect(payrollExportFault({ ...sound, to: '2026-02-30' })).toBe('from and to must be dates YYYY-MM-DD');
  });
});
