/** What a day looks like before a manual shift change. */
export interface DayBeforeChange {
  readonly locked: boolean;
  /** The leave service has booked leave on the day (time_engine.leave_days). */
  readonly onLeave?: boolean;
  /** The day's manual shift change, if it has one (shiftID null: a day off). */
  readonly manual: { readonly shiftID: string | null } | null;
  /** The stored day, if it has one. */
  readonly stored: { readonly dayKind: 'shift' | 'dayOff' | 'noRoster'; readonly shiftID: string | null } | null;
}

export type DayChangeOutcome = 'locked' | 'onLeave' | 'same' | 'change';

/**
 * A locked day is refused (150); a day with leave too (151): its leave is booked against its
 * shift, so the leave is cancelled first. A day already has the shift asked for (10) when its manual
 * change names it, or, without a manual change, when its stored day shows it (a day off for
 * null; a day without a roster is not a day off). Any other day is changed.
 */
export function dayChangeOutcome(day: DayBeforeChange, shiftID: string | null): DayChangeOutcome {
  if (day.locked) return 'locked';
  if (day.onLeave === true) return 'onLeave';
  if (day.manual !== null) return day.manual.shiftID === shiftID ? 'same' : 'change';
  if (day.stored === null) return 'change';
  const same = shiftID === null ? day.stored.dayKind === 'dayOff' : day.stored.dayKind === 'shift' && day.stored.shiftID === shiftID;
  return same ? 'same' : 'change';
}

/** 1 when any day changed; else 150 when any day asked was locked; else 151 when any was on leave; else 10. */
export function changeShiftResultCode(counts: { readonly changed: number; readonly locked: number; readonly onLeave?: number }): 1 | 10 | 150 | 151 {
  if (counts.changed > 0) return 1;
  if (counts.locked > 0) return 150;
  return (counts.onLeave ?? 0) > 0 ? 151 : 10;
}

/** Each employee's first to last date: the days to recalculate after changing some of them. */
export function employeeSpans(days: readonly { readonly employeeID: string; readonly date: string }[]): { employeeID: string; from: string; to: string }[] {
  const spans = new Map<string, { employeeID: string; from: string; to: string }>();
  for (const { employeeID, date } of days) {
    const known = spans.get(employeeID);
    if (!known) spans.set(employeeID, { employeeID, from: date, to: date });
    else if (date < known.from) known.from = date;
    else if (date > known.to) known.to = date;
  }
  return [...spans.values()];
}
