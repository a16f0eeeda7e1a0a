import { DateTime } from 'luxon';
import { READER_EPOCH } from '../../zk-push/domain/attendance-log';

/**
 * Whether a record's wall time can be a clocking: a real date and time, after the readers' epoch
 * (a reset clock's 2000-01-01 00:00) and not more than a day ahead of the reader's own clock now
 * (a reader with a wrong clock must not create clockings in the future).
 */
export function isReaderLocalTime(localTime: string, zone: string, now: Date): boolean {
  const time = DateTime.fromISO(localTime, { zone });
  if (!time.isValid || localTime <= READER_EPOCH) return false;
  return time.toMillis() <= now.getTime() + 86_400_000;
}

/** How far the reader's clock (its wall time, in its zone) is ahead of `now`, in whole seconds; negative when behind. */
export function clockOffsetSeconds(readerLocalTime: string, zone: string, now: Date): number | null {
  const time = DateTime.fromISO(readerLocalTime, { zone });
  if (!time.isValid) return null;
  return Math.round((time.toMillis() - now.getTime()) / 1000);
}
