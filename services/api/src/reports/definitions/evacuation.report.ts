import { EvacuationReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/**
 * How far back a last clocking counts: an IN older than this is a clock-out that never came (a
 * forgotten OUT, a card left at home), not someone still inside.
 */
export const ON_SITE_WITHIN_HOURS = 24;

/** How the Direction column says where the direction came from (docs/reports.md, "Evacuation"). */
const DIRECTION_TEXT: Record<string, string> = { IN: 'IN', paired: 'IN (paired)', unknown: 'Unknown' };

/**
 * Who is on site at a date and time (docs/reports.md, "Evacuation"). Each employee's last clocking
 * at or before `evacuateOn evacuateAt`, read in the employee's zone, found by one backward step of
 * the time engine's (employee_id, clocked_at DESC) index per employee (LATERAL … LIMIT 1), so
 * 10,000 employees cost 10,000 index probes, not a scan of every clocking. The employee is on site
 * when that clocking is an IN: its own direction (access-control readers), else the part the time
 * engine gave it in its day's pairs (time-and-attendance readers send none), else unknown, which
 * counts as on site: a marshal would rather look for someone who left than miss someone inside.
 * Only clockings of the ON_SITE_WITHIN_HOURS before the instant count.
 */
export const evacuationReport: ReportDefinition<EvacuationReportRequest> = {
  call: 'GenerateReportEmployeeEvacuation',
  kind: 'evacuation',
  title: 'Evacuation',
  request: EvacuationReportRequest,
  layout: (options) => ({
    title: 'Evacuation',
    orientation: 'portrait',
    columns: [
      { key: 'employee_number', label: 'Employee #', type: 'text', width: 1 },
      { key: 'name', label: 'Name', type: 'text', width: 2 },
      { key: 'department', label: 'Department', type: 'text', width: 1.5 },
      { key: 'clocked_at', label: 'Last clocking', type: 'dateTime', width: 1.4 },
      { key: 'reader', label: 'Reader', type: 'text', width: 1.5 },
      { key: 'direction', label: 'Direction', type: 'text', width: 1 },
    ],
    notes: [`On site at ${options.evacuateOn} ${options.evacuateAt}, in each employee's time zone, by their last clocking of the ${ON_SITE_WITHIN_HOURS} hours before`],
  }),
  query: (options, context) => {
    const group = groupingSql(context.groupBy, 'employee');
    return {
      text: `SELECT ${group.title} AS group_title, employee.employee_number, employee.surname || ', ' || employee.first_name AS name,
                    department.name AS department, to_char(last.clocked_at AT TIME ZONE zone.name, 'YYYY-MM-DD HH24:MI') AS clocked_at,
                    reader.name AS reader, last.direction
               FROM api.employees employee
               CROSS JOIN LATERAL (SELECT coalesce(employee.time_zone, $6) AS name) zone
               CROSS JOIN LATERAL (
                 SELECT clocking.clocked_at, clocking.scanner_id,
                        CASE WHEN clocking.direction IS NOT NULL THEN clocking.direction
                             WHEN day.pairs @> jsonb_build_array(jsonb_build_object('in', clocking.id::text)) THEN 'paired'
                             WHEN day.pairs @> jsonb_build_array(jsonb_build_object('out', clocking.id::text)) THEN 'OUT'
                             ELSE 'unknown' END AS direction
                   FROM time_engine.v_clockings clocking
                   LEFT JOIN time_engine.v_employee_shifts day ON day.id = clocking.employee_shift_id
                  WHERE clocking.employee_id = employee.id
                    AND clocking.clocked_at <= ($4::date + $5::time) AT TIME ZONE zone.name
                    AND clocking.clocked_at > ($4::date + $5::time) AT TIME ZONE zone.name - make_interval(hours => $7::int)
                  ORDER BY clocking.clocked_at DESC
                  LIMIT 1) last
               LEFT JOIN api.scanners reader ON reader.id = last.scanner_id
               LEFT JOIN api.departments department ON department.id = employee.department_id
               ${group.joins}
              -- The period ($2, $3) is the page header's; the instant is evacuateOn evacuateAt.
              WHERE employee.id = ANY($1::uuid[]) AND $2::date <= $3::date AND last.direction <> 'OUT'
              ORDER BY 1, ${EMPLOYEE_ORDER_SQL}`,
      values: [context.employeeIDs, context.from, context.to, options.evacuateOn, options.evacuateAt, context.timeZone, ON_SITE_WITHIN_HOURS],
    };
  },
  row: (record) => ({
    groups: [String(record.group_title)],
    cells: {
      employee_number: record.employee_number as string,
      name: record.name as string,
      department: (record.department as string | null) ?? '',
      clocked_at: record.clocked_at as string,
      reader: (record.reader as string | null) ?? 'Entered by hand',
      direction: DIRECTION_TEXT[record.direction as string] ?? String(record.direction),
    },
  }),
};
