import type { EventMap } from '@tna/contracts';

export interface ExportFlagOfDay {
  employeeID: string;
  shiftDate: string;
  employeeShiftID: string;
  exported: boolean;
}

/** The last flag of each employee-day over events in arrival order: a day marked then cleared in one batch ends cleared. */
export function lastExportFlags(payloads: readonly EventMap['HoursExportChanged'][]): ExportFlagOfDay[] {
  const byDay = new Map<string, ExportFlagOfDay>();
  for (const payload of payloads) {
    for (const day of payload.days) {
      const key = `${payload.employeeID}/${day.shiftDate}`;
      byDay.delete(key);
      byDay.set(key, { employeeID: payload.employeeID, shiftDate: day.shiftDate, employeeShiftID: day.employeeShiftID, exported: payload.exported });
    }
  }
  return [...byDay.values()];
}
