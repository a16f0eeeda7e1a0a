/** What a day looks like before a manual shift change. */
export interface DayBeforeChange {
  readonly locked: boolean;
  /** The day's manual shift change, if it has one (shiftID null: a day off). */
  readonly manual: { readonly shiftID: string | null } | null;
  /** The stored day, if it has one. */
  readonly stored: { readonly dayKind: 'shift' | 'dayOff' | 'noRoster'; readonly shiftID: string | null } | null;
}

export type DayChangeOutcome = 'locked' | 'same' | 'change';

/**
 * A locked day is refused (150). A day already has the shift asked for (10) when its manual
 * change names it, or, without a manual change, when its stored day shows it (a day off for
 * null; a day without a roster is not a day off). Any other day is changed.
 */
export function dayChangeOutcome(day: DayBeforeChange, shiftID: string | null): DayChangeOutcome {
  if (day.locked) return 'locked';
  if (day.manual !== null) return day.manual.shiftID === shiftID ? 'same' : 'change';
  if (day.stored === null) return 'change';
  const same = shiftID === null ? day.stored.dayKind === 'dayOff' : day.stored.dayKind === 'shift' && day.stored.shiftID === shiftID;
  return same ? 'same' : 'change';
}

/** 1 when any day changed; else 150 when any day asked was locked; else 10. */
export function changeShiftResultCode(counts: { readonly changed: number; readonly locked: number }): 1 | 10 | 150 {
  if (counts.changed > 0) return 1;
  return counts.locked > 0 ? 150 : 10;
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
