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
