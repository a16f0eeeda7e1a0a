import { PayCodeAllocationsReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { employeeGroups } from './employee-groups.util';
import { payCodeAllocationsQuery } from './pay-code-allocations.store';

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
  query: (options, context) => payCodeAllocationsQuery(context, options.payCodeIDs && options.payCodeIDs.length > 0 ? options.payCodeIDs : null),
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
