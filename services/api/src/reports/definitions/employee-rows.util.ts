import type { ReportGrouping } from '@tna/contracts';

/** ISO weekday (1 Monday .. 7 Sunday) to the name the reports print. */
export const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The employee as a group header: number and name, as the grouping by employee number prints it. */
export function employeeTitle(record: Record<string, unknown>): string {
  return `${String(record.employee_number)} ${String(record.employee_name)}`;
}

/** Grouped by employee number or surname, each employee already is a group of its own. */
export function groupsAreEmployees(groupBy: ReportGrouping | null): boolean {
  return groupBy === 'employeeNumber' || groupBy === 'surname';
}

/**
 * The groups of a row that lists one employee's days: the report's group, then the employee
 * (unless the report's group is the employee already). No grouping gives the empty title the
 * writers do not print.
 */
export function employeeDayGroups(record: Record<string, unknown>, groupBy: ReportGrouping | null): string[] {
  const group = String(record.group_title);
  return groupsAreEmployees(groupBy) ? [group] : [group, employeeTitle(record)];
}
