import type { Clocking, Minute, PlacedShift } from './types';

/** A scheduled day's clockings count when one lies within [S − 4h, E + 4h]; the shift is over at E + 4h. */
export const WINDOW_MINUTES = 240;

export interface DayWindow {
  readonly start: Minute;
  readonly end: Minute;
}

/**
 * The scheduled window, never moved by leave (§4). A flexi shift's window spans its whole
 * flexible range, so a flexi worker's clockings up to the latest end + 4h still count.
 */
export function shiftWindow(shift: PlacedShift): DayWindow {
  const flexi = shift.flexi;
  return {
    start: (flexi ? flexi.earliestStart : shift.start) - WINDOW_MINUTES,
    end: (flexi ? flexi.latestEnd : shift.end) + WINDOW_MINUTES,
  };
}

/** 105: the day has clockings and none of them lies in the window. */
export function allOutsideWindow(clockings: readonly Clocking[], window: DayWindow): boolean {
  for (const clocking of clockings) if (clocking.minute >= window.start && clocking.minute <= window.end) return false;
  return clockings.length > 0;
}
