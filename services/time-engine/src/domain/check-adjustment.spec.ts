import { describe, expect, it } from 'vitest';
import { fromCaseInput } from './case-input';
import { checkAdjustment } from './check-adjustment';
import { InvalidShiftInputError } from './errors';
import ownCases from './fixtures/own-cases.json';
import workedCases from './fixtures/worked-cases.json';
import type { ShiftDayInput, TimeAdjustment } from './types';

const SHIFT = {
  start: '08:00',
  end: '17:00',
  targetMinutes: 480,
  breaks: [{ start: '12:00', end: '13:00', paid: false }],
  overtimeTiers: [{ bucket: 1, maxMinutes: 120 }, { bucket: 2 }],
};

/** 2 March, calculated on the 20th; 08:00–17:00 with lunch, no grace. */
function aDay(overrides: Record<string, unknown> = {}): ShiftDayInput {
  return fromCaseInput({
    date: '2026-03-02',
    now: '2026-03-20T00:00',
    shift: SHIFT,
    clockings: [{ at: '2026-03-02T08:00' }, { at: '2026-03-02T18:00' }],
    ...overrides,
  });
}

const withMakeUp = (carryShortTime: boolean) => ({ ...SHIFT, makeUp: { fromBuckets: [1], carryShortTime } });

describe('checkAdjustment', () => {
  it('accepts none, and add to any value', () => {
    expect(checkAdjustment(aDay(), { action: 'none', minutes: 0 })).toEqual({ ok: true });
    expect(checkAdjustment(aDay(), { action: 'add', minutes: 30, value: '7' })).toEqual({ ok: true });
  });

  it.each<[string, TimeAdjustment]>([
    ['minutes', { action: 'add', minutes: 0, value: 'normal' }],
    ['minutes', { action: 'deduct', minutes: -5, value: 'normal' }],
    ['minutes', { action: 'add', minutes: 1.5, value: 'normal' }],
    ['value', { action: 'add', minutes: 10, value: '11' }],
    ['value', { action: 'deduct', minutes: 10 }],
    ['toValue', { action: 'transfer', minutes: 10, value: '1' }],
    ['toValue', { action: 'transfer', minutes: 10, value: '1', toValue: '1' }],
    ['noPayType', { action: 'fromNoPay', minutes: 10 }],
    ['action', { action: 'pay' as TimeAdjustment['action'], minutes: 10 }],
  ])('refuses a malformed adjustment with 400 naming %s', (field, adjustment) => {
    expect(checkAdjustment(aDay(), adjustment)).toMatchObject({ ok: false, code: 400, field });
  });

  it('refuses deducting more than the value holds with 400 naming minutes', () => {
    // 60 minutes of overtime in bucket 1, normal 480.
    expect(checkAdjustment(aDay(), { action: 'deduct', minutes: 60, value: '1' })).toEqual({ ok: true });
    expect(checkAdjustment(aDay(), { action: 'deduct', minutes: 61, value: '1' })).toMatchObject({ ok: false, code: 400, field: 'minutes' });
    expect(checkAdjustment(aDay(), { action: 'deduct', minutes: 1, value: '2' })).toMatchObject({ ok: false, code: 400, field: 'minutes' });
  });

  it('judges against the values the earlier adjustments left', () => {
    const day = aDay({ adjustments: [{ action: 'transfer', minutes: 50, value: '1', toValue: 'normal' }] });

    expect(checkAdjustment(day, { action: 'transfer', minutes: 10, value: '1', toValue: '3' })).toEqual({ ok: true });
    expect(checkAdjustment(day, { action: 'transfer', minutes: 11, value: '1', toValue: '3' })).toMatchObject({ ok: false, code: 400, field: 'minutes' });
  });

  it('refuses deductMakeUp without a make-up rule (120) and with nothing made up (130)', () => {
    const deduct: TimeAdjustment = { action: 'deductMakeUp', minutes: 10 };
    expect(checkAdjustment(aDay(), deduct)).toMatchObject({ ok: false, code: 120 });
    expect(checkAdjustment(aDay({ shift: withMakeUp(true) }), deduct)).toMatchObject({ ok: false, code: 130 });
    expect(checkAdjustment(aDay({ shift: null }), deduct)).toMatchObject({ ok: false, code: 120 });
  });

  it('allows deductMakeUp up to what make-up moved into normal time, counting earlier deductions', () => {
    // 45 carried short minutes made up from the 60 overtime minutes.
    const day = aDay({ shift: withMakeUp(false), carriedShortIn: 45 });
    expect(checkAdjustment(day, { action: 'deductMakeUp', minutes: 45 })).toEqual({ ok: true });
    expect(checkAdjustment(day, { action: 'deductMakeUp', minutes: 46 })).toMatchObject({ ok: false, code: 400, field: 'minutes' });

    const deducted = { ...day, adjustments: [{ action: 'deductMakeUp', minutes: 45 } as const] };
    expect(checkAdjustment(deducted, { action: 'deductMakeUp', minutes: 1 })).toMatchObject({ ok: false, code: 130 });
  });

  it('refuses deductCarried with none carried (140) and more than carried (400 minutes)', () => {
    expect(checkAdjustment(aDay(), { action: 'deductCarried', minutes: 10 })).toMatchObject({ ok: false, code: 140 });
    const carried = aDay({ shift: null, carriedShortIn: 30 });
    expect(checkAdjustment(carried, { action: 'deductCarried', minutes: 30 })).toEqual({ ok: true });
    expect(checkAdjustment(carried, { action: 'deductCarried', minutes: 31 })).toMatchObject({ ok: false, code: 400, field: 'minutes' });
  });

  it('refuses fromNoPay beyond that kind of no-pay with 150', () => {
    // 20 late and 30 early: NP B 20, NP A 30, no plain no-pay.
    const day = aDay({ clockings: [{ at: '2026-03-02T08:20' }, { at: '2026-03-02T16:30' }] });
    expect(checkAdjustment(day, { action: 'fromNoPay', noPayType: 'NPB', minutes: 20 })).toEqual({ ok: true });
    expect(checkAdjustment(day, { action: 'fromNoPay', noPayType: 'NPB', minutes: 21 })).toMatchObject({ ok: false, code: 150 });
    expect(checkAdjustment(day, { action: 'fromNoPay', noPayType: 'NPA', minutes: 31 })).toMatchObject({ ok: false, code: 150 });
    expect(checkAdjustment(day, { action: 'fromNoPay', noPayType: 'NP', minutes: 1 })).toMatchObject({ ok: false, code: 150 });
  });

  it('takes future overtime only for a future date, and only once (165)', () => {
    const future = aDay({ now: '2026-02-27T09:00', clockings: [] });
    const approve: TimeAdjustment = { action: 'futureOvertime', minutes: 120 };

    expect(checkAdjustment(future, approve)).toEqual({ ok: true });
    expect(checkAdjustment({ ...future, adjustments: [approve] }, approve)).toMatchObject({ ok: false, code: 165 });
    expect(checkAdjustment(aDay({ now: '2026-03-02T06:00', clockings: [] }), approve)).toMatchObject({ ok: false, code: 400, field: 'date' });
  });

  it('throws, as calculateShift does, when the day itself cannot be calculated', () => {
    const broken = { ...aDay(), clockings: [{ minute: 600 }, { minute: 480 }] };
    expect(() => checkAdjustment(broken, { action: 'add', minutes: 5, value: 'normal' })).toThrow(InvalidShiftInputError);
  });

  it('accepts every adjustment of the worked and own cases, each given the ones before it', () => {
    const cases = [...workedCases, ...ownCases] as { name: string; adjustments?: TimeAdjustment[] }[];
    const withAdjustments = cases.filter((oneCase) => oneCase.adjustments !== undefined);
    expect(withAdjustments.length).toBeGreaterThan(15);
    for (const oneCase of withAdjustments) {
      if (oneCase.name.startsWith('adjusted beyond what the day now holds')) continue;
      const day = fromCaseInput(oneCase);
      const made = day.adjustments ?? [];
      made.forEach((adjustment, index) => {
        // Future overtime is approved before the day: an hour before its midnight.
        const now = adjustment.action === 'futureOvertime' ? -60 : day.now;
        expect(checkAdjustment({ ...day, now, adjustments: made.slice(0, index) }, adjustment), `${oneCase.name} #${index + 1}`).toEqual({ ok: true });
      });
    }
  });
});
