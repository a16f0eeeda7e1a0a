import { PayCodeAllocationsReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_LABEL_SQL, EMPLOYEE_ORDER_SQL, employeeGroups } from './employee-groups.util';

/**
 * What payroll holds per employee and pay code for the days of the period (docs/reports.md, "Pay
 * Code Allocations"): for each day the values of the latest payroll export that covered it
 * (payroll.v_export_days: the minutes per pay code that export allocated), summed per pay code,
 * with the days they fell on. Payroll stores its allocations only when it exports; days never
 * exported have none, and a period without an export is an empty report whose note says so.
 */
export const payCodeAllocationsReport: ReportDefinition<PayCodeAllocationsReportRequest> = {
  call: 'GenerateReportEmployeePayCodeAllocations',
  kind: 'pay-code-allocations',
  title: 'Pay Code Allocations',
  request: PayCodeAllocationsReportRequest,
  layout: (options) => ({
    title: 'Pay Code Allocations',
    orientation: 'portrait',
    columns: [
      { key: 'pay_code', label: 'Pay code', type: 'text', width: 1 },
      { key: 'pay_code_name', label: 'Name', type: 'text', width: 2.5 },
      { key: 'days', label: 'Days', type: 'integer', width: 0.7, total: true },
      { key: 'minutes', label: 'Time', type: 'minutes', width: 1, total: true },
    ],
    notes: [
      'As allocated by the latest payroll export of each day; days not exported to payroll have no allocations yet',
      ...(options.payCodeIDs && options.payCodeIDs.length > 0 ? ['The chosen pay codes only'] : []),
    ],
  }),
  query: (options, context) => {
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
      values: [context.employeeIDs, context.from, context.to, options.payCodeIDs && options.payCodeIDs.length > 0 ? options.payCodeIDs : null],
    };
  },
  row: (record, _options, context) => ({
    groups: employeeGroups(context.groupBy, record.group_title, record.employee_label),
    cells: {
      pay_code: record.pay_code as string,
      pay_code_name: (record.pay_code_name as string | null) ?? '',
      days: record.days as number,
      minutes: record.minutes as number,
    },
  }),
};
