import { READER_ONLINE_WITHIN_SECONDS, type ReaderConnection } from '@tna/contracts';

/**
 * How recent a reader's last contact must be for it to count as online, in seconds: a push
 * reader polls every READER_POLL_SECONDS (three polls missed, plus the contact's coalescing); a
 * pull reader is read on its schedule (three of its longest gaps missed); a file reader is never
 * contacted, so it is neither (null).
 */
export function onlineWithinSeconds(connection: ReaderConnection, pullGapSeconds: number | null): number | null {
  if (connection === 'push') return READER_ONLINE_WITHIN_SECONDS;
  if (connection === 'pull') return pullGapSeconds === null ? null : 3 * pullGapSeconds;
  return null;
}

/** Online: heard from within the threshold; never heard from is offline; no threshold, no answer. */
export function isOnline(lastContactAt: Date | null, now: Date, withinSeconds: number | null): boolean | null {
  if (withinSeconds === null) return null;
  if (lastContactAt === null) return false;
  return now.getTime() - lastContactAt.getTime() <= withinSeconds * 1000;
}
