import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, epochDay } from './clock';
import { InvalidShiftInputError } from './errors';
import { type EmployeeRoster, type RosterSetup, scheduledShiftOn, type WorkCycle } from './roster';

const threeWeekCycle: WorkCycle = {
  id: 'three-week',
  patterns: [
    { id: 'early', days: ['E', 'E', 'E', 'E', 'E', null, null] },
    { id: 'late', days: ['L', 'L', 'L', 'L', 'L', null, null] },
    { id: 'night', days: ['N', 'N', 'N', 'N', 'N', null, null] },
  ],
};
const everyDayCycle: WorkCycle = { id: 'every-day', patterns: [{ id: 'daily', days: ['D', 'D', 'D', 'D', 'D', 'D', 'D'] }] };

const calendars = [
  { id: 'national', isDefault: true, dates: ['2028-01-03'] },
  { id: 'regional', isDefault: false, dates: ['2028-02-29'] },
];

function aSetup(overrides: Partial<RosterSetup> = {}): RosterSetup {
  return { replacementRules: {}, publicHolidayCalendars: calendars, ...overrides };
}

function anEmployee(overrides: Partial<EmployeeRoster> = {}): EmployeeRoster {
  return {
    cycle: { workCycle: threeWeekCycle, startingPatternId: 'early', startDay: 1, startDate: '2027-12-20' },
    nonWorking: { friday: false, saturday: false, sunday: false, publicHoliday: false },
    publicHolidayCalendarIds: [],
    ...overrides,
  };
}

const shift = (shiftId: string, source: 'pattern' | 'replacement' | 'manual' = 'pattern') => ({ kind: 'shift', shiftId, source });
const dayOff = (reason: string) => ({ kind: 'dayOff', reason });

describe('scheduledShiftOn: the work cycle', () => {
  it('has no roster before the start date', () => {
    expect(scheduledShiftOn(anEmployee(), '2027-12-19', aSetup())).toEqual({ kind: 'noRoster' });
  });

  it('walks a 3-week cycle from 2027-12-20 through the year end and the leap day to 2028-03-05', () => {
    const shiftOfWeek = ['E', 'L', 'N'];
    for (let date = '2027-12-20'; date <= '2028-03-05'; date = addDays(date, 1)) {
      const days = epochDay(date, 'date') - epochDay('2027-12-20', 'date');
      const expected = dayOfWeek(date) <= 5 ? shift(shiftOfWeek[Math.floor(days / 7) % 3]) : dayOff('pattern');
      expect(scheduledShiftOn(anEmployee(), date, aSetup()), date).toEqual(expected);
    }
  });

  it.each([
    ['2027-12-31', shift('L')],
    ['2028-01-01', dayOff('pattern')],
    ['2028-01-03', shift('N')],
    ['2028-01-10', shift('E')],
    ['2028-02-28', shift('L')],
    ['2028-02-29', shift('L')],
    ['2028-03-01', shift('L')],
    ['2028-03-05', dayOff('pattern')],
    ['2028-03-06', shift('N')],
  ])('%s', (date, expected) => {
    expect(scheduledShiftOn(anEmployee(), date, aSetup())).toEqual(expected);
  });

  it('counts from the starting pattern and start day', () => {
    const employee = anEmployee({ cycle: { workCycle: threeWeekCycle, startingPatternId: 'late', startDay: 3, startDate: '2028-02-29' } });

    expect(scheduledShiftOn(employee, '2028-02-29', aSetup())).toEqual(shift('L'));
    expect(scheduledShiftOn(employee, '2028-03-03', aSetup())).toEqual(dayOff('pattern'));
    expect(scheduledShiftOn(employee, '2028-03-05', aSetup())).toEqual(shift('N'));
  });

  it('applies a work cycle change from its effective date', () => {
    const employee = anEmployee({
      workCycleChanges: [{ effectiveDate: '2028-01-10', workCycle: everyDayCycle, startingPatternId: 'daily', startDay: 1 }],
    });

    expect(scheduledShiftOn(employee, '2028-01-09', aSetup())).toEqual(dayOff('pattern'));
    expect(scheduledShiftOn(employee, '2028-01-10', aSetup())).toEqual(shift('D'));
    expect(scheduledShiftOn(employee, '2028-01-15', aSetup())).toEqual(shift('D'));
  });

  it('anchors a changed cycle at its own start date when it has one', () => {
    const alternating: WorkCycle = { id: 'on-off', patterns: [{ id: 'two-day', days: ['P', null] }] };
    const employee = anEmployee({
      workCycleChanges: [
        { effectiveDate: '2028-01-10', startDate: '2028-01-01', workCycle: alternating, startingPatternId: 'two-day', startDay: 1 },
      ],
    });

    expect(scheduledShiftOn(employee, '2028-01-10', aSetup())).toEqual(dayOff('pattern'));
    expect(scheduledShiftOn(employee, '2028-01-11', aSetup())).toEqual(shift('P'));
  });

  it('rosters an employee without a cycle of their own from a work cycle change on', () => {
    const employee = anEmployee({
      cycle: null,
      workCycleChanges: [{ effectiveDate: '2028-01-10', workCycle: everyDayCycle, startingPatternId: 'daily', startDay: 1 }],
    });

    expect(scheduledShiftOn(employee, '2028-01-09', aSetup())).toEqual({ kind: 'noRoster' });
    expect(scheduledShiftOn(employee, '2028-01-10', aSetup())).toEqual(shift('D'));
  });

  it('refuses only the days a change to a cycle without patterns (deleted since) applies to', () => {
    const employee = anEmployee({
      workCycleChanges: [{ effectiveDate: '2028-01-10', workCycle: { id: 'gone', patterns: [] }, startingPatternId: 'daily', startDay: 1 }],
    });

    expect(scheduledShiftOn(employee, '2028-01-07', aSetup())).toEqual(shift('N'));
    expect(() => scheduledShiftOn(employee, '2028-01-10', aSetup())).toThrow(/work cycle gone has no work patterns/);
  });

  it('refuses a starting pattern that is not in the cycle and a pattern longer than 14 days', () => {
    const unknownPattern = anEmployee({ cycle: { workCycle: threeWeekCycle, startingPatternId: 'weekend', startDay: 1, startDate: '2027-12-20' } });
    const tooLong: WorkCycle = { id: 'long', patterns: [{ id: 'fifteen', days: new Array<string>(15).fill('D') }] };
    const longPattern = anEmployee({ cycle: { workCycle: tooLong, startingPatternId: 'fifteen', startDay: 1, startDate: '2027-12-20' } });

    expect(() => scheduledShiftOn(unknownPattern, '2028-01-10', aSetup())).toThrow(InvalidShiftInputError);
    expect(() => scheduledShiftOn(longPattern, '2028-01-10', aSetup())).toThrow(InvalidShiftInputError);
  });
});

