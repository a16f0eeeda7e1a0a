import type { DecidedAlert } from './alert';
import type { EventTypeRule } from './event-type';
import { localDateTime } from './local-time';

/** A registered reader and when it last delivered data (ingestion.v_reader_contacts with api.v_scanners). */
export interface ReaderContact {
  readerID: string;
  name: string;
  /** IANA zone; the company's when the reader has none. */
  timeZone: string;
  lastSeenAt: Date;
}

/** One silence of a reader: it ends when the reader is heard from again, so the next silence has another cause. */
export function silentCause(lastSeenAt: Date): string {
  return `silent:${lastSeenAt.toISOString()}`;
}

/**
 * The readerSilent alerts of one tick: each reader not heard from for at least the type's
 * `minutesSilent` by `now`, once per silence (the cause names the last contact), dated the
 * reader's local date of that contact. Readers never heard from have no contact and are not here.
 */
export function decideReaderSilentAlerts(types: readonly EventTypeRule[], readers: readonly ReaderContact[], now: Date): DecidedAlert[] {
  const alerts: DecidedAlert[] = [];
  for (const type of types) {
    if (type.eventKind !== 'readerSilent' || type.minutesSilent === null) continue;
    const silentSince = now.getTime() - type.minutesSilent * 60_000;
    for (const reader of readers) {
      if (reader.lastSeenAt.getTime() > silentSince) continue;
      const lastSeen = localDateTime(reader.lastSeenAt, reader.timeZone);
      alerts.push({
        eventTypeID: type.id,
        eventKind: type.eventKind,
        subjectID: reader.readerID,
        employeeID: null,
        day: lastSeen.date,
        cause: silentCause(reader.lastSeenAt),
        details: { eventTypeName: type.name, readerName: reader.name, lastSeen: `${lastSeen.date} ${lastSeen.time}` },
      });
    }
  }
  return alerts;
}
