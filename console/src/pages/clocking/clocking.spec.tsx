import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmployeeShift, Job, Permission, TimeCalculationMethod } from '@tna/contracts';
import { CLOCKINGS_REFRESH_MS } from '../../queries/clockings';
import type { EmployeeSummary } from '../../queries/employees';
import { getSession } from '../../session/session';
import { anEmployeeShift } from '../../test/employee-shift';
import { logIn, mockApi, renderRoute, withStatus, type ApiRequest } from '../../test/render';
import { thisWeek } from './clocking-toolbar';
import { dayLabel } from './grid-format';

const anEmployee = (overrides: Partial<EmployeeSummary> = {}): EmployeeSummary => ({
  id: 'e7',
  employeeNumber: 'E007',
  firstName: 'Adaeze',
  surname: 'Okafor',
  preferredName: 'Ada',
  ...overrides,
});

const week = thisWeek();
/** The week's dates, Monday first. */
const day = (n: number) => {
  const date = new Date(`${week.from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};
/** An instant at a Johannesburg wall time (UTC+2, no daylight saving) of a day of the week. */
const sast = (n: number, time: string) => new Date(`${day(n)}T${time}:00+02:00`).toISOString();

const aShift = (overrides: Partial<EmployeeShift> = {}): EmployeeShift =>
  anEmployeeShift({
    id: 'es-mon',
    shiftDate: day(0),
    overTime1Tot: 60,
    overTime2Tot: 15,
    shiftID: 'sh1',
    shiftStart: sast(0, '07:15'),
    shiftEnd: sast(0, '16:15'),
    carriedShortOut: 30,
    calculatedAt: sast(0, '18:00'),
    clockings: [
      { id: 'c1', clockedAt: sast(0, '07:30'), scannerID: 's3', direction: null, source: 'zk-push', role: 'IN', pairNumber: 1 },
      { id: 'c2', clockedAt: sast(0, '07:31'), scannerID: 's3', direction: null, source: 'zk-push', role: 'ignored', pairNumber: null },
      { id: 'c3', clockedAt: sast(0, '17:30'), scannerID: 's3', direction: 'OUT', source: 'zk-push', role: 'OUT', pairNumber: 1 },
    ],
    authorised: true,
    ...overrides,
  });

/** Tuesday: a night shift whose OUT is on Wednesday morning, locked, no OUT yet on the second pair. */
const tuesday = () =>
  aShift({
    id: 'es-tue',
    shiftDate: day(1),
    statuses: [102, 145],
    normalTimeTot: 480,
    overTime1Tot: 0,
    overTime2Tot: 0,
    noPayTimeTot: 0,
    noPayTotBefore: 0,
    shortTime: 0,
    carriedShortOut: 0,
    shiftName: 'Night',
    shiftStart: sast(1, '22:00'),
    shiftEnd: sast(2, '06:00'),
    locked: true,
    authorised: false,
    clockings: [
      { id: 'c4', clockedAt: sast(1, '21:55'), scannerID: null, direction: 'IN', source: 'manual', role: 'IN', pairNumber: 1 },
      { id: 'c5', clockedAt: sast(2, '06:05'), scannerID: null, direction: 'OUT', source: 'manual', role: 'OUT', pairNumber: 1 },
    ],
  });

const api = (shifts: unknown, more: Record<string, unknown> = {}) => ({
  GetEmployees: { items: [anEmployee()], total: 1 },
  GetEmployee: anEmployee(),
  GetEmployeeShifts: shifts,
  ...more,
});

async function pickEmployee() {
  fireEvent.click(await screen.findByLabelText('Employee'));
  fireEvent.click(await screen.findByRole('option', { name: 'Ada Okafor (E007)' }));
}

const grid = () => screen.findByRole('table', { name: 'Shifts' });
/** The grid's rows as the text of their cells, lines joined by `|`. */
const cellTexts = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('td, th'), (cell) => {
    const labels = cell.querySelectorAll('.pf-v6-c-label__text');
    const parts = labels.length > 0 ? labels : cell.querySelectorAll(':scope > div');
    return Array.from(parts, (part) => part.textContent).join('|') || cell.textContent;
  });
const rowOf = async (date: string) => within(await grid()).findByRole('row', { name: dayLabel(date) });
const linked = `/clocking?EmployeeID=e7&From=${week.from}&To=${week.to}`;

/** The detail of Monday as GetTimeCalculationMethod answers it. */
const aMethod = (): TimeCalculationMethod => {
  const shift = aShift();
  return {
    employeeShiftID: shift.id,
    employeeID: 'e7',
    shiftDate: shift.shiftDate,
    dayKind: 'shift',
    shiftID: shift.shiftID,
    shiftName: shift.shiftName,
    shiftStart: shift.shiftStart,
    shiftEnd: shift.shiftEnd,
    calculatedAt: shift.calculatedAt,
    steps: [],
    employee: { id: 'e7', number: 'E007', name: 'Ada Okafor', timeZone: 'Africa/Johannesburg' },
    day: shift,
    explanation: null,
  };
};

const operator = (...flags: Permission[]) => logIn({ permissions: ['empClockings', ...flags] });

describe('clocking page: the shift grid', () => {
  it("shows the employee's week, a row a day, with times in the employee's zone and totals", async () => {
    operator();
    const requests = mockApi(api([aShift(), tuesday()]));
    renderRoute('/clocking');

    expect(await screen.findByText('Select an employee to see their shifts')).toBeTruthy();
    await pickEmployee();

    const monday = await rowOf(day(0));
    expect(requests.find((r) => r.call === 'GetEmployeeShifts')?.body).toEqual({ employeeID: 'e7', ...week });
    expect(cellTexts(monday)).toEqual([
      dayLabel(day(0)),
      'Shift day',
      'Office day|07:15–16:15',
      '07:30 – 17:30|Ignored 07:31',
      'Not given / Out|Not given',
      'Clocked in/out|Late in',
      '7:45',
      'OT1 1:00|OT2 0:15',
      '0:15',
      '0:15',
      '0:00',
      '0:15',
      '0:30',
      '1:00',
      '0:00',
      'Authorised',
      '',
    ]);
    expect(cellTexts(await rowOf(day(1))).slice(1, 6)).toEqual(['Shift day', 'Night|22:00–06:00 +1', '21:55 – 06:05 +1', 'In / Out', 'No OUT|Overtime to be authorised']);
    expect(within(await rowOf(day(1))).getByText('Locked')).toBeTruthy();
    // The week's other days have no calculated shift, and say so.
    expect(cellTexts(await rowOf(day(6))).slice(0, 2)).toEqual([dayLabel(day(6)), 'No shift record']);
    expect(within(await grid()).getAllByRole('row')).toHaveLength(1 + 7 + 1);
    const totals = within(await grid()).getByRole('row', { name: 'Totals' });
    expect(cellTexts(totals).slice(0, 10)).toEqual(['Total', '15:45', 'OT1 1:00|OT2 0:15', '0:15', '0:15', '0:00', '0:15', '', '2:00', '0:00']);
    expect(screen.getByText("Times are in the employee's time zone, Africa/Johannesburg.")).toBeTruthy();
  });

  it('shows exceptions as warnings, the overtime notices as information, an error as danger, and a missing status as such', async () => {
    operator();
    mockApi(
      api([
        aShift({ statuses: [100, 107, 145, 150, 1000] }),
        aShift({ id: 'es-tue', shiftDate: day(1), statuses: [] }),
      ]),
    );
    renderRoute(linked);

    const monday = await rowOf(day(0));
    const tone = (text: string) => within(monday).getByText(text).closest('.pf-v6-c-label')!.className;
    expect(tone('AWOL')).toContain('pf-m-warning');
    expect(tone('Late out')).toContain('pf-m-warning');
    expect(tone('Overtime to be authorised')).toContain('pf-m-info');
    expect(tone('More than 4 overtime values')).toContain('pf-m-info');
    expect(tone('Calculation error')).toContain('pf-m-danger');
    expect(within(await rowOf(day(1))).getByText('<no status, contact programmer>')).toBeTruthy();
  });

  it('warns when a day has more than four overtime values', async () => {
    operator();
    mockApi(api([aShift({ overTime3Tot: 5, overTime4Tot: 5, overTime5Tot: 5 })]));
    renderRoute(linked);

    const monday = await rowOf(day(0));
    expect(within(monday).getByText('OT5 0:05')).toBeTruthy();
    expect(within(monday).getByText('More than 4 overtime values', { selector: '.pf-v6-c-label__text' })).toBeTruthy();
  });

  it("opens the week of a linked employee, and a day's detail in a drawer beside the grid on a click of its row", async () => {
    operator();
    const requests = mockApi(
      api([aShift()], {
        GetTimeCalculationMethod: aMethod(),
        GetEmployeeShiftStatuses: [{ code: 1, name: 'Clocked in/out' }],
      }),
    );
    const { router } = renderRoute(linked);

    fireEvent.click(await rowOf(day(0)));

    // The grid stays, its row marked, and the day opens beside it.
    expect(router.state.location.pathname).toBe('/clocking');
    expect(new URLSearchParams(router.state.location.search).get('Day')).toBe('es-mon');
    const drawer = await screen.findByRole('region', { name: 'The day in the drawer' });
    expect(await within(drawer).findByRole('heading', { name: 'Ada Okafor (E007)' })).toBeTruthy();
    expect(within(drawer).getByText('Office day 07:15–16:15')).toBeTruthy();
    expect(within(drawer).getByRole('tab', { name: 'Timeline' })).toBeTruthy();
    expect((await rowOf(day(0))).className).toContain('pf-m-selected');
    expect(await grid()).toBeTruthy();
    expect(requests.find((r) => r.call === 'GetTimeCalculationMethod')).toBeTruthy();
    expect(requests.some((r) => r.call === 'GetEmployee')).toBe(true);

    // The link opens the full page; back returns to the same week with the same day open.
    fireEvent.click(within(drawer).getByRole('link', { name: 'Open the full page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clocking-employee-shift'));
    expect(router.state.location.search).toBe('?ID=es-mon');
    // The router's state changes before React commits the page (navigations are transitions): wait for the page itself.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The day in the drawer' })).toBeNull());
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/clocking'));
    expect(router.state.location.search).toBe(`?EmployeeID=e7&From=${week.from}&To=${week.to}&Day=es-mon`);
    const drawerAgain = await screen.findByRole('region', { name: 'The day in the drawer' });

    // Close leaves the grid alone.
    fireEvent.click(within(drawerAgain).getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The day in the drawer' })).toBeNull());
    expect(router.state.location.search).toBe(`?EmployeeID=e7&From=${week.from}&To=${week.to}`);
    expect((await rowOf(day(0))).className).not.toContain('pf-m-selected');
  });

  it("closes the drawer with the browser's back, and opens another day in its place", async () => {
    operator();
    mockApi(
      api([aShift(), tuesday()], {
        GetTimeCalculationMethod: aMethod(),
        GetEmployeeShiftStatuses: [],
      }),
    );
    const { router } = renderRoute(linked);

    fireEvent.click(await rowOf(day(0)));
    await screen.findByRole('region', { name: 'The day in the drawer' });
    fireEvent.click(await rowOf(day(1)));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('Day')).toBe('es-tue'));
    expect((await rowOf(day(1))).className).toContain('pf-m-selected');
    expect((await rowOf(day(0))).className).not.toContain('pf-m-selected');

    // Switching days replaced the entry: one back closes the drawer.
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The day in the drawer' })).toBeNull());
    expect(router.state.location.search).toBe(`?EmployeeID=e7&From=${week.from}&To=${week.to}`);
    expect(await grid()).toBeTruthy();
  });

  it('opens no drawer for a day without a shift record', async () => {
    operator();
    const requests = mockApi(api([aShift()]));
    const { router } = renderRoute(linked);

    fireEvent.click(await rowOf(day(2)));

    expect(router.state.location.search).toBe(`?EmployeeID=e7&From=${week.from}&To=${week.to}`);
    expect(screen.queryByRole('region', { name: 'The day in the drawer' })).toBeNull();
    expect(requests.some((r) => r.call === 'GetTimeCalculationMethod')).toBe(false);
  });

  it('shows a clocking that arrives later without a reload', async () => {
    // Fake timers that still follow the real clock: the page works as usual, and the test can skip ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    operator();
    const stored = [aShift({ clockings: [] })];
    mockApi(api(() => [...stored]));
    renderRoute(linked);
    await rowOf(day(0));

    stored[0] = aShift();
    await vi.advanceTimersByTimeAsync(CLOCKINGS_REFRESH_MS);

    expect(await within(await grid()).findByText('07:30 – 17:30')).toBeTruthy();
  });

  it('shows why the shifts could not be loaded', async () => {
    operator();
    mockApi(api(withStatus(400, { error: 'validation failed', field: 'to' })));
    renderRoute(linked);

    expect(await screen.findByText('Could not load the shifts')).toBeTruthy();
    expect(screen.getByText('validation failed')).toBeTruthy();
  });

  it('ends the session and shows the login page when the api answers 401', async () => {
    operator();
    mockApi(api(withStatus(401, { error: 'Session expired' })));
    const { router } = renderRoute('/clocking');

    await pickEmployee();

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});

const openAction = async (date: string, action: string) => {
  fireEvent.click(await within(await rowOf(date)).findByRole('button', { name: `Actions for ${dayLabel(date)}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
};
/** The items of the day's menu, which is closed again after. */
const menuItems = async (date: string) => {
  const toggle = await within(await rowOf(date)).findByRole('button', { name: `Actions for ${dayLabel(date)}` });
  fireEvent.click(toggle);
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  fireEvent.click(toggle);
  await waitFor(() => expect(screen.queryAllByRole('menuitem')).toEqual([]));
  return items;
};
const sent = (requests: ApiRequest[], call: string) => requests.filter((r) => r.call === call).map((r) => r.body);

describe('clocking page: the day actions', () => {
  it('offers no action to a user without any action flag', async () => {
    operator();
    mockApi(api([aShift()]));
    renderRoute(linked);
    await rowOf(day(0));
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('offers lock alone with clkLockUnlock, and unlock on a locked day', async () => {
    operator('clkLockUnlock');
    mockApi(api([aShift(), tuesday()]));
    renderRoute(linked);
    expect(await menuItems(day(0))).toEqual(['Lock']);
    expect(await menuItems(day(1))).toEqual(['Unlock']);
  });

  it.each([
    ['clkDeleteReprocess', ['Delete and re-process clockings']],
    ['clkManualClocking', ['FILO on/off', 'Clock In Only', 'Clock Out Only', 'Clock In/Out', 'Insert Clocking', 'Delete Clocking']],
    ['clkChangeOrgInfo', ['Change org info']],
    ['clkChangeLocation', ['Change location']],
  ] as const)('offers with %s its shift controls alone', async (flag, items) => {
    operator(flag);
    mockApi(api([aShift()]));
    renderRoute(linked);
    expect(await menuItems(day(0))).toEqual(items);
  });

  it('offers every action to an administrator', async () => {
    logIn({ isAdministrator: true, permissions: [] });
    mockApi(api([aShift()]));
    renderRoute(linked);
    expect(await menuItems(day(0))).toEqual([
      'Lock',
      'Recalculate time values',
      'Recalculate auto shift',
      'Delete and re-process clockings',
      'FILO on/off',
      'Change shift',
      'Work cycle change',
      'Change org info',
      'Change location',
      'Apply for leave',
      'Change leave application',
      'Cancel leave',
      'Change original shift',
      'Leave statement',
      'Current leave balance',
      'Approve leave',
      'Unauthorise hours',
      'Clock In Only',
      'Clock Out Only',
      'Clock In/Out',
      'Insert Clocking',
      'Delete Clocking',
    ]);
  });

  it('locks the day, shows the answer and refreshes the grid', async () => {
    operator('clkLockUnlock');
    const requests = mockApi(
      api([aShift()], { LockUnlockShift: { resultCode: 150, resultText: 'Locked', employees: 1, changedDays: 1, unchangedDays: 0, days: 0, failedDays: 0 } }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(0), 'Lock');
    const before = sent(requests, 'GetEmployeeShifts').length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));

    expect(await within(dialog).findByText('150 Locked: 1 days changed, 0 were already so.')).toBeTruthy();
    expect(sent(requests, 'LockUnlockShift')).toEqual([{ employeeIDs: ['e7'], from: day(0), to: day(0), lock: true }]);
    await waitFor(() => expect(sent(requests, 'GetEmployeeShifts').length).toBeGreaterThan(before));
  });

  it('recalculates a range and shows the progress of the job a large one answers', async () => {
    operator('clkRecalculate');
    const job: Job = {
      id: 'job-1',
      service: 'time-engine',
      kind: 'scheduled-recalculation',
      state: 'running',
      progress: { done: 3, total: 7 },
      result: null,
      error: null,
      requestedBy: { kind: 'user', id: 'u1' },
      cancelRequested: false,
      createdAt: sast(0, '08:00'),
      startedAt: sast(0, '08:00'),
      finishedAt: null,
    };
    const requests = mockApi(
      api([aShift()], { RecalcTimeValues: { resultCode: 12, resultText: 'Scheduled for recalculation', employees: 1, days: 7, requestID: 'job-1' }, GetJob: job }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(0), 'Recalculate time values');

    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: day(6) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recalculate' }));

    expect(await within(dialog).findByText('12 Scheduled for recalculation: 7 days.')).toBeTruthy();
    expect(await within(dialog).findByText('Running (3 of 7)')).toBeTruthy();
    expect(sent(requests, 'RecalcTimeValues')).toEqual([{ employeeIDs: ['e7'], from: day(0), to: day(6) }]);
  });

  it('refuses a range that ends before it starts without asking the api', async () => {
    operator('clkRecalculate');
    const requests = mockApi(api([aShift()]));
    renderRoute(linked);
    const dialog = await openAction(day(2), 'Recalculate auto shift');

    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: day(0) } });

    const submit = within(dialog).getByRole('button', { name: 'Recalculate' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('.pf-v6-c-modal-box')!.querySelector('form')!);
    expect(sent(requests, 'RecalcAutoShift')).toEqual([]);
  });

  it('changes the day to a day off, and shows what the api refused with its field', async () => {
    operator('clkShiftChanges');
    const answers = [
      withStatus(400, { error: 'validation failed', field: 'reasonID', message: 'no such shift adjustment reason: r1' }),
      { resultCode: 1, resultText: 'Shift changed', employees: 1, changedDays: 1, sameShiftDays: 0, lockedDays: 0, days: 1, failedDays: 0 },
    ];
    const requests = mockApi(
      api([aShift()], {
        GetShifts_IDName: [{ id: 'sh1', name: 'Office day' }],
        GetEmployeeShiftAdjustmentReasons_IDName: [{ id: 'r1', name: 'Swapped with a colleague' }],
        ChangeShift: () => answers.shift(),
      }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(0), 'Change shift');

    await within(dialog).findByRole('option', { name: 'Swapped with a colleague' });
    fireEvent.change(within(dialog).getByLabelText(/^Shift/), { target: { value: 'day-off' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'r1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change shift' }));
    expect(await within(dialog).findByText('no such shift adjustment reason: r1')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change shift' }));
    expect(await within(dialog).findByText('1 Shift changed: 1 days changed, 0 had the shift already, 0 locked.')).toBeTruthy();
    expect(sent(requests, 'ChangeShift')[0]).toEqual({ employeeIDs: ['e7'], from: day(0), to: day(0), shiftID: null, reasonID: 'r1' });
  });

  it('changes the work cycle from the day on, from a day of a pattern of the cycle', async () => {
    operator('clkShiftChanges');
    const requests = mockApi(
      api([aShift()], {
        GetWorkCycles_IDName: [{ id: 'wc1', name: 'Rotating' }],
        GetWorkCycleWorkPatterns_IDNameForWorkCycleID: [{ id: 'wp1', name: 'Nights' }],
        GetEmployeeWorkCycleChangeReasons_IDName: [],
        WorkCycleChange: { resultCode: 300, resultText: 'Start day does not match work pattern', employees: 1, created: 0, existingEmployeeIDs: [], days: 0, lockedDays: 0, failedDays: 0 },
      }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(0), 'Work cycle change');

    await within(dialog).findByRole('option', { name: 'Rotating' });
    fireEvent.change(within(dialog).getByLabelText(/^Work cycle/), { target: { value: 'wc1' } });
    await within(dialog).findByRole('option', { name: 'Nights' });
    fireEvent.change(within(dialog).getByLabelText(/^Starting work pattern/), { target: { value: 'wp1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start day/), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change work cycle' }));

    expect(await within(dialog).findByText(/^300 Start day does not match work pattern/)).toBeTruthy();
    expect(sent(requests, 'WorkCycleChange')).toEqual([{ employeeIDs: ['e7'], effectiveDate: day(0), workCycleID: 'wc1', startingWorkPatternID: 'wp1', startDay: 9 }]);
    expect(requests.find((r) => r.call === 'GetWorkCycleWorkPatterns_IDNameForWorkCycleID')).toBeTruthy();
  });

  it("authorises the day by its id, and shows 102 when the hours are the user's own", async () => {
    operator('clkAuthoriseHours');
    const requests = mockApi(api([tuesday()], { HoursAuthorise: { resultCode: 102, resultText: 'You may not authorise or unauthorise your own hours' } }));
    renderRoute(linked);
    const dialog = await openAction(day(1), 'Authorise hours');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Authorise' }));

    expect(await within(dialog).findByText('102 You may not authorise or unauthorise your own hours')).toBeTruthy();
    expect(sent(requests, 'HoursAuthorise')).toEqual([{ employeeShiftsIDs: ['es-tue'], authorise: true }]);
  });

  it('authorises a range of days by employee and dates', async () => {
    operator('clkAuthoriseHours');
    const requests = mockApi(api([tuesday()], { AuthUnAuthHoursEmplsDateRange: { authorise: true, days: 2, lockedDays: 1 } }));
    renderRoute(linked);
    const dialog = await openAction(day(1), 'Authorise hours');

    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: day(2) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Authorise' }));

    expect(await within(dialog).findByText('Hours authorised: 2 days, 1 locked days left as they were.')).toBeTruthy();
    expect(sent(requests, 'AuthUnAuthHoursEmplsDateRange')).toEqual([{ employeeIDs: ['e7'], from: day(1), to: day(2), authorise: true }]);
  });

  it("deletes and re-processes the day's clockings, and shows what was read again", async () => {
    operator('clkDeleteReprocess');
    const requests = mockApi(
      api([aShift()], {
        DeleteReprocessClockings: {
          resultCode: 21,
          resultText: 'Clockings deleted and scheduled for re-process',
          employees: 1,
          deletedClockings: 3,
          reprocessedClockings: 4,
          days: 1,
          lockedDays: 0,
          failedDays: 0,
        },
      }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(0), 'Delete and re-process clockings');
    const before = sent(requests, 'GetEmployeeShifts').length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-process' }));

    expect(
      await within(dialog).findByText('21 Clockings deleted and scheduled for re-process: 3 clockings deleted, 4 read again, 1 days recalculated, 0 locked days left as they were.'),
    ).toBeTruthy();
    expect(sent(requests, 'DeleteReprocessClockings')).toEqual([{ employeeIDs: ['e7'], from: day(0), to: day(0) }]);
    await waitFor(() => expect(sent(requests, 'GetEmployeeShifts').length).toBeGreaterThan(before));
  });

  it('switches FILO off for a range, and warns when every day was locked', async () => {
    operator('clkManualClocking');
    const requests = mockApi(
      api([tuesday()], { FILOSwitchOnOff: { resultCode: 150, resultText: 'Locked', employees: 1, changedDays: 0, lockedDays: 2, days: 0, failedDays: 0 } }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(1), 'FILO on/off');

    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: day(2) } });
    fireEvent.click(within(dialog).getByLabelText('Off'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));

    const answer = await within(dialog).findByText('150 Locked: 0 days changed, 2 locked days left as they were.');
    expect(answer.closest('.pf-v6-c-alert')!.className).toContain('pf-m-warning');
    expect(sent(requests, 'FILOSwitchOnOff')).toEqual([{ employeeIDs: ['e7'], from: day(1), to: day(2), filo: false }]);
  });

  it('changes the org info of the day open in the drawer, sending only the fields picked, and refreshes the day', async () => {
    operator('clkChangeOrgInfo');
    const requests = mockApi(
      api([aShift()], {
        GetTimeCalculationMethod: aMethod(),
        GetEmployeeShiftStatuses: [],
        GetBusinessUnits_IDName: [],
        GetDepartments_IDName: [{ id: 'd2', name: 'Packing' }],
        GetCostCentres_IDName: [],
        GetTeams_IDName: [{ id: 't4', name: 'Night crew' }],
        GetJobTitles_IDName: [],
        ChangeOrgInfo: { resultCode: 1, resultText: 'Processed', employees: 1, changedDays: 1, lockedDays: 0 },
      }),
    );
    renderRoute(linked);
    fireEvent.click(await rowOf(day(0)));
    await screen.findByRole('region', { name: 'The day in the drawer' });
    const dialog = await openAction(day(0), 'Change org info');
    const submit = within(dialog).getByRole('button', { name: 'Change' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await within(dialog).findByRole('option', { name: 'Night crew' });
    fireEvent.change(within(dialog).getByLabelText('Department'), { target: { value: 'd2' } });
    fireEvent.change(within(dialog).getByLabelText('Team'), { target: { value: 't4' } });
    const before = sent(requests, 'GetTimeCalculationMethod').length;
    fireEvent.click(submit);

    expect(await within(dialog).findByText('1 Processed: 1 days changed, 0 locked days left as they were.')).toBeTruthy();
    expect(sent(requests, 'ChangeOrgInfo')).toEqual([{ employeeIDs: ['e7'], from: day(0), to: day(0), departmentID: 'd2', teamID: 't4' }]);
    await waitFor(() => expect(sent(requests, 'GetTimeCalculationMethod').length).toBeGreaterThan(before));
  });

  it('changes the location of the day to one picked from the locations', async () => {
    operator('clkChangeLocation');
    const requests = mockApi(
      api([aShift()], {
        GetLocations_IDName: [{ id: 'l1', name: 'Durban plant' }],
        ChangeLocation: { resultCode: 1, resultText: 'Processed', employees: 1, changedDays: 1, lockedDays: 0 },
      }),
    );
    renderRoute(linked);
    const dialog = await openAction(day(0), 'Change location');

    await within(dialog).findByRole('option', { name: 'Durban plant' });
    fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: 'l1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change location' }));

    expect(await within(dialog).findByText('1 Processed: 1 days changed, 0 locked days left as they were.')).toBeTruthy();
    expect(sent(requests, 'ChangeLocation')).toEqual([{ employeeIDs: ['e7'], from: day(0), to: day(0), locationID: 'l1' }]);
  });
});
