import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LEAVE_BALANCE_IMPORT_FORMATS, LEAVE_JOB_RESULTS, type ImportLeaveBalancesResult } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { decodeContent, readSheet } from '../../balances-file';
import { employeesByNumber, leaveTypes, lockBalancesImport, postImportEntries, storedImports } from '../../balances-import.store';
import { readBalanceRows } from '../../domain/balance-rows';
import { planImport, resolveRows } from '../../domain/import-plan';
import { ImportLeaveBalancesCommand } from './import-leave-balances.command';

/**
 * All or nothing: a file with any bad row imports nothing (400, every bad row listed); a dry run
 * answers the same check and what a real import would post, and writes nothing.
 */
@CommandHandler(ImportLeaveBalancesCommand)
export class ImportLeaveBalancesHandler implements ICommandHandler<ImportLeaveBalancesCommand, ImportLeaveBalancesResult> {
  async execute({ request, actor, manager }: ImportLeaveBalancesCommand): Promise<ImportLeaveBalancesResult> {
    // The api validates the body; a message from elsewhere on the bus is checked again here.
    if (!(LEAVE_BALANCE_IMPORT_FORMATS as readonly string[]).includes(request.format)) throw new CommandRefusedError(400, `format must be one of ${LEAVE_BALANCE_IMPORT_FORMATS.join(', ')}`, 'format');
    if (typeof request.content !== 'string') throw new CommandRefusedError(400, 'content must be the file in base64', 'content');
    if (actor?.kind !== 'user') throw new CommandRefusedError(403, 'Unauthorized access');

    const read = readBalanceRows(await readSheet(request.format, decodeContent(request.content)));
    if (!request.dryRun) await lockBalancesImport(manager);
    const numbers = [...new Set(read.valid.map((row) => row.employeeNumber))];
    const { resolved, errors } = resolveRows(read.valid, await employeesByNumber(manager, numbers), await leaveTypes(manager));
    const allErrors = [...read.errors, ...errors].sort((a, b) => a.row - b.row);
    const plan = planImport(resolved, await storedImports(manager, resolved));

    if (allErrors.length > 0) {
      const wouldBe = request.dryRun ? { imported: plan.entries.length, unchanged: plan.unchanged } : { imported: 0, unchanged: 0 };
      return { resultCode: 400, resultText: LEAVE_JOB_RESULTS[400], rows: read.rows, ...wouldBe, errors: allErrors };
    }
    const imported = request.dryRun ? plan.entries.length : await postImportEntries(manager, plan.entries, actor.id);
    return { resultCode: 1, resultText: LEAVE_JOB_RESULTS[1], rows: read.rows, imported, unchanged: plan.unchanged, errors: [] };
  }
}
