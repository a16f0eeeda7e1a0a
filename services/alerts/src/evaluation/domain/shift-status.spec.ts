import { describe, expect, it } from 'vitest';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { anEventType } from './event-type.fixture';
import { decideShiftStatusAlerts } from './shift-status';

const thandi: AlertEmployee = { id: 'thandi', employeeNumber: '1001', name: 'Thandi Mokoena', timeZone: 'Africa/Johannesburg' };
const noFilters = new Map<string, Set<string>>();

const aType = (rule: Partial<EventTypeRule> = {}) => anEventType('shiftStatus', { id: 'late-in', name: 'Late in', status: 103, ...rule });

// Monday 2 March 2026, an 08:00 start in Johannesburg (06:00 UTC).
const lateDay = { employeeID: 'thandi', shiftDate: '2026-03-02', statuses: [1, 103], shiftStart: new Date('2026-03-02T06:00:00Z') };
const onTimeDay = { ...lateDay, statuses: [1] };
/** When the days above are calculated: that Monday, noon in Johannesburg. */
const MONDAY_NOON = new Date('2026-03-02T10:00:00Z');

describe('decideShiftStatusAlerts', () => {
  it('decides status:103 for a day calculated late in, with what the message needs', () => {
    expect(decideShiftStatusAlerts([aType()], lateDay, thandi, noFilters, new Map(), MONDAY_NOON)).toEqual([
      {
        eventTypeID: 'late-in',
        eventKind: 'shiftStatus',
        subjectID: 'thandi',
        employeeID: 'thandi',
        day: '2026-03-02',
        cause: 'status:103',
        details: {
          eventTypeName: 'Late in',
          employeeName: 'Thandi Mokoena',
          employeeNumber: '1001',
          shiftDate: '2026-03-02',
          shiftStart: '08:00',
          statusCode: '103',
          statusName: 'Late in',
        },
      },
    ]);
  });

  it('decides nothing for a status the day does not carry, or an employee out of scope', () => {
    expect(decideShiftStatusAlerts([aType({ status: 106 })], lateDay, thandi, noFilters, new Map(), MONDAY_NOON)).toEqual([]);
    expect(decideShiftStatusAlerts([aType({ excludedEmployeeIDs: ['thandi'] })], lateDay, thandi, noFilters, new Map(), MONDAY_NOON)).toEqual([]);
    expect(decideShiftStatusAlerts([aType({ eventKind: 'notClockedIn' })], lateDay, thandi, noFilters, new Map(), MONDAY_NOON)).toEqual([]);
  });

  it('one alert per type: two types on the same status each decide theirs', () => {
    const alerts = decideShiftStatusAlerts([aType(), aType({ id: 'late-in-sms' })], lateDay, thandi, noFilters, new Map(), MONDAY_NOON);
    expect(alerts.map((alert) => [alert.eventTypeID, alert.cause])).toEqual([
      ['late-in', 'status:103'],
      ['late-in-sms', 'status:103'],
    ]);
  });

  it('withdraws an alert decided before when the recalculated day lost the status, only if the type sends corrections', () => {
    const decided = new Map([['late-in/thandi/2026-03-02', new Set(['status:103'])]]);
    const corrected = decideShiftStatusAlerts([aType({ sendCorrection: true })], onTimeDay, thandi, noFilters, decided, MONDAY_NOON);
    expect(corrected).toMatchObject([{ cause: 'withdrawn:status:103', details: { statusCode: '103', statusName: 'Late in', shiftStart: '08:00' } }]);
    expect(decideShiftStatusAlerts([aType()], onTimeDay, thandi, noFilters, decided, MONDAY_NOON)).toEqual([]);
  });

  it('withdraws nothing that was never decided', () => {
    expect(decideShiftStatusAlerts([aType({ sendCorrection: true })], onTimeDay, thandi, noFilters, new Map(), MONDAY_NOON)).toEqual([]);
  });

  it("alerts on the employee's today and yesterday only: a day calculated again later is history, though its correction still goes", () => {
    const tuesdayMorning = new Date('2026-03-03T05:00:00Z');
    const thursday = new Date('2026-03-05T10:00:00Z');
    expect(decideShiftStatusAlerts([aType()], lateDay, thandi, noFilters, new Map(), tuesdayMorning)).toHaveLength(1);
    expect(decideShiftStatusAlerts([aType()], lateDay, thandi, noFilters, new Map(), thursday)).toEqual([]);
    const decided = new Map([['late-in/thandi/2026-03-02', new Set(['status:103'])]]);
    expect(decideShiftStatusAlerts([aType({ sendCorrection: true })], onTimeDay, thandi, noFilters, decided, thursday)).toMatchObject([{ cause: 'withdrawn:status:103' }]);
    // Yesterday is the employee's: 23:30 on Tuesday in UTC is already Wednesday in Johannesburg.
    expect(decideShiftStatusAlerts([aType()], lateDay, thandi, noFilters, new Map(), new Date('2026-03-03T23:30:00Z'))).toEqual([]);
  });

  it('leaves the start blank on a day without a planned start', () => {
    const offDay = { employeeID: 'thandi', shiftDate: '2026-03-07', statuses: [4, 145], shiftStart: null };
    expect(decideShiftStatusAlerts([aType({ status: 145 })], offDay, thandi, noFilters, new Map(), MONDAY_NOON)).toMatchObject([
      { cause: 'status:145', details: { shiftStart: '', statusName: 'Overtime to be authorised' } },
    ]);
  });
});
