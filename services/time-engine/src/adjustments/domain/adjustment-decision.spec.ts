import { describe, expect, it } from 'vitest';
import type { TimeAdjustment } from '../../domain';
import { adjustmentDecision, refusalOf, type AdjustmentDay } from './adjustment-decision';
import { engineAction, timeAdjustmentOf } from './adjustment-input';

// 2026-03-04 is a Wednesday (3).
const day = (over: Partial<AdjustmentDay> = {}): AdjustmentDay => ({
  date: '2026-03-04',
  row: { locked: false, hasShift: true },
  exported: false,
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
    expect(adjustmentDecision(add, day({ row: { locked: true, hasShift: true } }), take)).toEqual({ take: false, code: 200 });
    expect(adjustmentDecision(add, day({ typeWeekdays: [1, 2] }), take)).toEqual({ take: false, code: 160 });
    expect(adjustmentDecision(add, day({ typeWeekdays: [3] }), take)).toEqual({ take: true, code: 1 });
    expect(adjustmentDecision({ action: 'futureOvertime', minutes: 60 }, day({ date: '2026-03-12', futureOvertimeExists: true }), take)).toEqual({ take: false, code: 165 });
  });

  it('refuses a day exported to payroll as a locked one (200), saying it is exported, locked or not, before the other refusals', () => {
    expect(adjustmentDecision(add, day({ exported: true }), take)).toEqual({ take: false, code: 200, exported: true });
    expect(adjustmentDecision(add, day({ exported: true, row: { locked: true, hasShift: true } }), take)).toEqual({ take: false, code: 200, exported: true });
    expect(adjustmentDecision(add, day({ exported: true, typeWeekdays: [1] }), take)).toEqual({ take: false, code: 200, exported: true });
    expect(adjustmentDecision({ action: 'futureOvertime', minutes: 60 }, day({ date: '2026-03-12', exported: true }), take)).toEqual({ take: false, code: 200, exported: true });
    expect(adjustmentDecision(add, day({ exported: true }), () => ({ code: 150 }))).toEqual({ take: false, code: 200, exported: true });
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

describe('the engine check on a stored day', () => {
  it('refuses make-up on a day without a shift (110) before asking the engine', () => {
    const never = () => {
      throw new Error('the engine is not asked');
    };
    expect(adjustmentDecision({ action: 'deductMakeUp', minutes: 10 }, day({ row: { locked: false, hasShift: false } }), never)).toEqual({ take: false, code: 110 });
  });

  it('takes a future overtime on a stored day without the day values', () => {
    expect(adjustmentDecision({ action: 'futureOvertime', minutes: 60 }, day({ date: '2026-03-12' }), () => ({ code: 130 }))).toEqual({ take: true, code: 20 });
  });

  it("maps checkAdjustment's answer to codes, and its 400 to the request's field names", () => {
    expect(refusalOf({ ok: true })).toBeNull();
    expect(refusalOf({ ok: false, code: 130, reason: 'no make-up time to deduct from' })).toEqual({ code: 130 });
    expect(refusalOf({ ok: false, code: 400, field: 'minutes', reason: 'more than the 15 minutes there are' })).toMatchObject({ status: 400, field: 'minutes' });
    expect(refusalOf({ ok: false, code: 400, field: 'value', reason: 'must be normal or a bucket 1..10' })).toMatchObject({ status: 400, field: 'timeValue' });
    expect(refusalOf({ ok: false, code: 400, field: 'toValue', reason: 'must differ from value' })).toMatchObject({ status: 400, field: 'toTimeValue' });
    expect(refusalOf({ ok: false, code: 400, field: 'action', reason: 'unknown action' })).toMatchObject({ status: 400, field: 'kind' });
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
