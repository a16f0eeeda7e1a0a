import type { ReportGrouping } from '@tna/contracts';
import type { ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_LABEL_SQL, EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/**
 * The time adjustments (time_engine.v_adjustments) and shift adjustments
 * (time_engine.v_shift_adjustments) on the days of the period, a row each, with the names of their
 * type, reason and maker; employees kept only when the count of their listed adjustments is within
 * [countFrom, countTo]. Values: $1 employees, $2 from, $3 to, $4 adjustment type ids or null,
 * $5 countFrom, $6 countTo, $7 the company's zone.
 */
export function adjustmentsQuery(
  request: { adjustmentTypeIDs?: string[]; countFrom?: number; countTo?: number },
  context: { employeeIDs: string[]; from: string; to: string; groupBy: ReportGrouping | null; timeZone: string },
): ReportQuery {
  const group = groupingSql(context.groupBy, 'employee');
  return {
    text: `WITH listed AS (
             SELECT adjustment.employee_id, adjustment.shift_date, 1 AS part, adjustment.sequence AS sequence, adjustment.kind, adjustment.action,
                    adjustment.minutes, adjustment.time_value, adjustment.to_time_value, adjustment.no_pay_type, type.name AS type_name,
                    NULL::smallint AS exception, reason.name AS reason, adjustment.note, adjustment.created_by, adjustment.created_at
               FROM time_engine.v_adjustments adjustment
               LEFT JOIN api.adjustment_types type ON type.id = adjustment.adjustment_type_id
               LEFT JOIN api.shift_adjustment_reasons reason ON reason.id = adjustment.reason_id
              WHERE adjustment.employee_id = ANY($1::uuid[]) AND adjustment.shift_date BETWEEN $2::date AND $3::date
                AND ($4::uuid[] IS NULL OR adjustment.adjustment_type_id = ANY($4::uuid[]))
             UNION ALL
             SELECT cleared.employee_id, cleared.shift_date, 2, 0, 'shift', 'clear', NULL, NULL, NULL, NULL, NULL,
                    cleared.exception, reason.name, cleared.note, cleared.created_by, cleared.created_at
               FROM time_engine.v_shift_adjustments cleared
               LEFT JOIN api.shift_adjustment_reasons reason ON reason.id = cleared.reason_id
              WHERE cleared.employee_id = ANY($1::uuid[]) AND cleared.shift_date BETWEEN $2::date AND $3::date AND $4::uuid[] IS NULL
           ), counted AS (
             SELECT listed.*, count(*) OVER (PARTITION BY listed.employee_id) AS listed_count FROM listed
           )
           SELECT ${group.title} AS group_title, ${EMPLOYEE_LABEL_SQL} AS employee_label,
                  to_char(counted.shift_date, 'YYYY-MM-DD') AS shift_date, counted.kind, counted.action, counted.minutes, counted.time_value,
                  counted.to_time_value, counted.no_pay_type, counted.type_name, counted.exception, counted.reason, counted.note,
                  coalesce(maker.username, counted.created_by) AS made_by,
                  to_char(counted.created_at AT TIME ZONE coalesce(employee.time_zone, $7), 'YYYY-MM-DD HH24:MI') AS made_at
             FROM counted
             JOIN api.employees employee ON employee.id = counted.employee_id
             LEFT JOIN api.system_users maker ON maker.id::text = counted.created_by
             ${group.joins}
            WHERE counted.listed_count BETWEEN coalesce($5::int, 0) AND coalesce($6::int, 2147483647)
            ORDER BY 1, ${EMPLOYEE_ORDER_SQL}, counted.shift_date, counted.part, counted.sequence, counted.created_at`,
    values: [
      context.employeeIDs,
      context.from,
      context.to,
      request.adjustmentTypeIDs && request.adjustmentTypeIDs.length > 0 ? request.adjustmentTypeIDs : null,
      request.countFrom ?? null,
      request.countTo ?? null,
      context.timeZone,
    ],
  };
}
