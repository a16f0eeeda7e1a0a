import type { ReportContext, ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';

/** Every clocking of the selected employees whose date in the reader's zone (the installation's for a reader without one) is in the period, by reader, group and time; `readerAccessType` keeps one type of reader. */
export function readerActivityQuery(context: ReportContext, readerAccessType: string | null): ReportQuery {
  const group = groupingSql(context.groupBy, 'employee');
  return {
    text: `SELECT reader.name || ' (' || reader.type || ', ' || zone.name || ')' AS reader_title, ${group.title} AS group_title,
                  to_char(clocking.clocked_at AT TIME ZONE zone.name, 'YYYY-MM-DD') AS date,
                  to_char(clocking.clocked_at AT TIME ZONE zone.name, 'HH24:MI') AS time,
                  employee.employee_number, employee.surname || ', ' || employee.first_name AS name, clocking.direction
             FROM ingestion.v_raw_clockings clocking
             JOIN api.scanners reader ON reader.id = clocking.scanner_id
             JOIN api.employees employee ON employee.id = clocking.employee_id
             CROSS JOIN LATERAL (SELECT coalesce(reader.time_zone, $4) AS name) zone
             ${group.joins}
            WHERE clocking.employee_id = ANY($1::uuid[])
              AND clocking.clocked_at >= ($2::date - 1)::timestamp AT TIME ZONE 'UTC'
              AND clocking.clocked_at < ($3::date + 2)::timestamp AT TIME ZONE 'UTC'
              AND (clocking.clocked_at AT TIME ZONE zone.name)::date BETWEEN $2::date AND $3::date
              AND ($5::text IS NULL OR reader.type = $5::text)
            ORDER BY reader.name, reader.id, 2, clocking.clocked_at, employee.employee_number`,
    values: [context.employeeIDs, context.from, context.to, context.timeZone, readerAccessType],
  };
}
