import { defaultTimeZone, jobKind } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { decideReaderSilentAlerts, type EventTypeRule } from '../domain';
import { insertAlerts, silentReaders } from '../evaluation.store';
import { EventTypeClockJob, type EventTypeClockJobData } from './event-type-clock.job';

export const READER_SILENT = jobKind<EventTypeClockJobData>('reader-silent');

/**
 * Alerts on the readers not heard from for an event type's minutes. A silence already alerted is
 * stored again and changes nothing (its cause names the same last contact); readers are few, so
 * the tick does not first look for what it decided before.
 */
export class ReaderSilentJob extends EventTypeClockJob {
  readonly kind = READER_SILENT;
  protected readonly eventKind = 'readerSilent';

  protected async evaluate(manager: EntityManager, type: EventTypeRule, now: Date): Promise<number> {
    if (type.minutesSilent === null) return 0;
    const readers = await silentReaders(manager, new Date(now.getTime() - type.minutesSilent * 60_000), defaultTimeZone(this.runtime.config));
    return insertAlerts(manager, decideReaderSilentAlerts([type], readers, now));
  }
}
