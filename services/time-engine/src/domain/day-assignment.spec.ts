import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calculateShift } from './calculate-shift';
import { addDays } from './clock';
import { assignClockingsToDays, localDateOf, type PlannedDay, shiftDayInputOf } from './day-assignment';
import { InvalidShiftInputError } from './errors';
import type { ShiftDefinition } from './shift-definition';

function aShift(overrides: Partial<ShiftDefinition> = {}): ShiftDefinition {
  return { id: 'day', start: '08:00', end: '17:00', targetMinutes: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }], ...overrides };
}

const night = aShift({ id: 'night', start: '22:00', end: '06:00', targetMinutes: 450, breaks: [{ start: '02:00', end: '02:30', paid: false }] });
const morning = aShift({ id: 'morning', start: '06:00', end: '14:00', targetMinutes: 450, breaks: [] });

describe('assignClockingsToDays: night shifts across daylight-saving changes', () => {
  it.each([
    ['Europe/London, clocks forward', 'Europe/London', '2026-03-28', '2026-03-28T22:00:00Z', '2026-03-29T05:00:00Z', 420],
    ['Europe/London, clocks back', 'Europe/London', '2026-10-24', '2026-10-24T21:00:00Z', '2026-10-25T06:00:00Z', 540],
    ['America/New_York, clocks forward', 'America/New_York', '2026-03-07', '2026-03-08T03:00:00Z', '2026-03-08T10:00:00Z', 420],
    ['America/New_York, clocks back', 'America/New_York', '2026-10-31', '2026-11-01T02:00:00Z', '2026-11-01T11:00:00Z', 540],
  ])('%s: a 22:00–06:00 shift lasts %#', (_label, zone, date, clockIn, clockOut, length) => {
    const plan: PlannedDay[] = [{ date, shift: night }];

    const [day] = assignClockingsToDays(zone, plan, [{ at: clockIn }, { at: clockOut }]).days;

    expect(day.shift!.start).toBe(1320);
    expect(day.shift!.end - day.shift!.start).toBe(length);
    expect(day.clockings).toEqual([{ minute: 1320 }, { minute: 1320 + length }]);
  });

  it('pays the 7 hours actually worked on the spring-forward night', () => {
    const [day] = assignClockingsToDays('Europe/London', [{ date: '2026-03-28', shift: night }], [
      { at: '2026-03-28T22:00:00Z' },
      { at: '2026-03-29T06:00:00+01:00' },
    ]).days;

    const result = calculateShift(shiftDayInputOf(day, { now: '2026-04-01T00:00:00Z' }));

    expect(result).toMatchObject({ normal: 390, overtime: {}, breakDeducted: 30, short: 60, statuses: [1] });
  });

  it('pays the 9 hours actually worked on the fall-back night, the hour beyond target as overtime', () => {
    const [day] = assignClockingsToDays('Europe/London', [{ date: '2026-10-24', shift: night }], [
      { at: '2026-10-24T22:00:00+01:00' },
      { at: '2026-10-25T06:00:00+00:00' },
    ]).days;

    const result = calculateShift(shiftDayInputOf(day, { now: '2026-11-01T00:00:00Z' }));

    expect(result).toMatchObject({ normal: 450, overtime: { 1: 60 }, breakDeducted: 30, short: 0, statuses: [1] });
  });

  it('leaves an ordinary day at wall-clock minutes', () => {
    const [day] = assignClockingsToDays('Europe/London', [{ date: '2026-03-02', shift: aShift() }], [
      { at: '2026-03-02T07:58:30Z' },
      { at: '2026-03-02T17:02:00Z' },
    ]).days;

    expect(day.shift).toMatchObject({ start: 480, end: 1020 });
    expect(day.clockings).toEqual([{ minute: 478 }, { minute: 1022 }]);
  });
});

