/** A calculated day and payroll's current exported flag of it (false when never set). */
export interface FlaggedDay {
  readonly employeeShiftID: string;
  readonly employeeID: string;
  readonly shiftDate: string;
  readonly exported: boolean;
}

/** The days whose flag changes, grouped per employee for one HoursExportChanged each; days already in the asked state stay. */
export function exportFlagChanges<T extends FlaggedDay>(days: readonly T[], exported: boolean): { employeeID: string; days: T[] }[] {
  const byEmployee = new Map<string, T[]>();
  for (const day of days) {
    if (day.exported === exported) continue;
    const list = byEmployee.get(day.employeeID) ?? [];
    list.push(day);
    byEmployee.set(day.employeeID, list);
  }
  return [...byEmployee].map(([employeeID, list]) => ({ employeeID, days: list }));
}

/**
 * The days an export marked, grouped per employee for one HoursExportChanged each, in the order
 * given: all the covered days but those the store found flagged already (`unchanged`, by day id).
 */
export function markedDaysByEmployee<T extends { readonly employeeShiftID: string; readonly employeeID: string }>(days: readonly T[], unchanged: ReadonlySet<string>): { employeeID: string; days: T[] }[] {
  const byEmployee = new Map<string, T[]>();
  for (const day of days) {
    if (unchanged.has(day.employeeShiftID)) continue;
    const list = byEmployee.get(day.employeeID);
    if (list) list.push(day);
    else byEmployee.set(day.employeeID, [day]);
  }
  return [...byEmployee].map(([employeeID, list]) => ({ employeeID, days: list }));
}
