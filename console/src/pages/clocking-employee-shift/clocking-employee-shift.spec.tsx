import { fireEvent, screen, within } from '@testing-library/react';
import type { DayExplanation, EmployeeClocking, EmployeeShift, EmployeeShiftClocking, EmployeeShiftLeaveAction, EmployeeShiftOrgInfo, TimeCalculationMethod } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';
import { anEmployeeShift } from '../../test/employee-shift';

const SHIFT_ID = '5f0c6a52-34a4-4c3e-9d86-0d5b3f4b8d01';

const aDay = (overrides: Partial<EmployeeShift> = {}): EmployeeShift =>
  anEmployeeShift({
    id: SHIFT_ID,
    shiftID: 'sh1',
    shiftName: 'Day shift',
    shortTime: 30,
    calculatedAt: '2026-03-03T00:00:00.000Z',
    normalTimeTot: 450,
    overTime1Tot: 5,
    noPayTimeTot: 30,
    noPayTotBefore: 30,
    ...overrides,
  });

/** A Johannesburg day (UTC+2): 08:30 in, 17:05 out on an 08:00–17:00 shift with lunch 12:00–13:00. */
const anExplanation = (): DayExplanation => ({
  now: '2026-03-03T00:00:00.000Z',
  over: true,
  shift: {
    start: '2026-03-02T06:00:00.000Z',
    end: '2026-03-02T15:00:00.000Z',
    targetMinutes: 480,
    flexi: null,
    expected: { earliestStart: '2026-03-02T06:00:00.000Z', latestStart: '2026-03-02T06:00:00.000Z', earliestEnd: '2026-03-02T15:00:00.000Z', latestEnd: '2026-03-02T15:00:00.000Z' },
  },
  window: { start: '2026-03-02T02:00:00.000Z', end: '2026-03-02T19:00:00.000Z' },
  graceBands: [{ kind: 'lateIn', minutes: 10, start: '2026-03-02T06:00:00.000Z', end: '2026-03-02T06:10:00.000Z' }],
  pairingMethod: 'directional',
  clockings: [
    { at: '2026-03-02T06:30:00.000Z', direction: 'IN', role: 'IN', pairNumber: 1, ignoredBecause: null, adjustedTo: null, adjustedBy: null },
    { at: '2026-03-02T06:31:00.000Z', direction: 'IN', role: 'ignored', pairNumber: null, ignoredBecause: 'duplicate', adjustedTo: null, adjustedBy: null },
    { at: '2026-03-02T15:05:00.000Z', direction: 'OUT', role: 'OUT', pairNumber: 1, ignoredBecause: null, adjustedTo: null, adjustedBy: null },
  ],
  pairs: [{ in: '2026-03-02T06:30:00.000Z', out: '2026-03-02T15:05:00.000Z' }],
  breaks: [{ kind: 'fixed', start: '2026-03-02T10:00:00.000Z', end: '2026-03-02T11:00:00.000Z', paid: false, deducted: 60 }],
  segments: [
    { kind: 'late', start: '2026-03-02T06:00:00.000Z', end: '2026-03-02T06:30:00.000Z', minutes: 30 },
    { kind: 'inside', start: '2026-03-02T06:30:00.000Z', end: '2026-03-02T10:00:00.000Z', minutes: 210 },
    { kind: 'break', start: '2026-03-02T10:00:00.000Z', end: '2026-03-02T11:00:00.000Z', minutes: 60 },
    { kind: 'inside', start: '2026-03-02T11:00:00.000Z', end: '2026-03-02T15:00:00.000Z', minutes: 240 },
    { kind: 'after', start: '2026-03-02T15:00:00.000Z', end: '2026-03-02T15:05:00.000Z', minutes: 5 },
  ],
  minutes: {
    inside: 450,
    before: 0,
    after: 5,
    beforeCounted: false,
    breakDeducted: 60,
    target: 480,
    leaveMinutes: 0,
    overtimeCandidates: 5,
    limitOverflowToNormal: 0,
    short: 30,
    madeUpOwn: 0,
    madeUpCarried: 0,
    carriedShortIn: 0,
    carriedShortOut: 0,
    clearedToNormal: 0,
    normal: 450,
    overtime: { 1: 5 },
    noPay: { total: 30, before: 30, after: 0 },
  },
});

