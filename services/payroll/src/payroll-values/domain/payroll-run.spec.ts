import { describe, expect, it } from 'vitest';
import { calculatePayrollValues } from './calculate-payroll-values';
import { employeeValues, employeeValuesInput, payrollRunProblem, payrollRunSetup, PayrollTotals, type EmployeeDayRow, type PayrollEmployeeRow, type PayrollSetupRows } from './payroll-run';

const ID = { normal: 'c-normal', ot: 'c-ot', annual: 'c-annual', bonus: 'c-bonus', night: 'c-night' };
const SHIFT = 's-day';
const NIGHT_SHIFT = 's-night';
const ANNUAL = 'lt-annual';

function setupRows(overrides: Partial<PayrollSetupRows> = {}): PayrollSetupRows {
  return {
    payroll: { id: 'p-1', name: 'Weekly', basedOnTargetHours: true, minimumNormalMinutes: null, overtimePaidAfterMinimum: true, makeUpPayCodeIDs: [ID.ot] },
    mappings: [
      { value: 'normal', payCodeID: ID.normal },
      { value: 'overtime1', payCodeID: ID.ot },
      { value: `leave:${ANNUAL}`, payCodeID: ID.annual },
    ],
    nonTimeMakeUpPayCodeIDs: [ID.bonus],
    addedToNormalPayCodeIDs: [ID.annual],
    payCodes: [
      { id: ID.normal, code: 'NT', name: 'Normal time', multiplier: 1 },
      { id: ID.ot, code: 'OT15', name: 'Overtime 1.5', multiplier: 1.5 },
      { id: ID.annual, code: 'AL', name: 'Annual leave', multiplier: 1 },
      { id: ID.bonus, code: 'BON', name: 'Bonus', multiplier: 1 },
      { id: ID.night, code: 'NIGHT', name: 'Night', multiplier: 1.25 },
    ],
    shifts: [
      { id: SHIFT, targetMinutes: 480, payCodeID: null, payCodeAllocations: [] },
      { id: NIGHT_SHIFT, targetMinutes: 480, payCodeID: null, payCodeAllocations: [{ payCodeID: ID.night, from: '22:00', to: '06:00', formula: null }] },
    ],
    holidayCalendars: [
      { id: 'cal-default', isDefault: true, dates: ['2026-03-03'] },
      { id: 'cal-other', isDefault: false, dates: ['2026-03-04'] },
    ],
    ...overrides,
  };
}

const anEmployee = (overrides: Partial<PayrollEmployeeRow> = {}): PayrollEmployeeRow => ({
  id: 'e-1',
  employeeNumber: '1001',
  firstName: 'Ann',
  surname: 'Smith',
  hourlyRate: 100,
  publicHolidayCalendarIDs: [],
  ...overrides,
});

const aDay = (date: string, overrides: Partial<EmployeeDayRow> = {}): EmployeeDayRow => ({
  id: `day-${date}`,
  date,
  shiftID: SHIFT,
  normal: 480,
  overtime: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  noPay: 0,
  leaveMinutes: 0,
  leaveTypeID: null,
  worked: null,
  authorised: true,
  exported: false,
  ...overrides,
});

const RUN = { payrollID: 'p-1', from: '2026-03-02', to: '2026-03-08' };

describe('a payroll run request', () => {
  it('takes real dates, in order, over at most 366 days', () => {
    expect(payrollRunProblem({ from: '2026-03-02', to: '2026-03-02' })).toBeNull();
    expect(payrollRunProblem({ from: '2025-03-02', to: '2026-03-02' })).toBeNull();
  });

  it('names the field that is wrong', () => {
    expect(payrollRunProblem({ to: '2026-03-02' })).toEqual({ field: 'from', message: 'from must be a date YYYY-MM-DD' });
    expect(payrollRunProblem({ from: '2026-02-30', to: '2026-03-02' })?.field).toBe('from');
    expect(payrollRunProblem({ from: '2026-03-02', to: '2026-3-9' })).toEqual({ field: 'to', message: 'to must be a date YYYY-MM-DD' });
    expect(payrollRunProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ field: 'to', message: 'to must not be before from' });
    expect(payrollRunProblem({ from: '2024-03-01', to: '2025-03-02' })).toEqual({ field: 'to', message: 'a run covers at most 366 days' });
  });
});

