import type { ReportContext, ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_LABEL_SQL, EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/** What payroll holds per selected employee and pay code for the days of the period (each day's latest export), `payCodeIDs` keeping some codes; by group, employee and code. */
export function payCodeAllocationsQuery(context: ReportContext, payCodeIDs: string[] | null): ReportQuery {
  const group = groupingSql(context.groupBy, 'employee');
  return {
    text: `WITH held AS (
             SELECT DISTINCT ON (export.employee_id, day.key) export.employee_id, day.key, day.value AS pay_codes
               FROM payroll.v_export_days export
               CROSS JOIN LATERAL jsonb_each(export.days) day
              WHERE export.employee_id = ANY($1::uuid[]) AND export.from_date <= $3::date AND export.to_date >= $2::date
                AND day.key::date BETWEEN $2::date AND $3::date
              ORDER BY export.employee_id, day.key, export.export_seq DESC
           ), allocated AS (
             SELECT held.employee_id, allocation.key AS pay_code, sum(allocation.value::numeric)::int AS minutes, count(*)::int AS days
               FROM held CROSS JOIN LATERAL jsonb_each_text(held.pay_codes) allocation
              GROUP BY held.employee_id, allocation.key
           )
           SELECT ${group.title} AS group_title, ${EMPLOYEE_LABEL_SQL} AS employee_label, allocated.pay_code,
                  pay_code.name AS pay_code_name, allocated.days, allocated.minutes
             FROM allocated
             JOIN api.employees employee ON employee.id = allocated.employee_id
             LEFT JOIN api.pay_codes pay_code ON pay_code.code = allocated.pay_code
             ${group.joins}
            WHERE allocated.minutes <> 0 AND ($4::uuid[] IS NULL OR pay_code.id = ANY($4::uuid[]))
            ORDER BY 1, ${EMPLOYEE_ORDER_SQL}, allocated.pay_code`,
    values: [context.employeeIDs, context.from, context.to, payCodeIDs],
  };
}