const aMethod = (overrides: Partial<TimeCalculationMethod> = {}): TimeCalculationMethod => ({
  employeeShiftID: SHIFT_ID,
  employeeID: 'e7',
  shiftDate: '2026-03-02',
  dayKind: 'shift',
  shiftID: 'sh1',
  shiftName: 'Day shift',
  shiftStart: '2026-03-02T06:00:00.000Z',
  shiftEnd: '2026-03-02T15:00:00.000Z',
  calculatedAt: '2026-03-03T00:00:00.000Z',
  steps: ['clockings: 08:30 IN, 08:31 IN, 17:05 OUT', 'first IN 08:30 → 08:30 (no grace or rounding applies): late in (103) by 30'],
  employee: { id: 'e7', number: 'E007', name: 'Ada Okafor', timeZone: 'Africa/Johannesburg' },
  day: aDay(),
  explanation: anExplanation(),
  ...overrides,
});

const clockings: EmployeeShiftClocking[] = [
  { id: 'c1', clockedAt: '2026-03-02T06:30:00.000Z', scannerID: 's3', direction: 'IN', source: 'zk-push', role: 'IN', pairNumber: 1 },
  { id: 'c2', clockedAt: '2026-03-02T06:31:00.000Z', scannerID: 's3', direction: 'IN', source: 'zk-push', role: 'ignored', pairNumber: null },
  { id: 'c3', clockedAt: '2026-03-02T15:05:00.000Z', scannerID: null, direction: 'OUT', source: 'manual', role: 'OUT', pairNumber: 1 },
];

/** The day reports under its own department and location (a ChangeOrgInfo and ChangeLocation); the rest follows the employee record. */
const orgInfo = (overrides: Partial<EmployeeShiftOrgInfo> = {}): EmployeeShiftOrgInfo => ({
  employeeShiftID: SHIFT_ID,
  employeeID: 'e7',
  shiftDate: '2026-03-02',
  businessUnit: { id: 'bu1', name: 'Manufacturing' },
  department: { id: 'd2', name: 'Packing' },
  costCentre: { id: 'cc1', name: 'CC 100' },
  team: null,
  jobTitle: { id: 'jt1', name: 'Operator' },
  location: { id: 'l1', name: 'Plant 2' },
  changedFields: ['departmentID', 'locationID'],
  changedBy: 'Olive Operator',
  changedAt: '2026-03-02T21:45:00.000Z',
  ...overrides,
});

/** Turnstile passes in Johannesburg: 07:55 in, and 00:10 the next morning (UTC 22:10). */
const accessClockings: EmployeeClocking[] = [
  {
    id: 'a1',
    clockedAt: '2026-03-02T05:55:00.000Z',
    localTime: '2026-03-02T07:55:00',
    timeZone: 'Africa/Johannesburg',
    scannerID: 's9',
    scannerName: 'Turnstile',
    direction: 'IN',
    source: 'zk-push',
    employeeShiftID: null,
  },
  {
    id: 'a2',
    clockedAt: '2026-03-02T22:10:00.000Z',
    localTime: '2026-03-03T00:10:00',
    timeZone: 'Africa/Johannesburg',
    scannerID: 's9',
    scannerName: 'Turnstile',
    direction: null,
    source: 'zk-push',
    employeeShiftID: null,
  },
];

