import type { ReportGrouping } from '@tna/contracts';
import { employeeLabelSql } from './definitions/employee-groups.util';

/** What a report's SQL joins and selects to group its rows: `title` is the group header's text. */
export interface GroupingSql {
  joins: string;
  title: string;
}

const BY_REFERENCE: Partial<Record<ReportGrouping, { table: string; column: string; label: string }>> = {
  team: { table: 'teams', column: 'team_id', label: 'No team' },
  department: { table: 'departments', column: 'department_id', label: 'No department' },
  costCentre: { table: 'cost_centres', column: 'cost_centre_id', label: 'No cost centre' },
  businessUnit: { table: 'business_units', column: 'business_unit_id', label: 'No business unit' },
  jobTitle: { table: 'job_titles', column: 'job_title_id', label: 'No job title' },
};

/**
 * The group title of a row for the request's grouping (docs/reports.md, "Grouping"), for SQL over
 * `api.employees` aliased `employee`. `shiftName` is the SQL of the row's shift name, for reports
 * whose rows are days; elsewhere grouping by shift has no shift to group by. No grouping: one
 * group with an empty title, which the writers do not print.
 */
export function groupingSql(groupBy: ReportGrouping | null, employee: string, shiftName: string | null = null): GroupingSql {
  if (!groupBy) return { joins: '', title: `''` };
  const reference = BY_REFERENCE[groupBy];
  if (reference) {
    return {
      joins: `LEFT JOIN api.${reference.table} report_group ON report_group.id = ${employee}.${reference.column}`,
      title: `coalesce(report_group.name, '${reference.label}')`,
    };
  }
  if (groupBy === 'shift') return { joins: '', title: shiftName ? `coalesce(${shiftName}, 'No shift')` : `'No shift'` };
  if (groupBy === 'employeeNumber') return { joins: '', title: `${employee}.employee_number || ' ' || ${employee}.surname || ', ' || ${employee}.first_name` };
  return { joins: '', title: employeeLabelSql(employee) };
}