describe('scheduledShiftOn: non-working flags and public holidays', () => {
  const daily = (nonWorking: Partial<EmployeeRoster['nonWorking']>, publicHolidayCalendarIds: string[] = []) =>
    anEmployee({
      cycle: { workCycle: everyDayCycle, startingPatternId: 'daily', startDay: 1, startDate: '2027-12-20' },
      nonWorking: { friday: false, saturday: false, sunday: false, publicHoliday: false, ...nonWorking },
      publicHolidayCalendarIds,
    });

  it.each([
    ['friday', '2028-03-03'],
    ['saturday', '2028-03-04'],
    ['sunday', '2028-03-05'],
  ] as const)('the %s flag makes that day a day off whatever the pattern says', (flag, date) => {
    expect(scheduledShiftOn(daily({ [flag]: true }), date, aSetup())).toEqual(dayOff(flag));
    expect(scheduledShiftOn(daily({ [flag]: true }), '2028-03-01', aSetup())).toEqual(shift('D'));
    expect(scheduledShiftOn(daily({}), date, aSetup())).toEqual(shift('D'));
  });

  it('takes public holidays from the default calendar when the employee has none', () => {
    const employee = daily({ publicHoliday: true });

    expect(scheduledShiftOn(employee, '2028-01-03', aSetup())).toEqual(dayOff('publicHoliday'));
    expect(scheduledShiftOn(employee, '2028-02-29', aSetup())).toEqual(shift('D'));
  });

  it("takes public holidays from the employee's own calendars instead of the default", () => {
    const employee = daily({ publicHoliday: true }, ['regional']);

    expect(scheduledShiftOn(employee, '2028-02-29', aSetup())).toEqual(dayOff('publicHoliday'));
    expect(scheduledShiftOn(employee, '2028-01-03', aSetup())).toEqual(shift('D'));
  });

  it('works a public holiday when the flag is off', () => {
    expect(scheduledShiftOn(daily({}), '2028-01-03', aSetup())).toEqual(shift('D'));
  });
});

describe('scheduledShiftOn: replacement rules', () => {
  const employee = (publicHoliday: boolean) =>
    anEmployee({
      cycle: { workCycle: everyDayCycle, startingPatternId: 'daily', startDay: 1, startDate: '2027-12-20' },
      nonWorking: { friday: false, saturday: false, sunday: false, publicHoliday },
    });
  const setup = aSetup({
    replacementRules: {
      D: [
        { dayOfWeek: 6, condition: 'always', shiftId: 'D-SAT' },
        { dayOfWeek: 1, condition: 'publicHoliday', shiftId: 'D-PH' },
      ],
    },
  });

  it('swaps the shift on every matching day of the week with condition always', () => {
    expect(scheduledShiftOn(employee(false), '2028-03-04', setup)).toEqual(shift('D-SAT', 'replacement'));
    expect(scheduledShiftOn(employee(false), '2028-03-03', setup)).toEqual(shift('D'));
  });

  it('swaps the shift only on a public holiday with condition public holiday', () => {
    expect(scheduledShiftOn(employee(false), '2028-01-03', setup)).toEqual(shift('D-PH', 'replacement'));
    expect(scheduledShiftOn(employee(false), '2028-01-10', setup)).toEqual(shift('D'));
  });

  it('gives way to the public-holiday non-working flag', () => {
    expect(scheduledShiftOn(employee(true), '2028-01-03', setup)).toEqual(dayOff('publicHoliday'));
  });
});

describe('scheduledShiftOn: manual shift changes', () => {
  it('override the non-working flags, the pattern and the replacement rules', () => {
    const employee = anEmployee({
      nonWorking: { friday: false, saturday: false, sunday: true, publicHoliday: false },
      manualShiftChanges: [
        { date: '2028-03-05', shiftId: 'X' },
        { date: '2028-02-29', shiftId: null },
      ],
    });

    expect(scheduledShiftOn(employee, '2028-03-05', aSetup())).toEqual(shift('X', 'manual'));
    expect(scheduledShiftOn(employee, '2028-02-29', aSetup())).toEqual(dayOff('manual'));
  });

  it('give a shift even before the roster starts', () => {
    const employee = anEmployee({ manualShiftChanges: [{ date: '2027-12-01', shiftId: 'X' }] });

    expect(scheduledShiftOn(employee, '2027-12-01', aSetup())).toEqual(shift('X', 'manual'));
  });
});
