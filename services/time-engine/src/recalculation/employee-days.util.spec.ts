import { describe, expect, it } from 'vitest';
import { explanationAt } from '@tna/contracts';
import type { ShiftDefinition } from '../domain';
import type { RulesSnapshot } from '../rules/rules-snapshot.util';
import type { EmployeeWorkRulesRow } from '../rules/setup-rows.util';
import { workRosterDayOf } from '../work-roster/work-roster-day.util';
import { calculateEmployeeDays, rosteredDays, type EmployeeJob, type StoredClocking, type StoredDay } from './employee-days.util';

const DAY: ShiftDefinition = { id: 'day', start: '08:00', end: '17:00', targetMinutes: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }] };
const NIGHT: ShiftDefinition = { id: 'night', start: '22:00', end: '06:00', targetMinutes: 480 };

function aSnapshot(overrides: Partial<RulesSnapshot> = {}): RulesSnapshot {
  return {
    shifts: new Map([
      ['day', DAY],
      ['night', NIGHT],
    ]),
    shiftLimitRules: new Map(),
    rosterSetup: { replacementRules: {}, publicHolidayCalendars: [] },
    cycles: new Map([['weekdays', { id: 'weekdays', patterns: [{ id: 'p', days: ['day', 'day', 'day', 'day', 'day', null, null] }] }]]),
    limitRules: new Map(),
    templates: new Map([['auto', [DAY, NIGHT]]]),
    ...overrides,
  };
}

function someWorkRules(overrides: Partial<EmployeeWorkRulesRow> = {}): EmployeeWorkRulesRow {
  return {
    id: 'e1',
    time_zone: 'Africa/Johannesburg',
    work_cycle_id: 'weekdays',
    starting_work_pattern_id: null,
    work_pattern_start_day: null,
    work_pattern_start_date: '2026-03-02',
    auto_shift_detection: false,
    auto_shift_template_id: null,
    friday_non_working: false,
    saturday_non_working: false,
    sunday_non_working: false,
    public_holiday_non_working: false,
    filo: false,
    overtime_limit_id: null,
    public_holiday_calendar_ids: [],
    ...overrides,
  };
}

let nextID = 0;
const clocking = (at: string, employeeShiftID: string | null = null): StoredClocking => ({ id: `c${++nextID}`, at: new Date(at), direction: null, employeeShiftID });

function aJob(overrides: Partial<EmployeeJob> = {}): EmployeeJob {
  return {
    employeeID: 'e1',
    rules: someWorkRules(),
    mode: 'timeValues',
    from: '2026-03-02',
    to: '2026-03-03',
    requested: { from: '2026-03-02', to: '2026-03-03' },
    clockings: [],
    stored: new Map(),
    carriedShortBefore: 0,
    ...overrides,
  };
}

const NOW = new Date('2026-04-01T00:00:00Z');
const calculate = (job: EmployeeJob, snapshot = aSnapshot()) => calculateEmployeeDays(job, snapshot, 'UTC', NOW);