const api = (method: unknown = aMethod()) =>
  mockApi({
    GetTimeCalculationMethod: method,
    GetEmployeeShiftStatuses: [
      { code: 1, name: 'Clocked in/out' },
      { code: 103, name: 'Late in' },
    ],
    GetEmployeeShiftClockings: clockings,
    GetScanners_IDName: [{ id: 's3', name: 'Front door' }],
    GetEmployeeWorkCycleChanges: [],
    GetEmployeeShiftOrgInfo: orgInfo(),
    GetEmployeeShiftAccessClockings: accessClockings,
    GetEmployeeShiftLeaveActions: [
      {
        applicationID: 'app-1',
        leaveTypeID: 'lt-annual',
        leaveTypeName: 'Annual',
        unit: 2,
        reasonID: 'r-family',
        reasonName: 'Family',
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        duration: 0.5,
        position: 'END',
        status: 11,
        statusText: 'Finally Granted',
        cancelled: false,
        bookedShiftID: 'sh-office',
        bookedShiftName: 'Office',
        minutes: 240,
        amount: 0.5,
        applicantComment: 'Dentist',
        managerComment: 'Enjoy',
        entries: [],
      },
    ] satisfies EmployeeShiftLeaveAction[],
  });

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('the day in detail', () => {
  it('heads the day with the employee, date, zone, shift in their zone, statuses and values, and opens on the timeline', async () => {
    logIn();
    const requests = api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);

    const header = await screen.findByRole('region', { name: 'The day' });
    expect(within(header).getByRole('heading', { name: 'Ada Okafor (E007)' })).toBeTruthy();
    expect(within(header).getByText('Mon 2 Mar 2026')).toBeTruthy();
    expect(within(header).getByText('Africa/Johannesburg')).toBeTruthy();
    expect(within(header).getByText('Day shift 08:00–17:00')).toBeTruthy();
    expect(await within(header).findByText('103 Late in')).toBeTruthy();
    expect(within(header).getByText('Normal 7:30 · OT1 0:05 · No pay 0:30 (NP B 0:30, NP A 0:00) · Short 0:30')).toBeTruthy();

    const timeline = screen.getByTestId('timeline');
    const labels = within(timeline).getAllByTestId('timeline-clocking').map((mark) => mark.querySelector('text')?.textContent);
    expect(labels).toEqual(['IN 08:30', 'IN 08:31', 'OUT 17:05']);
    expect(within(timeline).getAllByTestId('timeline-clocking')[1].querySelector('title')?.textContent).toContain('ignored: less than 2 minutes');
    expect(within(timeline).getByTestId('timeline-segment-late').querySelector('title')?.textContent).toBe('Late in: 08:00–08:30, 0:30');
    expect(within(timeline).getByTestId('timeline-grace').querySelector('title')?.textContent).toBe('late-in grace 10 min: 08:00–08:10');
    expect(screen.getByTestId('minute-account').textContent).toContain('No pay before (NP B) 0:30');
    expect(requests.find((request) => request.call === 'GetTimeCalculationMethod')).toBeTruthy();
  });

  it('shows the calculation method as numbers and steps', async () => {
    logIn();
    api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Calculation method');

    const numbers = await screen.findByRole('list', { name: 'Calculation steps' });
    expect(within(numbers).getByText('first IN 08:30 → 08:30 (no grace or rounding applies): late in (103) by 30')).toBeTruthy();
    expect(screen.getByText('by the directions the readers sent')).toBeTruthy();
    expect(screen.getByText('0:30 (0:30, 0:00)')).toBeTruthy();
  });

  it('lists the clockings with the direction each reader sent and what the engine made of it', async () => {
    logIn();
    api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Clocking');

    const table = await screen.findByRole('table', { name: 'Clockings of the day' });
    await within(table).findAllByText('Front door');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['08:30', 'IN', 'IN of pair 1', 'Front door', 'Reader (push)'],
      ['08:31', 'IN', 'Ignored', 'Front door', 'Reader (push)'],
      ['17:05', 'OUT', 'OUT of pair 1', 'None', 'Manual'],
    ]);
  });

  it('shows the organisation in force on the day, which parts the day sets itself, and who set them when in the employee’s zone', async () => {
    logIn();
    const requests = api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Org info');

    const table = await screen.findByRole('table', { name: 'Organisation of the day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Business unit', 'Manufacturing', 'Employee record'],
      ['Department', 'Packing', 'Set for this day'],
      ['Cost centre', 'CC 100', 'Employee record'],
      ['Team', 'None', 'Employee record'],
      ['Job title', 'Operator', 'Employee record'],
      ['Location', 'Plant 2', 'Set for this day'],
    ]);
    // 21:45 UTC is 23:45 in Johannesburg, whatever the browser's zone.
    expect(screen.getByText('Changed by Olive Operator on 2026-03-02 at 23:45 (Africa/Johannesburg).')).toBeTruthy();
    expect(requests.find((request) => request.call === 'GetEmployeeShiftOrgInfo')).toBeTruthy();
  });

  it('shows a day that follows the employee record with nobody named as having changed it', async () => {
    logIn();
    mockApi({
      GetTimeCalculationMethod: aMethod(),
      GetEmployeeShiftStatuses: [],
      GetEmployeeShiftOrgInfo: orgInfo({ location: null, changedFields: [], changedBy: null, changedAt: null }),
    });
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Org info');

    const table = await screen.findByRole('table', { name: 'Organisation of the day' });
    const location = within(table).getAllByRole('row').at(-1)!;
    expect(within(location).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Location', 'None', '']);
    expect(within(table).queryByText('Set for this day')).toBeNull();
    expect(screen.queryByText(/Changed by/)).toBeNull();
  });

  it('lists the access control clockings around the day in the employee’s zone, a next-day one marked', async () => {
    logIn();
    const requests = api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Access');

    const table = await screen.findByRole('table', { name: 'Access clockings of the day' });
    expect(within(table).getByRole('columnheader', { name: 'Time (Africa/Johannesburg)' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['07:55', 'IN', 'Turnstile', 'Reader (push)'],
      ['00:10 (+1)', 'Not sent', 'Turnstile', 'Reader (push)'],
    ]);
    expect(requests.find((request) => request.call === 'GetEmployeeShiftAccessClockings')).toMatchObject({ call: 'GetEmployeeShiftAccessClockings' });
  });

  it('says when no access reader saw the employee, and shows the api’s refusal of the access read', async () => {
    logIn();
    mockApi({ GetTimeCalculationMethod: aMethod(), GetEmployeeShiftStatuses: [], GetEmployeeShiftAccessClockings: [] });
    const first = renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');
    openTab('Access');
    expect(await screen.findByText("No access control reader saw the employee around this day's shift.")).toBeTruthy();
    first.unmount();

    mockApi({
      GetTimeCalculationMethod: aMethod(),
      GetEmployeeShiftStatuses: [],
      GetEmployeeShiftAccessClockings: withStatus(403, { error: 'Permission empClockings is required' }),
    });
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');
    openTab('Access');
    expect(await screen.findByText('Permission empClockings is required')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Access clockings of the day' })).toBeNull();
  });

  it('says which capability brings a tab it cannot fill, and shows no data for it', async () => {
    logIn();
    api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Pay code allocations');
    expect(await screen.findByText('Pay code allocations come with the payroll calculation capability; there is nothing to show for this day yet.')).toBeTruthy();
  });

  it('lists the leave applications with leave on the day, with the booking and amount', async () => {
    logIn();
    api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');
    openTab('Leave actions');
    const table = await screen.findByRole('table', { name: 'Leave actions' });
    expect(within(table).getAllByRole('row')[1].textContent).toBe(
      ['Annual', 'Family', 'Mon 2 Mar 2026', 'Half, end of the shift', '11 Finally Granted', 'Office', '4:00', '0.5 Days', 'Dentist', 'Enjoy'].join(''),
    );
  });

  it('asks for a recalculation when the day was stored before explanations were kept', async () => {
    logIn();
    api(aMethod({ explanation: null }));
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);

    expect(await screen.findByText('No explanation stored for this day')).toBeTruthy();
    expect(screen.queryByTestId('timeline')).toBeNull();
  });

  it('shows the api’s answer for an unknown day', async () => {
    logIn();
    api(withStatus(404, { error: `No employee shift has the id ${SHIFT_ID}`, field: 'EmployeeShiftsID' }));
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);

    expect(await screen.findByText(`No employee shift has the id ${SHIFT_ID}`)).toBeTruthy();
  });
});
