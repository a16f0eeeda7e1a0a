import { isIsoDate, isUuid, type PayrollExportedPayload } from '@tna/contracts';
import type { DecidedAlert } from './alert';
import type { EventTypeRule } from './event-type';

export const EXPORTED_CAUSE = 'exported';

export type PayrollExport = Pick<PayrollExportedPayload, 'exportID' | 'payrollName' | 'templateName' | 'from' | 'to'>;

/** Why an export cannot be evaluated (it would fail its whole batch at every redelivery), or null. */
export function payrollExportFault(exported: PayrollExport): string | null {
  if (!isUuid(exported.exportID)) return 'exportID must be an id';
  if (!isIsoDate(exported.from) || !isIsoDate(exported.to)) return 'from and to must be dates YYYY-MM-DD';
  return null;
}

/**
 * The payrollExported alerts of one export: one per active type, about the export (no employee:
 * the recipients are the type's user teams), dated the last day of the exported period.
 */
export function decidePayrollExportedAlerts(types: readonly EventTypeRule[], exported: PayrollExport): DecidedAlert[] {
  return types
    .filter((type) => type.eventKind === 'payrollExported')
    .map((type) => ({
      eventTypeID: type.id,
      eventKind: type.eventKind,
      subjectID: exported.exportID,
      employeeID: null,
      day: exported.to,
      cause: EXPORTED_CAUSE,
      details: { eventTypeName: type.name, exportName: `${exported.payrollName} (${exported.templateName})`, exportFrom: exported.from, exportTo: exported.to },
    }));
}
