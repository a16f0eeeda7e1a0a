import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkRecord, isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkReferences, checkUnique, readRecord, rethrowUniqueViolation, writeLinks } from '../../record-integrity';
import { refuseMixedLeaveSchemes } from '../../leave-scheme-rules.check';
import { RECORDS } from '../../record-registry';
import { columnValues, notFound, refuseSystemFlag, staleVersion, systemRecord, validationFailed, versionOf } from '../../record-sql.util';
import { lockRecordVersion, updateRecord } from '../../setup.store';
import { UpdateRecordCommand } from './update-record.command';

/**
 * Replaces a record's fields, provided nobody changed it since the client read it: the row is
 * locked, its version compared with the one the client sent (409 when they differ, nothing
 * written) and incremented.
 */
@CommandHandler(UpdateRecordCommand)
export class UpdateRecordHandler implements ICommandHandler<UpdateRecordCommand, Record<string, unknown>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ record, id, input, username, only }: UpdateRecordCommand): Promise<Record<string, unknown>> {
    if (!isUuid(id)) throw validationFailed([{ field: 'id', message: 'id must be the id of the record to update' }]);
    const version = versionOf(input);
    const { value, errors } = checkRecord(record, input, only);
    if (errors.length > 0) throw validationFailed(errors);
    try {
      return await this.runtime.dataSource.transaction(async (tx) => {
        const current = await lockRecordVersion(tx, record, id);
        if (!current) throw notFound(record, id);
        if (current.system) throw systemRecord(record, current.name, 'changed');
        refuseSystemFlag(record, value);
        if (current.version !== version) throw staleVersion(record, version, current.version);
        const referenceErrors = await checkReferences(tx, RECORDS, record, value);
        if (referenceErrors.length > 0) throw validationFailed(referenceErrors);
        await checkUnique(tx, record, value, id);
        await updateRecord(tx, record, id, username, columnValues(record, value, only));
        await writeLinks(tx, record, id, value, only);
        await refuseMixedLeaveSchemes(tx, record, id);
        return (await readRecord(tx, record, id))!;
      });
    } catch (error) {
      rethrowUniqueViolation(error, record, value);
    }
  }
}
