import { describe, expect, it } from 'vitest';
import { placeShift, scheduledShiftOn } from '../domain';
import { employeeRosterOf, overtimeLimitRuleOf, rosterSetupOf, shiftDefinitionOf, workCycleOf, type EmployeeWorkRulesRow, type ShiftRow } from './setup-rows.util';

function aShiftRow(overrides: Partial<ShiftRow> = {}): ShiftRow {
  return {
    id: 's1',
    name: 'Day',
    start_time: '08:00',
    end_time: '17:00',
    target_work_hours: 480,
    no_target_hours: false,
    grace_late_in: 5,
    grace_early_in: 0,
    grace_early_out: 0,
    grace_late_out: 10,
    flexi: false,
    earliest_start: null,
    latest_start: null,
    earliest_end: null,
    latest_end: null,
    breaks: [
      { shiftBreakID: null, start: '12:00', end: '13:00', minutes: null, after: null, paid: false },
      { shiftBreakID: null, start: null, end: null, minutes: 15, after: 240, paid: true },
    ],
    pre_shift_overtime: false,
    overtime_tiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 3, maxMinutes: null }],
    requires_overtime_authorisation: true,
    overtime_limit_id: null,
    replacement_rules: [{ dayOfWeek: 6, condition: 'always', shiftID: 's2' }],
    rounding_in: { block: 15, startMinutes: 0, breakPoint: 7 },
    rounding_out: null,
    make_up: { fromBuckets: [1, 3], carryShortTime: true },
    ...overrides,
  };
}

const rules = (overrides: Partial<EmployeeWorkRulesRow> = {}): EmployeeWorkRulesRow => ({
  id: 'e1',
  time_zone: null,
  work_cycle_id: 'c1',
  starting_work_pattern_id: 'p2',
  work_pattern_start_day: 2,
  work_pattern_start_date: '2026-03-02',
  auto_shift_detection: false,
  auto_shift_template_id: null,
  friday_non_working: false,
  saturday_non_working: false,
  sunday_non_working: true,
  public_holiday_non_working: true,
  filo: false,
  overtime_limit_id: null,
  public_holiday_calendar_ids: [],
  ...overrides,
});

describe('the setup rows the engine reads', () => {
  it('turn a shift row into the shift definition the engine places', () => {
    const placed = placeShift(shiftDefinitionOf(aShiftRow()));

    expect(placed).toMatchObject({
      start: 480,
      end: 1020,
      grace: { lateIn: 5, earlyIn: 0, earlyOut: 0, lateOut: 10 },
      breaks: [
        { kind: 'fixed', start: 720, end: 780, paid: false },
        { kind: 'floating', minutes: 15, after: 240, paid: true },
      ],
      overtimeTiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 3, maxMinutes: null }],
      roundingIn: { block: 15, startMinutes: 0, breakPoint: 7 },
      roundingOut: null,
      requiresOvertimeAuthorisation: true,
      makeUp: { fromBuckets: [1, 3], carryShortTime: true },
      flexi: null,
    });
  });

  it('place a flexi night shift’s ends on the next day', () => {
    const flexi = aShiftRow({ start_time: '21:00', end_time: '05:00', flexi: true, earliest_start: '20:00', latest_start: '22:00', earliest_end: '04:00', latest_end: '06:00', breaks: [] });

    expect(placeShift(shiftDefinitionOf(flexi)).flexi).toEqual({ earliestStart: 1200, latestStart: 1320, earliestEnd: 1680, latestEnd: 1800 });
  });

  it('build the roster: cycle position from the starting pattern and day, flags, calendars and replacement rules', () => {
    const cycles = new Map([['c1', workCycleOf({ id: 'c1', work_patterns: [{ workPatternID: 'p1' }, { workPatternID: 'p2' }] }, new Map([
      ['p1', { id: 'p1', days: ['s1', null] }],
      ['p2', { id: 'p2', days: ['s1', 's1', 's1'] }],
    ]))]]);
    const roster = employeeRosterOf(rules(), cycles)!;
    const setup = rosterSetupOf([aShiftRow()], [{ calendar_id: 'default', is_default: true, dates: ['2026-03-04'] }]);

    // 2 March is day 2 of p2: then p2 day 3, p1 day 1 (a holiday here), p1 day 2, p2 day 1, p2 day 2 (a Saturday), p2 day 3 (a Sunday).
    const week = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].map((date) => scheduledShiftOn(roster, date, setup));
    expect(week).toEqual([
      { kind: 'shift', shiftId: 's1', source: 'pattern' },
      { kind: 'shift', shiftId: 's1', source: 'pattern' },
      { kind: 'dayOff', reason: 'publicHoliday' },
      { kind: 'dayOff', reason: 'pattern' },
      { kind: 'shift', shiftId: 's1', source: 'pattern' },
      { kind: 'shift', shiftId: 's2', source: 'replacement' },
      { kind: 'dayOff', reason: 'sunday' },
    ]);
  });

  it('give no roster without a work cycle or a start date, and refuse a cycle that names a missing pattern', () => {
    expect(employeeRosterOf(rules({ work_cycle_id: null }), new Map())).toBeNull();
    expect(employeeRosterOf(rules({ work_pattern_start_date: null }), new Map())).toBeNull();
    const broken = new Map([['c1', workCycleOf({ id: 'c1', work_patterns: [{ workPatternID: 'gone' }] }, new Map())]]);
    expect(() => employeeRosterOf(rules(), broken)).toThrow(/work cycle c1/);
  });

  it('build a roster from work cycle changes and manual changes alone, a deleted cycle failing only its own days', () => {
    const patterns = new Map([['p1', { id: 'p1', days: ['s1', null] }]]);
    const cycles = new Map([['c1', workCycleOf({ id: 'c1', work_patterns: [{ workPatternID: 'p1' }] }, patterns)]]);
    const setup = rosterSetupOf([], []);
    const roster = employeeRosterOf(
      rules({ work_cycle_id: null }),
      cycles,
      [
        { employee_id: 'e', effective_date: '2026-03-02', work_cycle_id: 'c1', starting_work_pattern_id: 'p1', start_day: 2, start_date: null },
        { employee_id: 'e', effective_date: '2026-03-10', work_cycle_id: 'gone', starting_work_pattern_id: 'p1', start_day: 1, start_date: null },
      ],
      [{ employee_id: 'e', shift_date: '2026-02-27', shift_id: 's9' }],
    )!;

    expect(scheduledShiftOn(roster, '2026-02-27', setup)).toEqual({ kind: 'shift', shiftId: 's9', source: 'manual' });
    expect(scheduledShiftOn(roster, '2026-03-01', setup)).toEqual({ kind: 'noRoster' });
    expect(scheduledShiftOn(roster, '2026-03-02', setup)).toEqual({ kind: 'dayOff', reason: 'pattern' });
    expect(scheduledShiftOn(roster, '2026-03-03', setup)).toEqual({ kind: 'shift', shiftId: 's1', source: 'pattern' });
    expect(() => scheduledShiftOn(roster, '2026-03-10', setup)).toThrow(/work cycle gone has no work patterns/);
  });

  it('index an overtime limit rule by bucket', () => {
    expect(overtimeLimitRuleOf({ id: 'l', number_of_days: 7, limits: [{ bucket: 2, limitMinutes: 300 }] })).toEqual({
      days: 7,
      limits: [null, null, 300, null, null, null, null, null, null, null, null],
    });
  });
});
