import { ReaderActivityReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';

/**
 * The selected employees' clockings per reader (docs/reports.md, "Reader Activity"): every
 * clocking a reader recorded (ingestion's raw clockings, as the reader sent them) whose date in
 * the READER's zone is in the period, a group per reader, times in the reader's zone, the
 * direction as stored (time-and-attendance readers send none). `readerAccessType` keeps readers of
 * that type. The index on raw clockings (employee_id, clocked_at) finds them by employee and a UTC
 * range one day wider than the period on each side, covering any zone.
 */
export const readerActivityReport: ReportDefinition<ReaderActivityReportRequest> = {
  call: 'GenerateReportEmployeeReaderActivity',
  kind: 'reader-activity',
  title: 'Reader Activity',
  request: ReaderActivityReportRequest,
  layout: (options) => ({
    title: 'Reader Activity',
    orientation: 'portrait',
    columns: [
      { key: 'date', label: 'Date', type: 'date', width: 1 },
      { key: 'time', label: 'Time', type: 'time', width: 0.7 },
      { key: 'employee_number', label: 'Employee #', type: 'text', width: 1 },
      { key: 'name', label: 'Name', type: 'text', width: 2 },
      { key: 'direction', label: 'Direction', type: 'text', width: 0.8 },
    ],
    notes: [`Readers: ${options.readerAccessType ?? 'all types'}; times in each reader's time zone`],
  }),
  query: (options, context) => {
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
      values: [context.employeeIDs, context.from, context.to, context.timeZone, options.readerAccessType ?? null],
    };
  },
  row: (record) => ({
    groups: [String(record.reader_title), String(record.group_title)],
    cells: {
      date: record.date as string,
      time: record.time as string,
      employee_number: record.employee_number as string,
      name: record.name as string,
      direction: (record.direction as string | null) ?? '',
    },
  }),
};