describe('calculateEmployeeDays', () => {
  it('links a duplicate punch to the day of the punch it repeats, outside the pairs', () => {
    const first = clocking('2026-03-02T08:00:00+02:00');
    const repeat = clocking('2026-03-02T08:01:00+02:00');
    const out = clocking('2026-03-02T17:00:00+02:00');

    const outcome = calculate(aJob({ to: '2026-03-02', requested: { from: '2026-03-02', to: '2026-03-02' }, clockings: [first, repeat, out] }));

    expect(outcome.links).toEqual([
      { clockingID: first.id, date: '2026-03-02' },
      { clockingID: repeat.id, date: '2026-03-02' },
      { clockingID: out.id, date: '2026-03-02' },
    ]);
    expect(outcome.writes[0]).toMatchObject({ statuses: [1], normal: 480, pairs: [{ in: first.id, out: out.id }] });
    // The explanation lists the repeat the engine never saw, ignored, with every moment an instant.
    const explanation = explanationAt(outcome.writes[0].explanation!);
    expect(explanation.clockings.map((c) => [c.at, c.role, c.ignoredBecause])).toEqual([
      ['2026-03-02T06:00:00.000Z', 'IN', null],
      ['2026-03-02T06:01:00.000Z', 'ignored', 'duplicate'],
      ['2026-03-02T15:00:00.000Z', 'OUT', null],
    ]);
    expect(explanation.window).toEqual({ start: '2026-03-02T02:00:00.000Z', end: '2026-03-02T19:00:00.000Z' });
  });

  it('on arrival calculates only days with clockings; a recalculation gives every rostered day a row', () => {
    const clockings = [clocking('2026-03-03T08:00:00+02:00'), clocking('2026-03-03T17:00:00+02:00')];

    const arrival = calculate(aJob({ mode: 'arrival', requested: null, clockings }));
    const recalculation = calculate(aJob({ clockings }));

    expect(arrival.writes.map((day) => [day.date, day.statuses])).toEqual([['2026-03-03', [1]]]);
    expect(recalculation.writes.map((day) => [day.date, day.statuses])).toEqual([
      ['2026-03-02', [100]],
      ['2026-03-03', [1]],
    ]);
  });

  it('writes only the days whose values changed', () => {
    const clockings = [clocking('2026-03-02T08:00:00+02:00'), clocking('2026-03-02T17:00:00+02:00')];
    const first = calculate(aJob({ clockings }));
    const stored = new Map<string, StoredDay>(
      first.writes.map((day, index) => [day.date, { ...day, id: `row${index}`, locked: false, overtimeAuthorised: false }]),
    );

    const again = calculate(aJob({ clockings, stored }));

    expect(again.calculatedDays).toBe(2);
    expect(again.writes).toEqual([]);
  });

  it('leaves a locked day alone and carries its short time on', () => {
    const locked: StoredDay = {
      id: 'locked',
      date: '2026-03-02',
      locked: true,
      overtimeAuthorised: false,
      dayKind: 'shift',
      shiftID: 'day',
      statuses: [1],
      normal: 400,
      buckets: Array.from({ length: 11 }, () => 0),
      noPay: { total: 0, before: 0, after: 0 },
      short: 80,
      carriedShortOut: 80,
      breakDeducted: 60,
      leaveMinutes: 0,
      pairs: [],
      settlesAt: null,
    };
    const snapshot = aSnapshot({ shifts: new Map([['day', { ...DAY, makeUp: { fromBuckets: [1], carryShortTime: true } }]]) });
    const clockings = [clocking('2026-03-02T18:00:00+02:00'), clocking('2026-03-03T08:00:00+02:00'), clocking('2026-03-03T18:30:00+02:00')];

    const outcome = calculate(aJob({ clockings, stored: new Map([['2026-03-02', locked]]) }), snapshot);

    expect(outcome.lockedDays).toBe(1);
    expect(outcome.writes.map((day) => day.date)).toEqual(['2026-03-03']);
    expect(outcome.writes[0]).toMatchObject({ normal: 560, buckets: [0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0], carriedShortOut: 0 });
    expect(outcome.links[0]).toEqual({ clockingID: clockings[0].id, date: '2026-03-02' });
  });

  it('marks every day 1000 when the employee’s clockings cannot be placed, and still links them', () => {
    const rules = someWorkRules({ auto_shift_detection: true, auto_shift_template_id: 'none' });
    const clockings = [clocking('2026-03-02T08:00:00+02:00'), clocking('2026-03-02T17:00:00+02:00')];

    const outcome = calculate(aJob({ rules, clockings }));

    expect(outcome.writes.map((day) => [day.date, day.statuses])).toEqual([
      ['2026-03-02', [1000]],
      ['2026-03-03', [1000]],
    ]);
    expect(outcome.failures.map((failure) => failure.error)).toEqual(['autoShiftTemplate: has no shifts', 'autoShiftTemplate: has no shifts']);
    expect(outcome.links.map((link) => link.date)).toEqual(['2026-03-02', '2026-03-02']);
  });

  it('calculates a day without a roster as a day off when it has clockings, and skips it otherwise', () => {
    const rules = someWorkRules({ work_cycle_id: null });
    const clockings = [clocking('2026-03-02T09:00:00+02:00'), clocking('2026-03-02T11:00:00+02:00')];

    const outcome = calculate(aJob({ rules, clockings }));

    expect(outcome.writes.map((day) => [day.date, day.dayKind, day.statuses, day.buckets[1]])).toEqual([['2026-03-02', 'noRoster', [1, 4], 120]]);
  });

  it('rosters a manual change and a work cycle change, a manual change winning over a stored detected shift', () => {
    const rules = someWorkRules({ auto_shift_detection: true, auto_shift_template_id: 'auto' });
    const snapshot = aSnapshot({ cycles: new Map([...aSnapshot().cycles, ['nights', { id: 'nights', patterns: [{ id: 'n', days: ['night', null] }] }]]) });
    const storedDay: StoredDay = {
      id: 'row',
      date: '2026-03-02',
      locked: false,
      overtimeAuthorised: false,
      dayKind: 'shift',
      shiftID: 'day',
      statuses: [100],
      normal: 0,
      buckets: Array.from({ length: 11 }, () => 0),
      noPay: { total: 480, before: 0, after: 0 },
      short: 480,
      carriedShortOut: 0,
      breakDeducted: 0,
      leaveMinutes: 0,
      pairs: [],
      settlesAt: null,
    };

    const outcome = calculate(
      aJob({
        rules,
        to: '2026-03-05',
        requested: { from: '2026-03-02', to: '2026-03-05' },
        stored: new Map([['2026-03-02', storedDay]]),
        manualShiftChanges: [
          { employee_id: 'e1', shift_date: '2026-03-02', shift_id: 'night' },
          { employee_id: 'e1', shift_date: '2026-03-03', shift_id: null },
        ],
        workCycleChanges: [{ employee_id: 'e1', effective_date: '2026-03-04', work_cycle_id: 'nights', starting_work_pattern_id: 'n', start_day: 2, start_date: null }],
      }),
      snapshot,
    );

    expect(outcome.writes.map((day) => [day.date, day.dayKind, day.shiftID])).toEqual([
      ['2026-03-02', 'shift', 'night'],
      ['2026-03-03', 'dayOff', null],
      ['2026-03-04', 'dayOff', null],
      ['2026-03-05', 'shift', 'night'],
    ]);
  });

  it('follows FILO switched on for one day, whatever the employee record says, and the record on the others', () => {
    const day = (date: string) => ['08:00', '12:00', '13:00', '17:00'].map((time) => clocking(`${date}T${time}:00+02:00`));
    const monday = day('2026-03-02');
    const tuesday = day('2026-03-03');

    const outcome = calculate(aJob({ clockings: [...monday, ...tuesday], filoDays: new Map([['2026-03-02', true]]) }));

    expect(outcome.writes.map((written) => [written.date, written.statuses, written.pairs.length])).toEqual([
      ['2026-03-02', [1, 160], 1],
      ['2026-03-03', [1], 2],
    ]);
    expect(outcome.writes[0].pairs).toEqual([{ in: monday[0].id, out: monday[3].id }]);
    // Switched off for a day of an employee whose record has it on.
    const off = calculate(aJob({ rules: someWorkRules({ filo: true }), clockings: [...monday, ...tuesday], filoDays: new Map([['2026-03-03', false]]) }));
    expect(off.writes.map((written) => written.statuses)).toEqual([[1, 160], [1]]);
  });

  it('places a night shift on its start date with S and E as instants', () => {
    const rules = someWorkRules({ work_cycle_id: 'nights' });
    const snapshot = aSnapshot({ cycles: new Map([['nights', { id: 'nights', patterns: [{ id: 'n', days: ['night'] }] }]]) });
    const clockings = [clocking('2026-03-02T22:00:00+02:00'), clocking('2026-03-03T06:00:00+02:00')];

    const outcome = calculate(aJob({ rules, clockings, to: '2026-03-02', requested: { from: '2026-03-02', to: '2026-03-02' } }), snapshot);

    expect(outcome.writes[0]).toMatchObject({ date: '2026-03-02', shiftID: 'night', normal: 480, statuses: [1] });
    expect(outcome.writes[0].shiftStart?.toISOString()).toBe('2026-03-02T20:00:00.000Z');
    expect(outcome.writes[0].shiftEnd?.toISOString()).toBe('2026-03-03T04:00:00.000Z');
  });
});

