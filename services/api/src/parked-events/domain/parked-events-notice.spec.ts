import { describe, expect, it } from 'vitest';
import { noticeRecipients, parkedEventsNoticeDue, type ParkedEventGroup } from './parked-events-notice';

const at = (time: string) => new Date(`2026-11-28T${time}:00Z`);
const group = (newest: string): ParkedEventGroup => ({
  service: 'time-engine',
  consumer: 'time-engine.clockings',
  count: 2,
  failing: 1,
  oldestParkedAt: at('08:00'),
  newestFailedAt: at(newest),
  reason: 'Invalid time value',
});

describe('when parked events are mailed', () => {
  it('never while nothing is parked, whenever the last notice was', () => {
    expect(parkedEventsNoticeDue([], null, at('09:00'))).toBeNull();
    expect(parkedEventsNoticeDue([], { noticedAt: new Date('2026-11-01T00:00:00Z'), newestFailedAt: at('08:00') }, at('09:00'))).toBeNull();
  });

  it('at once for the first events parked', () => {
    expect(parkedEventsNoticeDue([group('08:00')], null, at('08:05'))).toBe('parked');
  });

  it('for events that failed since the last notice, no sooner than an hour after it', () => {
    const last = { noticedAt: at('08:05'), newestFailedAt: at('08:00') };
    expect(parkedEventsNoticeDue([group('08:30')], last, at('08:35'))).toBeNull();
    expect(parkedEventsNoticeDue([group('08:30')], last, at('09:04'))).toBeNull();
    expect(parkedEventsNoticeDue([group('08:30')], last, at('09:05'))).toBe('parked');
    // The newest of any consumer counts.
    expect(parkedEventsNoticeDue([group('07:00'), { ...group('08:30'), consumer: 'alerts.shifts' }], last, at('09:10'))).toBe('parked');
  });

  it('not again for the same events within a day; then a reminder while they stay', () => {
    const last = { noticedAt: at('08:05'), newestFailedAt: at('08:00') };
    expect(parkedEventsNoticeDue([group('08:00')], last, at('12:00'))).toBeNull();
    expect(parkedEventsNoticeDue([group('08:00')], last, new Date('2026-11-29T08:04:00Z'))).toBeNull();
    expect(parkedEventsNoticeDue([group('08:00')], last, new Date('2026-11-29T08:05:00Z'))).toBe('reminder');
  });

  it('goes to those who may list parked events (administrators and setupSystem), once per address in any case', () => {
    const user = (username: string, email: string, isAdministrator: boolean, permissions: Record<string, true>) => ({ username, email, rights: { isAdministrator, permissions } });
    const users = [
      user('admin', 'ops@example.com', true, {}),
      user('operator', 'Ops@Example.com', false, { setupSystem: true }),
      user('clerk', 'clerk@example.com', false, { clkTimeAdjustments: true }),
      user('supervisor', 'supervisor@example.com', false, { setupSystem: true }),
    ];
    expect(noticeRecipients(users).map((recipient) => recipient.username)).toEqual(['admin', 'supervisor']);
  });
});
