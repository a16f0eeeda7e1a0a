import { TimeTotalsReportRequest } from '@tna/contracts';
import type { ReportCell, ReportColumn, ReportDefinition } from '../domain/report';
import { OVERTIME_BUCKETS } from './calculated-days.store';
import { employeeDayGroups, WEEKDAY_NAMES } from './employee-groups.util';
import { timeTotalsQuery } from './time-totals.store';

/** The SQL's snake_case names of the value columns whose report key differs. */
const SQL_NAMES: Record<string, string> = { daysWorked: 'days_worked', noPay: 'no_pay', noPayBefore: 'no_pay_before', noPayAfter: 'no_pay_after' };

const minutes = (key: string, label: string): ReportColumn => ({ key, label, type: 'minutes', width: 0.75, total: true });

/** The value columns the options ask for, in the clocking grid's order. */
function valueColumns(options: TimeTotalsReportRequest): ReportColumn[] {
  return [
    { key: 'daysWorked', label: 'Days worked', type: 'integer', width: 1.1, total: true },
    minutes('normal', 'Normal'),
    ...(options.combineOvertime ? [minutes('overtime', 'Overtime')] : OVERTIME_BUCKETS.map((bucket) => minutes(`overtime${bucket}`, `OT${bucket}`))),
    ...(options.excludeNoPay ? [] : [minutes('noPay', 'No pay'), minutes('noPayBefore', 'NP B'), minutes('noPayAfter', 'NP A')]),
    minutes('short', 'Short'),
    minutes('leave', 'Leave'),
  ];
}

function timeTotalsNotes(options: TimeTotalsReportRequest): string[] {
  return [
    ...(options.includeDayOfWeek ? ['By day of week'] : []),
    ...(options.combineOvertime ? ['Overtime values combined'] : []),
    ...(options.excludeNoPay ? ['No pay excluded'] : []),
  ];
}

/**
 * Employee Time Total (docs/reports.md): each employee's totals over the period, one column per
 * value. With "include day of week" each employee is a group of up to seven rows, one per
 * weekday with days in the period, and the employee's subtotal is the period's total.
 */
export const timeTotalsReport: ReportDefinition<TimeTotalsReportRequest> = {
  call: 'GenerateReportTimeTotals',
  kind: 'employee-time-total',
  title: 'Employee Time Total',
  request: TimeTotalsReportRequest,
  layout: (options) => ({
    title: 'Employee Time Total',
    orientation: 'landscape',
    columns: [
      { key: 'employeeNumber', label: 'Employee no.', type: 'text', width: 1.4 },
      { key: 'name', label: 'Name', type: 'text', width: 1.8 },
      ...(options.includeDayOfWeek ? [{ key: 'day', label: 'Day', type: 'text', width: 1 } satisfies ReportColumn] : []),
      ...valueColumns(options),
    ],
    notes: timeTotalsNotes(options),
  }),
  query: (options, context) => timeTotalsQuery(context.employeeIDs, context.from, context.to, context.groupBy, options.includeDayOfWeek === true),
  row: (record, options, context) => {
    const cells: Record<string, ReportCell> = { employeeNumber: String(record.employee_number), name: String(record.employee_name) };
    if (options.includeDayOfWeek) cells.day = WEEKDAY_NAMES[Number(record.weekday)];
    for (const column of valueColumns(options)) cells[column.key] = Number(record[SQL_NAMES[column.key] ?? column.key]);
    return { groups: options.includeDayOfWeek ? employeeDayGroups(record, context.groupBy) : [String(record.group_title)], cells };
  },
};
