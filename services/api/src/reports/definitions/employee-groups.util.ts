import type { ReportGrouping } from '@tna/contracts';

/** How an employee is named in a group header: 'Surname, First (number)'. SQL over `api.employees` aliased `employee`. */
export const EMPLOYEE_LABEL_SQL = `employee.surname || ', ' || employee.first_name || ' (' || employee.employee_number || ')'`;

/** Orders rows within a group by employee, as the employee groups come. */
export const EMPLOYEE_ORDER_SQL = 'employee.surname, employee.first_name, employee.employee_number, employee.id';

/**
 * The group titles of a report whose rows belong to one employee: the request's grouping, then
 * the employee (so each employee gets a header and subtotals), except when the grouping already
 * is the employee (by employee number or surname).
 */
export function employeeGroups(groupBy: ReportGrouping | null, groupTitle: unknown, employeeLabel: unknown): string[] {
  if (groupBy === 'employeeNumber' || groupBy === 'surname') return [String(groupTitle)];
  return [String(groupTitle ?? ''), String(employeeLabel)];
}
