/** The longest wait between attempts at a reader that does not answer, in minutes. */
export const MAX_BACKOFF_MINUTES = 30;

/**
 * Minutes before the next attempt after `failures` attempts in a row failed: 1, 2, 4, 8, 16,
 * then 30 for as long as the reader stays silent. A reader off for a weekend costs two attempts
 * an hour, and one that comes back is read within half an hour.
 */
export function backoffMinutes(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(2 ** Math.min(failures - 1, 5), MAX_BACKOFF_MINUTES);
}