describe('assignClockingsToDays: which day a clocking belongs to', () => {
  it('gives a clocking two windows hold to the shift whose S is nearest', () => {
    const plan: PlannedDay[] = [
      { date: '2026-03-02', shift: night },
      { date: '2026-03-03', shift: morning },
    ];

    const { days } = assignClockingsToDays('Europe/London', plan, [
      { at: '2026-03-02T21:55:00Z' },
      { at: '2026-03-03T01:30:00Z' },
      { at: '2026-03-03T05:50:00Z' },
      { at: '2026-03-03T14:00:00Z' },
    ]);

    expect(days[0].clockings).toEqual([{ minute: 1315 }, { minute: 1530 }]);
    expect(days[1].clockings).toEqual([{ minute: 350 }, { minute: 840 }]);
  });

  it('puts the OUT of a night shift on the shift date', () => {
    const plan: PlannedDay[] = [
      { date: '2026-03-02', shift: night },
      { date: '2026-03-03', shift: null },
    ];

    const { days } = assignClockingsToDays('Europe/London', plan, [{ at: '2026-03-02T21:55:00Z' }, { at: '2026-03-03T06:40:00Z' }]);

    expect(days[0].clockings).toEqual([{ minute: 1315 }, { minute: 1840 }]);
    expect(days[1].clockings).toEqual([]);
  });

  it('gives a clocking in no window to its own local date, a day off included', () => {
    const plan: PlannedDay[] = [
      { date: '2026-03-07', shift: aShift() },
      { date: '2026-03-08', shift: null },
    ];

    const { days } = assignClockingsToDays('America/New_York', plan, [{ at: '2026-03-08T15:00:00Z' }, { at: '2026-03-08T19:30:00Z' }]);

    // 11:00 and 15:30 EDT on the day the clocks went forward: 600 and 870 minutes after midnight.
    expect(days[1].clockings).toEqual([{ minute: 600 }, { minute: 870 }]);
    expect(days[0].clockings).toEqual([]);
  });

  it('marks a scheduled day whose clockings all lie outside its window as wrong shift', () => {
    const { days } = assignClockingsToDays('Europe/London', [{ date: '2026-03-02', shift: aShift() }], [
      { at: '2026-03-02T22:00:00Z' },
      { at: '2026-03-02T23:30:00Z' },
    ]);

    expect(days[0].wrongShift).toBe(true);
    expect(calculateShift(shiftDayInputOf(days[0], { now: '2026-03-20T00:00:00Z' })).statuses).toEqual([105]);
  });

  it('counts every clocking of the day once one lies inside the window', () => {
    const { days } = assignClockingsToDays('Europe/London', [{ date: '2026-03-02', shift: aShift() }], [
      { at: '2026-03-02T08:00:00Z' },
      { at: '2026-03-02T22:00:00Z' },
    ]);

    expect(days[0].wrongShift).toBe(false);
    expect(days[0].clockings).toEqual([{ minute: 480 }, { minute: 1320 }]);
  });

  it('drops a clocking less than 2 minutes after the previous kept one', () => {
    const assignment = assignClockingsToDays('Europe/London', [{ date: '2026-03-02', shift: aShift() }], [
      { at: '2026-03-02T08:00:10Z', direction: 'IN' },
      { at: '2026-03-02T08:01:50Z', direction: 'IN' },
      { at: '2026-03-02T08:02:00Z', direction: 'OUT' },
    ]);

    expect(assignment.days[0].clockings).toEqual([{ minute: 480, direction: 'IN' }, { minute: 482, direction: 'OUT' }]);
    expect(assignment.duplicates).toEqual([{ at: '2026-03-02T08:01:50Z', direction: 'IN' }]);
  });

  it('reports clockings whose date is outside the plan instead of losing them', () => {
    const assignment = assignClockingsToDays('Europe/London', [{ date: '2026-03-02', shift: aShift() }], [{ at: '2026-03-05T08:00:00Z' }]);

    expect(assignment.unplaced).toEqual([{ at: '2026-03-05T08:00:00Z' }]);
  });

  it('refuses an unknown time zone and an instant without an offset', () => {
    expect(() => assignClockingsToDays('Europe/Londn', [], [])).toThrow(InvalidShiftInputError);
    expect(() => assignClockingsToDays('Europe/London', [], [{ at: '2026-03-02T08:00' }])).toThrow(/clockings\[0\]\.at/);
  });

  it('turns "now" into minutes from the shift date\'s local midnight', () => {
    const [day] = assignClockingsToDays('America/New_York', [{ date: '2026-03-02', shift: aShift() }], []).days;

    expect(shiftDayInputOf(day, { now: '2026-03-02T15:00:00Z' }).now).toBe(600);
  });
});

