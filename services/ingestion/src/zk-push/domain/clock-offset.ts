/** A real-time upload carries the punch just made: firmware in real-time mode sends each one at once, a backlog comes in larger batches. */
export const REAL_TIME_UPLOAD_MAX_LINES = 10;

/** The newest line must lie this close to our clock: anything further is a late delivery, not a clock that runs wrong. */
export const REAL_TIME_UPLOAD_WITHIN_SECONDS = 300;

/**
 * A push reader's clock minus ours, in whole seconds, read off a real-time ATTLOG upload: its
 * newest clocking (already an instant, from the reader's local time in its zone) was stamped by
 * the reader's clock moments before `receivedAt`. Null when the upload is not real-time (more than
 * REAL_TIME_UPLOAD_MAX_LINES lines, or the newest further than REAL_TIME_UPLOAD_WITHIN_SECONDS
 * from our clock either way). The delivery's own delay makes the figure a little low (by well
 * under a second on a live reader), and a clocking carries whole seconds.
 */
export function uploadClockOffset(clockedAts: readonly string[], receivedAt: Date): number | null {
  if (clockedAts.length === 0 || clockedAts.length > REAL_TIME_UPLOAD_MAX_LINES) return null;
  const newest = Math.max(...clockedAts.map((at) => Date.parse(at)));
  const seconds = (newest - receivedAt.getTime()) / 1000;
  return Math.abs(seconds) > REAL_TIME_UPLOAD_WITHIN_SECONDS ? null : Math.round(seconds);
}
