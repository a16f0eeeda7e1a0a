import type { ReportGrouping } from '@tna/contracts';
import type { ReportSource } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_LABEL_SQL, EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/** A selected employee as the roster reports head its lines, in print order. */
export interface RosterEmployee {
  id: string;
  groupTitle: string;
  label: string;
}

/** A shift as a roster cell names it. */
export interface RosterShift {
  name: string;
  /** The abbreviation, else the name. */
  short: string;
  /** 'HH:mm'. */
  start: string;
  end: string;
}

/**
 * The selected employees with their group titles, in the order the report prints them. Their
 * days come from the time engine (PlanWorkRoster); these are only the names the api owns.
 * Grouping by shift has no shift per employee: one group, as on other employee reports.
 */
export async function rosterEmployees(source: ReportSource, employeeIDs: readonly string[], groupBy: ReportGrouping | null): Promise<RosterEmployee[]> {
  const group = groupingSql(groupBy, 'employee');
  const rows = await source.query(
    `SELECT employee.id, ${group.title} AS group_title, ${EMPLOYEE_LABEL_SQL} AS employee_label
       FROM api.employees employee
       ${group.joins}
      WHERE employee.id = ANY($1::uuid[])
      ORDER BY 2, ${EMPLOYEE_ORDER_SQL}`,
    [employeeIDs],
  );
  return rows.map((row) => ({ id: row.id as string, groupTitle: row.group_title as string, label: row.employee_label as string }));
}

/** Every shift by id (a setup table of tens of rows): read once per report. */
export async function rosterShifts(source: ReportSource): Promise<Map<string, RosterShift>> {
  const rows = await source.query(
    `SELECT id, name, coalesce(abbreviation, name) AS short, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time
       FROM api.shifts`,
    [],
  );
  return new Map(rows.map((row) => [row.id as string, { name: row.name as string, short: row.short as string, start: row.start_time as string, end: row.end_time as string }]));
}
