import { describe, expect, it } from 'vitest';
import type { TimeAdjustment } from '../../domain';
import { adjustmentDecision, type AdjustmentDay } from './adjustment-decision';
import { engineAction, timeAdjustmentOf } from './adjustment-input';
import { adjustmentRefusal, madeUpMinutes, type DayFigures } from './adjustment-refusal';

// 2026-03-04 is a Wednesday (3).
const day = (over: Partial<AdjustmentDay> = {}): AdjustmentDay => ({
  date: '2026-03-04',
  row: { locked: false },
  today: '2026-03-10',
  typeWeekdays: [],
  futureOvertimeExists: false,
  ...over,
});
const take = () => null;
const add: TimeAdjustment = { action: 'add', minutes: 30, value: 'normal' };

describe('adjustmentDecision', () => {
  it('takes an adjustment on a stored day (1), a future overtime (20), and one on a day with no row yet (10)', () => {
    expect(adjustmentDecision(add, day(), take)).toEqual({ take: true, code: 1 });
    expect(adjustmentDecision({ action: 'futureOvertime', minutes: 60 }, day({ date: '2026-03-12', row: null }), take)).toEqual({ take: true, code: 20 });
    expect(adjustmentDecision(add, day({ row: null }), take)).toEqual({ take: true, code: 10 });
  });

  it('refuses a locked day (200), a weekday the type does not allow (160) and a second future overtime (165)', () => {
    expect(adjustmentDecision(add, day({ row: { locked: true } }), take)).toEqual({ take: false, code: 200 });
    expect(adjustmentDecision(add, day({ typeWeekdays: [1, 2] }), take)).toEqual({ take: false, code: 160 });
    expect(adjustmentDecision(add, day({ typeWeekdays: [3] }), take)).toEqual({ take: true, code: 1 });
    expect(adjustmentDecision({ action: 'futureOvertime', minutes: 60 }, day({ date: '2026-03-12', futureOvertimeExists: true }), take)).toEqual({ take: false, code: 165 });
  });

  it('refuses what needs the day values on a day with no row: 110 for make-up, 100 for the rest', () => {
    expect(adjustmentDecision({ action: 'deductMakeUp', minutes: 10 }, day({ row: null }), take)).toEqual({ take: false, code: 110 });
    expect(adjustmentDecision({ action: 'fromNoPay', minutes: 10, noPayType: 'NPB' }, day({ row: null }), take)).toEqual({ take: false, code: 100 });
  });

  it('answers 400 naming the field for missing or contradictory input and a past future overtime', () => {
    expect(adjustmentDecision({ action: 'add', minutes: 30 }, day(), take)).toMatchObject({ status: 400, field: 'timeValue' });
    expect(adjustmentDecision({ action: 'transfer', minutes: 30, value: '1', toValue: '1' }, day(), take)).toMatchObject({ status: 400, field: 'toTimeValue' });
    expect(adjustmentDecision({ action: 'futureOvertime', minutes: 30 }, day(), take)).toMatchObject({ status: 400, field: 'kind' });
  });

  it('passes the day-value refusal through', () => {
    expect(adjustmentDecision(add, day(), () => ({ code: 150 }))).toEqual({ take: false, code: 150 });
    expect(adjustmentDecision(add, day(), () => ({ status: 400, field: 'minutes', message: 'too much' }))).toEqual({ take: false, status: 400, field: 'minutes', message: 'too much' });
  });
});

describe('adjustmentRefusal against the stored values', () => {
  const buckets = [0, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const values: DayFigures = { normal: 420, buckets, noPay: { total: 60, before: 15, after: 5 }, carriedShortOut: 20 };
  const shift = { hasShift: true, makeUpRule: true, madeUpMinutes: 30 };

  it('deducts or transfers no more than the value holds (400 naming minutes)', () => {
    expect(adjustmentRefusal(values, { action: 'deduct', minutes: 90, value: '1' }, shift)).toBeNull();
    expect(adjustmentRefusal(values, { action: 'deduct', minutes: 91, value: '1' }, shift)).toMatchObject({ status: 400, field: 'minutes' });
    expect(adjustmentRefusal(values, { action: 'transfer', minutes: 1, value: '2', toValue: 'normal' }, shift)).toMatchObject({ status: 400, field: 'minutes' });
  });

  it('takes no-pay of the chosen type only while there is that much (150): NP is the plain part', () => {
    expect(adjustmentRefusal(values, { action: 'fromNoPay', minutes: 15, noPayType: 'NPB' }, shift)).toBeNull();
    expect(adjustmentRefusal(values, { action: 'fromNoPay', minutes: 16, noPayType: 'NPB' }, shift)).toEqual({ code: 150 });
    expect(adjustmentRefusal(values, { action: 'fromNoPay', minutes: 5, noPayType: 'NPA' }, shift)).toBeNull();
    expect(adjustmentRefusal(values, { action: 'fromNoPay', minutes: 40, noPayType: 'NP' }, shift)).toBeNull();
    expect(adjustmentRefusal(values, { action: 'fromNoPay', minutes: 41, noPayType: 'NP' }, shift)).toEqual({ code: 150 });
  });

  it('refuses carried short time beyond what is carried (140) and make-up without a shift, a rule or enough made up (110, 120, 130)', () => {
    expect(adjustmentRefusal(values, { action: 'deductCarried', minutes: 21 }, shift)).toEqual({ code: 140 });
    expect(adjustmentRefusal(values, { action: 'deductCarried', minutes: 20 }, shift)).toBeNull();
    expect(adjustmentRefusal(values, { action: 'deductMakeUp', minutes: 10 }, { ...shift, hasShift: false })).toEqual({ code: 110 });
    expect(adjustmentRefusal(values, { action: 'deductMakeUp', minutes: 10 }, { ...shift, makeUpRule: false })).toEqual({ code: 120 });
    expect(adjustmentRefusal(values, { action: 'deductMakeUp', minutes: 31 }, shift)).toEqual({ code: 130 });
    expect(adjustmentRefusal(values, { action: 'deductMakeUp', minutes: 30 }, shift)).toBeNull();
  });

  it('reads the made-up minutes from normal time above what was worked', () => {
    // Target 480, worked 420 (short 60), 30 made up from overtime: normal 450.
    expect(madeUpMinutes({ ...values, normal: 450, short: 60 }, 480, false)).toBe(30);
    expect(madeUpMinutes({ ...values, normal: 480, short: 0 }, 480, false)).toBe(0);
    expect(madeUpMinutes({ ...values, normal: 450, short: 60 }, 480, true)).toBe(0);
  });
});

describe('the engine input of a stored adjustment', () => {
  it('maps the kind and the type action to the engine action, and overtimeN to bucket N', () => {
    expect(engineAction('time', 'deductShortTimeCarriedOver')).toBe('deductCarried');
    expect(engineAction('time', 'addTime')).toBe('add');
    expect(engineAction('fromNoPay', null)).toBe('fromNoPay');
    expect(timeAdjustmentOf({ action: 'transfer', minutes: 20, timeValue: 'overtime10', toTimeValue: 'normal', noPayType: null })).toEqual({
      action: 'transfer',
      minutes: 20,
      value: '10',
      toValue: 'normal',
    });
  });
});