describe('rosteredDays, as PlanWorkRoster answers them', () => {
  const aStoredDay = (date: string, overrides: Partial<StoredDay> = {}): StoredDay => ({
    id: `row-${date}`,
    date,
    locked: false,
    overtimeAuthorised: false,
    dayKind: 'shift',
    shiftID: 'day',
    statuses: [1],
    normal: 480,
    buckets: Array.from({ length: 11 }, () => 0),
    noPay: { total: 0, before: 0, after: 0 },
    short: 0,
    carriedShortOut: 0,
    breakDeducted: 60,
    leaveMinutes: 0,
    pairs: [],
    settlesAt: null,
    ...overrides,
  });
  const planned = (job: EmployeeJob, snapshot = aSnapshot()) => rosteredDays(job, snapshot).map((day) => workRosterDayOf(day, job.leaveDays?.get(day.date)));
  const week = { from: '2026-03-02', to: '2026-03-08', requested: { from: '2026-03-02', to: '2026-03-08' } };

  it('gives each date the roster’s shift and why: the cycle, a replacement rule, a manual change, a non-working flag, with leave and target', () => {
    const snapshot = aSnapshot({ rosterSetup: { replacementRules: { day: [{ dayOfWeek: 4, condition: 'always', shiftId: 'night' }] }, publicHolidayCalendars: [] } });
    const days = planned(
      aJob({
        ...week,
        rules: someWorkRules({ saturday_non_working: true }),
        manualShiftChanges: [{ employee_id: 'e1', shift_date: '2026-03-03', shift_id: null }],
        leaveDays: new Map([['2026-03-02', { kind: 'full' }]]),
      }),
      snapshot,
    );

    expect(days.map((day) => (day.kind === 'error' ? day : [day.date, day.kind, day.shiftID, day.source, day.targetMinutes, day.leave]))).toEqual([
      ['2026-03-02', 'shift', 'day', 'pattern', 480, { full: true }],
      ['2026-03-03', 'dayOff', null, 'shiftChange', 0, null],
      ['2026-03-04', 'shift', 'day', 'pattern', 480, null],
      ['2026-03-05', 'shift', 'night', 'replacement', 480, null],
      ['2026-03-06', 'shift', 'day', 'pattern', 480, null],
      ['2026-03-07', 'dayOff', null, 'saturday', 0, null],
      ['2026-03-08', 'dayOff', null, 'pattern', 0, null],
    ]);
  });

  it('answers a stored day as stored, "calculated" where it is not what the roster gives', () => {
    const stored = new Map([
      ['2026-03-02', aStoredDay('2026-03-02')],
      ['2026-03-03', aStoredDay('2026-03-03', { shiftID: 'night', locked: true })],
    ]);
    const days = planned(aJob({ from: '2026-03-02', to: '2026-03-03', stored }));

    expect(days).toMatchObject([
      { date: '2026-03-02', kind: 'shift', shiftID: 'day', source: 'pattern' },
      { date: '2026-03-03', kind: 'shift', shiftID: 'night', source: 'calculated' },
    ]);
  });

  it('answers an error, not a day off, where a recalculation would fail the day: a start day past its pattern; a locked day stays as stored', () => {
    const job = aJob({
      ...week,
      rules: someWorkRules({ work_pattern_start_day: 9, sunday_non_working: true }),
      stored: new Map([['2026-03-04', aStoredDay('2026-03-04', { locked: true })]]),
    });
    const days = planned(job);

    const error = 'startDay: must be 1..7, the days of pattern p';
    expect(days.map((day) => (day.kind === 'error' ? [day.date, day.error] : [day.date, day.kind, day.source]))).toEqual([
      ['2026-03-02', error],
      ['2026-03-03', error],
      ['2026-03-04', 'shift', 'calculated'],
      ['2026-03-05', error],
      ['2026-03-06', error],
      ['2026-03-07', error],
      // The engine's rule gives a non-working Sunday off before it looks at the cycle's day.
      ['2026-03-08', 'dayOff', 'sunday'],
    ]);
    // A recalculation fails such a day once it has clockings (status 1000), and calculates the Sunday off.
    const clockings = [clocking('2026-03-02T08:00:00+02:00'), clocking('2026-03-02T17:00:00+02:00'), clocking('2026-03-08T08:00:00+02:00'), clocking('2026-03-08T12:00:00+02:00')];
    const outcome = calculate({ ...job, clockings });
    expect(outcome.failures.map((failure) => [failure.date, failure.error])).toEqual([['2026-03-02', error]]);
    expect(outcome.writes.find((day) => day.date === '2026-03-08')).toMatchObject({ dayKind: 'dayOff' });
  });
});
