import { ADJUSTMENT_ACTION_TEXT, AdjustmentsReportRequest, NO_PAY_TYPE_TEXT, statusText, timeValueText, type Adjustment, type NoPayType } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { adjustmentsQuery } from './adjustments.store';
import { employeeGroups } from './employee-groups.util';

/** A line's action: a time adjustment's as the clocking screen names it; a shift adjustment clears an exception. */
function actionText(action: unknown): string {
  if (action === 'clear') return 'Clear exception';
  return ADJUSTMENT_ACTION_TEXT[action as Adjustment['action']] ?? String(action);
}

/** What the Type column says: the Adjustment Type, or what an adjustment without one is. */
function typeText(record: Record<string, unknown>): string {
  if (record.kind === 'shift') return `Cleared: ${statusText(record.exception as number)}`;
  if (record.type_name) return record.type_name as string;
  if (record.kind === 'fromNoPay') return `From no pay ${NO_PAY_TYPE_TEXT[record.no_pay_type as NoPayType] ?? ''}`.trim();
  return actionText(record.kind);
}

/**
 * Time adjustments and shift adjustments made on the days of the period (docs/reports.md,
 * "Adjustments"): a line each, per employee (with the time adjusted as a subtotal), options
 * `adjustmentTypeIDs` and the count range `countFrom`/`countTo`.
 */
export const adjustmentsReport: ReportDefinition<AdjustmentsReportRequest> = {
  call: 'GenerateReportAdjustments',
  kind: 'adjustments',
  title: 'Adjustments',
  request: AdjustmentsReportRequest,
  layout: (options) => {
    const notes: string[] = [];
    if (options.adjustmentTypeIDs && options.adjustmentTypeIDs.length > 0) notes.push('Time adjustments of the chosen adjustment types only');
    if (options.countFrom !== undefined || options.countTo !== undefined) {
      notes.push(`Employees with ${options.countFrom ?? 0} to ${options.countTo ?? 'any number of'} adjustments in the period`);
    }
    return {
      title: 'Adjustments',
      orientation: 'landscape',
      columns: [
        { key: 'date', label: 'Date', type: 'date', width: 1 },
        { key: 'kind', label: 'Kind', type: 'text', width: 1.2 },
        { key: 'type', label: 'Type', type: 'text', width: 1.8 },
        { key: 'action', label: 'Action', type: 'text', width: 1.6 },
        { key: 'minutes', label: 'Time', type: 'minutes', width: 0.7, total: true },
        { key: 'value', label: 'Value', type: 'text', width: 1.4 },
        { key: 'reason', label: 'Reason', type: 'text', width: 1.4 },
        { key: 'note', label: 'Note', type: 'text', width: 1.8 },
        { key: 'made_by', label: 'By', type: 'text', width: 1 },
        { key: 'made_at', label: 'Made at', type: 'dateTime', width: 1.2 },
      ],
      notes,
    };
  },
  query: (options, context) => adjustmentsQuery(options, context),
  row: (record, _options, context) => ({
    groups: employeeGroups(context.groupBy, record.group_title, record.employee_label),
    cells: {
      date: record.shift_date as string,
      kind: record.kind === 'shift' ? 'Shift adjustment' : 'Time adjustment',
      type: typeText(record),
      action: actionText(record.action),
      minutes: (record.minutes as number | null) ?? null,
      value: record.to_time_value ? `${timeValueText(record.time_value as string)} → ${timeValueText(record.to_time_value as string)}` : timeValueText((record.time_value as string | null) ?? null),
      reason: (record.reason as string | null) ?? '',
      note: (record.note as string | null) ?? '',
      made_by: (record.made_by as string | null) ?? '',
      made_at: record.made_at as string,
    },
  }),
};
