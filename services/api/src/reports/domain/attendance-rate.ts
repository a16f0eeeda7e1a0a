/**
 * The attendance rate in percent, one decimal: the days present over the scheduled days not on
 * leave (leave is absence the employer agreed to, so it neither helps nor hurts). Null when
 * every scheduled day was leave: there is nothing to rate.
 */
export function attendanceRate(present: number, scheduled: number, onLeave: number): number | null {
  const expected = scheduled - onLeave;
  if (expected <= 0) return null;
  return Math.round((present * 1000) / expected) / 10;
}