describe('the setup of a run', () => {
  it('names pay codes by code, keeps the sequences in order and knows which shifts need worked time', () => {
    const setup = payrollRunSetup(setupRows());
    expect(setup.settings).toEqual({
      mapping: { normal: 'NT', overtime1: 'OT15', [`leave:${ANNUAL}`]: 'AL' },
      minimumMinutes: null,
      basedOnTargetHours: true,
      overtimePaidAfterMinimum: true,
      makeUpSequence: ['OT15'],
      nonTimeMakeUp: ['BON'],
      addedToNormal: ['AL'],
    });
    expect(setup.payCodes).toEqual({ NT: 1, OT15: 1.5, AL: 1, BON: 1, NIGHT: 1.25 });
    expect(setup.timeRangeShiftIDs).toEqual([NIGHT_SHIFT]);
    expect(setup.shifts.get(NIGHT_SHIFT)).toMatchObject({ payCode: null, payCodeAllocations: [{ payCode: 'NIGHT', from: '22:00', to: '06:00' }] });
  });
});

describe("an employee's days as the calculation's input", () => {
  const setup = payrollRunSetup(setupRows());

  it('maps overtime buckets, leave by type, target from the shift and public holidays from the default calendar', () => {
    const input = employeeValuesInput(
      setup,
      anEmployee(),
      [
        aDay('2026-03-02', { overtime: [60, 0, 0, 0, 0, 0, 0, 0, 0, 30] }),
        aDay('2026-03-03', { normal: 0, leaveMinutes: 480, leaveTypeID: ANNUAL, authorised: false }),
        aDay('2026-03-07', { shiftID: null, normal: 0, exported: true }),
      ],
      { ...RUN, approvedOnly: true },
    );
    expect(input).toMatchObject({ hourlyRate: 100, approvedOnly: true, notYetExported: false, payroll: setup.settings, payCodes: setup.payCodes });
    expect(input.days).toEqual([
      { date: '2026-03-02', targetMinutes: 480, normal: 480, overtime: { '1': 60, '10': 30 }, noPay: 0, leave: {}, publicHoliday: false, authorised: true, exported: false, shift: { payCode: null, payCodeAllocations: [] } },
      { date: '2026-03-03', targetMinutes: 480, normal: 0, overtime: {}, noPay: 0, leave: { [ANNUAL]: 480 }, publicHoliday: true, authorised: false, exported: false, shift: { payCode: null, payCodeAllocations: [] } },
      { date: '2026-03-07', targetMinutes: 0, normal: 0, overtime: {}, noPay: 0, leave: {}, publicHoliday: false, authorised: true, exported: true, shift: null },
    ]);
  });

  it("takes the employee's own holiday calendars instead of the default, a missing rate as 0, and the worked pairs", () => {
    const input = employeeValuesInput(setup, anEmployee({ hourlyRate: null, publicHolidayCalendarIDs: ['cal-other'] }), [
      aDay('2026-03-03'),
      aDay('2026-03-04', { shiftID: NIGHT_SHIFT, worked: [[1320, 1800]] }),
    ], RUN);
    expect(input.hourlyRate).toBe(0);
    expect(input.days.map((day) => day.publicHoliday)).toEqual([false, true]);
    expect(input.days[1].worked).toEqual([{ start: 1320, end: 1800 }]);
  });

  it('gives the calculation what it needs to pay hours, make up and price per pay code', () => {
    const employee = anEmployee();
    const days = [aDay('2026-03-02', { normal: 420, overtime: [90, 0, 0, 0, 0, 0, 0, 0, 0, 0] }), aDay('2026-03-03', { normal: 0, leaveMinutes: 480, leaveTypeID: ANNUAL })];
    const values = employeeValues(setup, employee, calculatePayrollValues(employeeValuesInput(setup, employee, days, RUN)));
    // Target 960: 420 normal + 480 leave added first = 900, 60 made up from overtime, 30 left.
    expect(values).toEqual({
      employeeID: 'e-1',
      employeeNumber: '1001',
      name: 'Ann Smith',
      lines: [
        { payCode: 'AL', payCodeName: 'Annual leave', minutes: 480, amount: 800 },
        { payCode: 'NT', payCodeName: 'Normal time', minutes: 480, amount: 800 },
        { payCode: 'OT15', payCodeName: 'Overtime 1.5', minutes: 30, amount: 75 },
      ],
      withheldMinutes: 0,
    });
  });
});

describe('run totals', () => {
  it('add minutes and amounts per pay code exactly, ordered by pay code', () => {
    const totals = new PayrollTotals();
    totals.add([
      { payCode: 'OT', payCodeName: 'Overtime', minutes: 10, amount: 0.1 },
      { payCode: 'NT', payCodeName: 'Normal', minutes: 60, amount: 0.2 },
    ]);
    totals.add([{ payCode: 'OT', payCodeName: 'Overtime', minutes: 20, amount: 0.2 }]);
    expect(totals.lines()).toEqual([
      { payCode: 'NT', payCodeName: 'Normal', minutes: 60, amount: 0.2 },
      { payCode: 'OT', payCodeName: 'Overtime', minutes: 30, amount: 0.3 },
    ]);
  });
});