describe('assignClockingsToDays with auto shift detection', () => {
  const template = [morning, aShift(), night];
  const weekdays = (dates: string[]): PlannedDay[] => dates.map((date) => ({ date, shift: aShift() }));

  it("picks the template shift whose S is nearest each day's first clocking", () => {
    const plan = weekdays(['2026-03-02', '2026-03-03', '2026-03-04']);

    const { days } = assignClockingsToDays(
      'Europe/London',
      plan,
      [{ at: '2026-03-02T06:10:00Z' }, { at: '2026-03-02T14:00:00Z' }, { at: '2026-03-03T21:50:00Z' }, { at: '2026-03-04T06:05:00Z' }],
      template,
    );

    expect(days.map((day) => day.shiftId)).toEqual(['morning', 'night', 'day']);
    expect(days.map((day) => day.clockings.map((clocking) => clocking.minute))).toEqual([[370, 840], [1310, 1805], []]);
  });

  it('takes the earlier S when two are equally near', () => {
    const early = aShift({ id: 'seven', start: '07:00', end: '15:00' });
    const late = aShift({ id: 'nine', start: '09:00', end: '17:00' });

    const { days } = assignClockingsToDays('Europe/London', weekdays(['2026-03-02']), [{ at: '2026-03-02T08:00:00Z' }], [late, early]);

    expect(days[0].shiftId).toBe('seven');
  });

  it('leaves days off alone', () => {
    const { days } = assignClockingsToDays('Europe/London', [{ date: '2026-03-07', shift: null }], [{ at: '2026-03-07T06:00:00Z' }], template);

    expect(days[0]).toMatchObject({ shiftId: null, shift: null, clockings: [{ minute: 360 }] });
  });

  it('leaves a day planned with keepShift as planned, and its window takes its clockings', () => {
    const plan: PlannedDay[] = [
      { date: '2026-03-02', shift: night, keepShift: true },
      { date: '2026-03-03', shift: aShift() },
    ];

    const { days } = assignClockingsToDays('Europe/London', plan, [{ at: '2026-03-02T21:55:00Z' }, { at: '2026-03-03T06:02:00Z' }], [morning, aShift()]);

    expect(days.map((day) => day.shiftId)).toEqual(['night', 'day']);
    expect(days.map((day) => day.clockings.map((clocking) => clocking.minute))).toEqual([[1315, 1802], []]);
  });

  it('keeps the rostered shift of a working day without clockings, so absence still shows', () => {
    const { days } = assignClockingsToDays('Europe/London', weekdays(['2026-03-02']), [], template);

    expect(calculateShift(shiftDayInputOf(days[0], { now: '2026-03-20T00:00:00Z' })).statuses).toEqual([100]);
  });
});

describe('localDateOf', () => {
  // Midnight changes (Havana, Santiago), half and quarter hours (Lord Howe, Kathmandu), the date line's edges.
  const zones = ['Europe/London', 'America/New_York', 'America/Havana', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

  it('gives the local date luxon gives, around every midnight of a year and through each day', () => {
    for (const zone of zones) {
      const minutes: number[] = [];
      for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
        const midnight = DateTime.fromISO(date, { zone }).toMillis() / 60_000;
        minutes.push(midnight - 1, midnight, midnight + 1, midnight + 127, midnight + 719);
      }
      const differing = minutes.filter((minute) => localDateOf(minute, zone) !== DateTime.fromMillis(minute * 60_000, { zone }).toISODate());
      expect({ zone, differing }).toEqual({ zone, differing: [] });
    }
  });
});
