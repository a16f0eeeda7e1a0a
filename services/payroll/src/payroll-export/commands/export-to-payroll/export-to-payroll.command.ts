import type { EntityManager } from 'typeorm';
import type { Actor, ExportToPayrollRequest } from '@tna/contracts';

/** ExportHoursToPayroll or DataExportFromTemplate: check the request and queue the export job. */
export class ExportToPayrollCommand {
  constructor(
    readonly call: 'ExportHoursToPayroll' | 'DataExportFromTemplate',
    readonly request: ExportToPayrollRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row: the job exists exactly when the reply does. */
    readonly manager: EntityManager,
  ) {}
}
