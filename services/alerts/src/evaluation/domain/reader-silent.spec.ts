import { describe, expect, it } from 'vitest';
import type { EventTypeRule } from './event-type';
import { anEventType } from './event-type.fixture';
import { decideReaderSilentAlerts, type ReaderContact } from './reader-silent';

const aType = (rule: Partial<EventTypeRule> = {}) => anEventType('readerSilent', { id: 'type-1', name: 'Reader down', minutesSilent: 15, ...rule });
const aReader = (reader: Partial<ReaderContact> = {}): ReaderContact => ({
  readerID: 'reader-1',
  name: 'Front gate',
  timeZone: 'Africa/Johannesburg',
  lastSeenAt: new Date('2026-03-09T21:50:00Z'),
  ...reader,
});

describe('readerSilent', () => {
  it('alerts on a reader silent for the type\'s minutes, dated and shown in the reader\'s zone, naming the last contact', () => {
    // 21:50 UTC is 23:50 in Johannesburg; 15 minutes later it is past midnight there, the alert still dated the day of the contact.
    expect(decideReaderSilentAlerts([aType()], [aReader()], new Date('2026-03-09T22:05:00Z'))).toEqual([
      {
        eventTypeID: 'type-1',
        eventKind: 'readerSilent',
        subjectID: 'reader-1',
        employeeID: null,
        day: '2026-03-09',
        cause: 'silent:2026-03-09T21:50:00.000Z',
        details: { eventTypeName: 'Reader down', readerName: 'Front gate', lastSeen: '2026-03-09 23:50' },
      },
    ]);
  });

  it('says nothing of a reader heard from within the minutes', () => {
    expect(decideReaderSilentAlerts([aType()], [aReader()], new Date('2026-03-09T22:04:59Z'))).toEqual([]);
  });

  it('gives a reader that came back and went silent again a new cause, and each silence the same cause at every tick', () => {
    const first = decideReaderSilentAlerts([aType()], [aReader()], new Date('2026-03-09T22:05:00Z'))[0].cause;
    expect(decideReaderSilentAlerts([aType()], [aReader()], new Date('2026-03-10T08:00:00Z'))[0].cause).toBe(first);
    const again = decideReaderSilentAlerts([aType()], [aReader({ lastSeenAt: new Date('2026-03-10T07:00:00Z') })], new Date('2026-03-10T08:00:00Z'));
    expect(again.map((alert) => [alert.cause, alert.day])).toEqual([['silent:2026-03-10T07:00:00.000Z', '2026-03-10']]);
  });

  it('applies each type\'s own minutes, and ignores other kinds and types without minutes', () => {
    const types = [aType(), aType({ id: 'type-2', minutesSilent: 60 }), aType({ id: 'type-3', minutesSilent: null }), aType({ id: 'type-4', eventKind: 'payrollExported' })];
    const readers = [aReader(), aReader({ readerID: 'reader-2', lastSeenAt: new Date('2026-03-09T20:00:00Z') })];
    expect(decideReaderSilentAlerts(types, readers, new Date('2026-03-09T22:05:00Z')).map((alert) => `${alert.eventTypeID}/${alert.subjectID}`)).toEqual([
      'type-1/reader-1',
      'type-1/reader-2',
      'type-2/reader-2',
    ]);
  });
});
