import { describe, expect, it } from 'vitest';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { anEventType } from './event-type.fixture';
import { decideNotClockedInAlerts, decideNotClockedInCorrections, isNotClockedIn, notClockedInWithdrawn, type DayInProgress } from './not-clocked-in';

const thandi: AlertEmployee = { id: 'thandi', employeeNumber: '1001', name: 'Thandi Mokoena', timeZone: 'Africa/Johannesburg' };
const noFilters = new Map<string, Set<string>>();

const aType = (rule: Partial<EventTypeRule> = {}) => anEventType('notClockedIn', { id: 'awol-15', name: 'Not in by 15 minutes', minutesAfterShiftStart: 15, ...rule });

/** Local Johannesburg time (UTC+2) on Monday 2 March 2026. */
const sast = (time: string) => new Date(`2026-03-02T${time}:00+02:00`);

// 08:00 to 17:00: the window closes at 21:00 (E + 4h), when no clocking makes the day AWOL.
const waiting: DayInProgress = { employeeID: 'thandi', shiftDate: '2026-03-02', statuses: [0], shiftStart: sast('08:00'), settlesAt: sast('21:00') };

describe('isNotClockedIn', () => {
  it('is due from S + N, not a minute before', () => {
    expect(isNotClockedIn(waiting, 15, sast('08:14'))).toBe(false);
    expect(isNotClockedIn(waiting, 15, sast('08:15'))).toBe(true);
    expect(isNotClockedIn(waiting, 0, sast('08:00'))).toBe(true);
  });

  it('is due while the window is open, and no longer once it has closed (a restart does not alert for an old day)', () => {
    expect(isNotClockedIn(waiting, 15, sast('20:59'))).toBe(true);
    expect(isNotClockedIn(waiting, 15, sast('21:00'))).toBe(false);
    expect(isNotClockedIn(waiting, 15, new Date('2026-03-09T08:30:00+02:00'))).toBe(false);
  });

  it('is not due once the employee clocked (2), on leave (5), on a day without a start, or a day settled', () => {
    expect(isNotClockedIn({ ...waiting, statuses: [2] }, 15, sast('08:30'))).toBe(false);
    expect(isNotClockedIn({ ...waiting, statuses: [5] }, 15, sast('08:30'))).toBe(false);
    expect(isNotClockedIn({ ...waiting, shiftStart: null }, 15, sast('08:30'))).toBe(false);
    expect(isNotClockedIn({ ...waiting, statuses: [100], settlesAt: null }, 15, sast('08:30'))).toBe(false);
  });
});

describe('decideNotClockedInAlerts', () => {
  it('decides one notClockedIn alert per type that is due, with the start in the employee zone', () => {
    const alerts = decideNotClockedInAlerts([aType(), aType({ id: 'awol-30', minutesAfterShiftStart: 30 })], waiting, thandi, noFilters, sast('08:20'));
    expect(alerts).toEqual([
      {
        eventTypeID: 'awol-15',
        eventKind: 'notClockedIn',
        subjectID: 'thandi',
        employeeID: 'thandi',
        day: '2026-03-02',
        cause: 'notClockedIn',
        details: {
          eventTypeName: 'Not in by 15 minutes',
          employeeName: 'Thandi Mokoena',
          employeeNumber: '1001',
          shiftDate: '2026-03-02',
          shiftStart: '08:00',
          minutesAfterShiftStart: '15',
        },
      },
    ]);
  });

  it('decides nothing for an excluded employee or one the filter does not select', () => {
    expect(decideNotClockedInAlerts([aType({ excludedEmployeeIDs: ['thandi'] })], waiting, thandi, noFilters, sast('08:20'))).toEqual([]);
    expect(decideNotClockedInAlerts([aType({ employeeFilterID: 'night-shift' })], waiting, thandi, new Map([['night-shift', new Set(['pieter'])]]), sast('08:20'))).toEqual([]);
  });
});

describe('notClockedIn corrections', () => {
  const recalculated = { employeeID: 'thandi', shiftDate: '2026-03-02', statuses: [1], shiftStart: sast('08:00'), firstClockingAt: sast('08:10') };
  const decided = new Map([['awol-15/thandi/2026-03-02', new Set(['notClockedIn'])]]);

  it('withdraws when a clocking by S + N arrives late, the day became a day off, or full-day leave was booked', () => {
    expect(notClockedInWithdrawn(recalculated, 15)).toBe(true);
    expect(notClockedInWithdrawn({ ...recalculated, firstClockingAt: sast('08:15') }, 15)).toBe(true);
    expect(notClockedInWithdrawn({ ...recalculated, shiftStart: null, firstClockingAt: null, statuses: [3] }, 15)).toBe(true);
    expect(notClockedInWithdrawn({ ...recalculated, firstClockingAt: null, statuses: [5] }, 15)).toBe(true);
  });

  it('does not withdraw for an employee who arrived after S + N', () => {
    expect(notClockedInWithdrawn({ ...recalculated, firstClockingAt: sast('08:40'), statuses: [1, 103] }, 15)).toBe(false);
    expect(notClockedInWithdrawn({ ...recalculated, firstClockingAt: null, statuses: [0] }, 15)).toBe(false);
  });

  it('sends withdrawn:notClockedIn only for types with sendCorrection that alerted before', () => {
    expect(decideNotClockedInCorrections([aType({ sendCorrection: true })], recalculated, thandi, noFilters, decided)).toMatchObject([
      { eventTypeID: 'awol-15', cause: 'withdrawn:notClockedIn', details: { shiftStart: '08:00', minutesAfterShiftStart: '15' } },
    ]);
    expect(decideNotClockedInCorrections([aType()], recalculated, thandi, noFilters, decided)).toEqual([]);
    expect(decideNotClockedInCorrections([aType({ sendCorrection: true })], recalculated, thandi, noFilters, new Map())).toEqual([]);
  });
});
