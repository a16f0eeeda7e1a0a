import type { ReportGrouping } from '@tna/contracts';
import type { ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/** What the evacuation asks: one wall time read in one zone, and how far back a last clocking counts. */
export interface EvacuationMoment {
  on: string;
  at: string;
  /** The zone `on at` is read in: the site's, else the installation's. */
  zone: string;
  withinHours: number;
}

/**
 * Each selected employee's last clocking at or before the moment (docs/reports.md, "Evacuation"),
 * when it is not an OUT. The moment is ONE instant for everyone (`on at` in `zone`, converted once):
 * an evacuation is one physical moment, whatever zone each employee's records are kept in. Each
 * employee's own zone (the installation's, `installationZone`, for one without) only shows their
 * clocking's wall time. Found by one backward step of the time engine's (employee_id, clocked_at
 * DESC) index per employee (LATERAL … LIMIT 1), so 10,000 employees cost 10,000 index probes.
 * The direction is the clocking's own (access-control readers), else the part the time engine
 * gave it in its day's pairs ('paired', 'OUT'), else 'unknown'.
 */
export function evacuationQuery(employeeIDs: string[], from: string, to: string, groupBy: ReportGrouping | null, moment: EvacuationMoment, installationZone: string): ReportQuery {
  const group = groupingSql(groupBy, 'employee');
  return {
    text: `WITH moment AS (SELECT ($4::date + $5::time) AT TIME ZONE $6 AS instant)
           SELECT ${group.title} AS group_title, employee.employee_number, employee.surname || ', ' || employee.first_name AS name,
                  department.name AS department, to_char(last.clocked_at AT TIME ZONE coalesce(employee.time_zone, $8), 'YYYY-MM-DD HH24:MI') AS clocked_at,
                  reader.name AS reader, last.direction
             FROM api.employees employee
            CROSS JOIN moment
            CROSS JOIN LATERAL (
              SELECT clocking.clocked_at, clocking.scanner_id,
                     CASE WHEN clocking.direction IS NOT NULL THEN clocking.direction
                          WHEN day.pairs @> jsonb_build_array(jsonb_build_object('in', clocking.id::text)) THEN 'paired'
                          WHEN day.pairs @> jsonb_build_array(jsonb_build_object('out', clocking.id::text)) THEN 'OUT'
                          ELSE 'unknown' END AS direction
                FROM time_engine.v_clockings clocking
                LEFT JOIN time_engine.v_employee_shifts day ON day.id = clocking.employee_shift_id
               WHERE clocking.employee_id = employee.id
                 AND clocking.clocked_at <= moment.instant
                 AND clocking.clocked_at > moment.instant - make_interval(hours => $7::int)
               ORDER BY clocking.clocked_at DESC
               LIMIT 1) last
             LEFT JOIN api.scanners reader ON reader.id = last.scanner_id
             LEFT JOIN api.departments department ON department.id = employee.department_id
             ${group.joins}
            -- The period ($2, $3) is the page header's; the instant is the moment's.
            WHERE employee.id = ANY($1::uuid[]) AND $2::date <= $3::date AND last.direction <> 'OUT'
            ORDER BY 1, ${EMPLOYEE_ORDER_SQL}`,
    values: [employeeIDs, from, to, moment.on, moment.at, moment.zone, moment.withinHours, installationZone],
  };
}
