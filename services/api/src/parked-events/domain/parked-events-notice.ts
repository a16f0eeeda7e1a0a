import { callByName, hasPermission, type UserRights } from '@tna/contracts';

/** One consumer's parked events, as the notice lists them. */
export interface ParkedEventGroup {
  service: string;
  consumer: string;
  /** Every parked event of the consumer, those waiting behind a failing one of their key included. */
  count: number;
  /** The events its handler failed on (the rest wait behind them). */
  failing: number;
  oldestParkedAt: Date;
  /**
   * When its newest failing event was parked. Events held behind a failing one do not count: an
   * employee's later clockings join the wait as they come, and are no news.
   */
  newestFailedAt: Date;
  /** The error of its first failing event. */
  reason: string | null;
}

/** The last notice mailed, and the newest failing event it covered. */
export interface ParkedEventsNotice {
  noticedAt: Date;
  newestFailedAt: Date;
}

/** Events that failed since the last notice are mailed no sooner than this after it. */
export const NOTICE_GAP_MS = 60 * 60 * 1000;
/** While events stay parked and none are new, a reminder goes out this long after the last notice. */
export const REMINDER_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the system's administrators are to be mailed about parked events now
 * (docs/deploy.md, "Parked events"): `parked` when events failed and were parked since the last
 * notice (at once the first time, then at most one an hour), `reminder` when events stay parked a
 * day after the last notice, else null (nothing parked, or nothing new within the hour).
 */
export function parkedEventsNoticeDue(groups: readonly ParkedEventGroup[], last: ParkedEventsNotice | null, now: Date): 'parked' | 'reminder' | null {
  if (groups.length === 0) return null;
  if (last === null) return 'parked';
  const since = now.getTime() - last.noticedAt.getTime();
  if (newestFailedAt(groups).getTime() > last.newestFailedAt.getTime() && since >= NOTICE_GAP_MS) return 'parked';
  return since >= REMINDER_MS ? 'reminder' : null;
}

/** The newest failing event of any consumer: what a notice covers. */
export function newestFailedAt(groups: readonly ParkedEventGroup[]): Date {
  return new Date(Math.max(...groups.map((group) => group.newestFailedAt.getTime())));
}

const GET_PARKED_EVENTS = callByName('GetParkedEvents')!;

/** Who is mailed: those the api's guard lets list parked events, one per address (in any case). */
export function noticeRecipients<U extends { email: string; rights: UserRights }>(users: readonly U[]): U[] {
  const byAddress = new Map<string, U>();
  for (const user of users) {
    const address = user.email.toLowerCase();
    if (hasPermission(GET_PARKED_EVENTS, user.rights) && !byAddress.has(address)) byAddress.set(address, user);
  }
  return [...byAddress.values()];
}
