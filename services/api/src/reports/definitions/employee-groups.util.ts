import type { ReportGrouping } from '@tna/contracts';

/**
 * The one home of how the reports name, order and group employees (docs/reports.md, "Reports over
 * the calculated days" and "Adjustments, …"): the SQL over `api.employees` (aliased `employee`
 * unless said otherwise) and the group titles of rows that belong to one employee.
 */

/** How an employee is named in a group header: 'Surname, First (number)'; SQL over the employee aliased `alias`. */
export const employeeLabelSql = (alias = 'employee') => `${alias}.surname || ', ' || ${alias}.first_name || ' (' || ${alias}.employee_number || ')'`;

/** 'Surname, First (number)' over `api.employees` aliased `employee`. */
export const EMPLOYEE_LABEL_SQL = employeeLabelSql();

/** Employees in the order the reports list them: by surname, first name and number. */
export const EMPLOYEE_ORDER_SQL = 'employee.surname, employee.first_name, employee.employee_number, employee.id';

/** ISO weekday (1 Monday .. 7 Sunday) to the name the reports print. */
export const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Grouped by employee number or surname, each employee already is a group of its own. */
export function groupsAreEmployees(groupBy: ReportGrouping | null): boolean {
  return groupBy === 'employeeNumber' || groupBy === 'surname';
}

/**
 * The group titles of a report whose rows belong to one employee: the request's grouping, then
 * the employee (so each employee gets a header and subtotals), except when the grouping already
 * is the employee (by employee number or surname). No grouping gives the empty title the writers
 * do not print.
 */
export function employeeGroups(groupBy: ReportGrouping | null, groupTitle: unknown, employeeLabel: unknown): string[] {
  if (groupsAreEmployees(groupBy)) return [String(groupTitle)];
  return [String(groupTitle ?? ''), String(employeeLabel)];
}

/** The employee as the day reports' group header: number and name (EMPLOYEE_COLUMNS_SQL's columns). */
export function employeeTitle(record: Record<string, unknown>): string {
  return `${String(record.employee_number)} ${String(record.employee_name)}`;
}

/** The groups of a row that lists one employee's days (a record with EMPLOYEE_COLUMNS_SQL's columns and `group_title`). */
export function employeeDayGroups(record: Record<string, unknown>, groupBy: ReportGrouping | null): string[] {
  return employeeGroups(groupBy, record.group_title, employeeTitle(record));
}
