import { DateTime } from 'luxon';

/** Oldest clocking a reader may hold; older dates are a device with a lost clock (as for push). */
export const EARLIEST_LOCAL_TIME = '2000-01-01T00:00:00';

/**
 * Whether a record's wall time can be a clocking: a real date and time, not before 2000 and not
 * more than a day ahead of the reader's own clock now (a reader with a wrong clock must not
 * create clockings in the future).
 */
export function isReaderLocalTime(localTime: string, zone: string, now: Date): boolean {
  const time = DateTime.fromISO(localTime, { zone });
  if (!time.isValid || localTime < EARLIEST_LOCAL_TIME) return false;
  return time.toMillis() <= now.getTime() + 86_400_000;
}

/** How far the reader's clock (its wall time, in its zone) is ahead of `now`, in whole seconds; negative when behind. */
export function clockOffsetSeconds(readerLocalTime: string, zone: string, now: Date): number | null {
  const time = DateTime.fromISO(readerLocalTime, { zone });
  if (!time.isValid) return null;
  return Math.round((time.toMillis() - now.getTime()) / 1000);
}
