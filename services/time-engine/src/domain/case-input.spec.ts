import { describe, expect, it } from 'vitest';
import { calculateShift } from './calculate-shift';
import { fromCaseInput } from './case-input';
import { InvalidShiftInputError } from './errors';

function aCase(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2026-03-02',
    now: '2026-03-20T00:00',
    shift: { start: '08:00', end: '17:00', targetMinutes: 480 },
    clockings: [{ at: '2026-03-02T08:00' }, { at: '2026-03-02T17:00' }],
    ...overrides,
  };
}

function fieldOf(value: unknown): string | undefined {
  try {
    calculateShift(fromCaseInput(value));
    return undefined;
  } catch (error) {
    if (error instanceof InvalidShiftInputError) return error.field;
    throw error;
  }
}

describe('fromCaseInput', () => {
  it('puts clockings in time order and turns a night shift end into the next day', () => {
    const input = fromCaseInput(
      aCase({
        shift: { start: '22:00', end: '06:00', targetMinutes: 450 },
        clockings: [{ at: '2026-03-03T06:00' }, { at: '2026-03-02T22:00' }],
      }),
    );

    expect(input.shift).toMatchObject({ start: 1320, end: 1800 });
    expect(input.clockings).toEqual([{ minute: 1320 }, { minute: 1800 }]);
  });

  it.each([
    ['date', aCase({ date: '2026-02-30' })],
    ['now', aCase({ now: '2026-03-20' })],
    ['shift.start', aCase({ shift: { start: '8:00', end: '17:00', targetMinutes: 480 } })],
    ['shift.targetMinutes', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: -1 } })],
    ['shift.grase', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: 480, grase: {} } })],
    ['shift.breaks[0].end', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: 480, breaks: [{ start: '12:00', paid: false }] } })],
    ['shift.rounding.in.block', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: 480, rounding: { in: { block: 7 } } } })],
    ['shift.rounding.out.breakPoint', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: 480, rounding: { out: { block: 15, breakPoint: 15 } } } })],
    ['shift.overtimeTiers[0].bucket', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: 480, overtimeTiers: [{ bucket: 11 }] } })],
    ['shift.flexi.latestStart', aCase({ shift: { start: '08:00', end: '17:00', targetMinutes: 480, flexi: { earliestStart: '09:00', latestStart: '07:00', earliestEnd: '16:00', latestEnd: '18:00' } } })],
    ['clockings[1].at', aCase({ clockings: [{ at: '2026-03-02T08:00' }, { at: 'later' }] })],
    ['clockings[0].direction', aCase({ clockings: [{ at: '2026-03-02T08:00', direction: 'in' }] })],
    ['leave.position', aCase({ leave: { minutes: 60, position: 'MIDDLE' } })],
    ['leave.minutes', aCase({ leave: { minutes: 600, position: 'BEGIN' } })],
    ['overtimeHistory.limit.days', aCase({ overtimeHistory: { limit: { limits: { 1: 60 } } } })],
    ['carriedShortIn', aCase({ carriedShortIn: 'none' })],
    ['clearedExceptions[0]', aCase({ clearedExceptions: [102] })],
    ['colour', aCase({ colour: 'blue' })],
    ['adjustments[0].minutes', aCase({ adjustments: [{ action: 'add', minutes: 0, value: 'normal' }] })],
    ['adjustments[0].value', aCase({ adjustments: [{ action: 'deduct', minutes: 10, value: 'overtime1' }] })],
    ['adjustments[1].action', aCase({ adjustments: [{ action: 'none', minutes: 0 }, { action: 'payTime', minutes: 10 }] })],
    ['adjustments[0].noPayType', aCase({ adjustments: [{ action: 'fromNoPay', minutes: 10, noPayType: 'NPX' }] })],
    ['adjustments[0].reason', aCase({ adjustments: [{ action: 'none', minutes: 0, reason: 'typo' }] })],
  ])('names %s when it is wrong', (field, value) => {
    expect(fieldOf(value)).toBe(field);
  });
});
