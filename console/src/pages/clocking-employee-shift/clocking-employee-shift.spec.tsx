import { fireEvent, screen, within } from '@testing-library/react';
import type { DayExplanation, EmployeeShift, EmployeeShiftClocking, TimeCalculationMethod } from '@tna/contracts';
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

  it('says which capability brings a tab it cannot fill, and shows no data for it', async () => {
    logIn();
    api();
    renderRoute(`/clocking-employee-shift?ID=${SHIFT_ID}`);
    await screen.findByTestId('timeline');

    openTab('Pay code allocations');
    expect(await screen.findByText('Pay code allocations come with the payroll calculation capability; there is nothing to show for this day yet.')).toBeTruthy();
    openTab('Time adjustments');
    expect(await screen.findByText(/Time adjustments come with the time adjustments capability/)).toBeTruthy();
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
