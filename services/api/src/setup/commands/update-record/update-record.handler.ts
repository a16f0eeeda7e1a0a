import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkRecord, columnOf, isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkReferences, checkUnique, readRecord, rethrowUniqueViolation, writeLinks } from '../../record-integrity';
import { RECORDS } from '../../record-registry';
import { columnValues, notFound, refuseSystemFlag, staleVersion, systemRecord, systemSelect, validationFailed, versionOf } from '../../record-sql.util';
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
        const current: { version: number; name: unknown; system?: boolean }[] = await tx.query(
          `SELECT t.version, t.${columnOf(record.nameField)} AS name${systemSelect(record)} FROM ${record.table} t WHERE t.id = $1 FOR UPDATE`,
          [id],
        );
        if (current.length === 0) throw notFound(record, id);
        if (current[0].system) throw systemRecord(record, current[0].name, 'changed');
        refuseSystemFlag(record, value);
        if (current[0].version !== version) throw staleVersion(record, version, current[0].version);
        const referenceErrors = await checkReferences(tx, RECORDS, record, value);
        if (referenceErrors.length > 0) throw validationFailed(referenceErrors);
        await checkUnique(tx, record, value, id);
        const columns = columnValues(record, value, only);
        const assignments = columns.map((column, index) => `, ${column.column} = ${column.placeholder(index + 3)}`).join('');
        await tx.query(`UPDATE ${record.table} SET version = version + 1, updated_at = now(), updated_by = $2${assignments} WHERE id = $1`, [
          id,
          username,
          ...columns.map((column) => column.value),
        ]);
        await writeLinks(tx, record, id, value, only);
        return (await readRecord(tx, record, id))!;
      });
    } catch (error) {
      rethrowUniqueViolation(error, record, value);
    }
  }
}
