import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { columnOf, isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { inUse, usagesOf } from '../../record-integrity';
import { RECORDS } from '../../record-registry';
import { notFound, systemRecord, systemSelect, validationFailed } from '../../record-sql.util';
import { DeleteRecordCommand } from './delete-record.command';

/**
 * Deletes a record nothing uses. The row is locked first, so a record being created or changed
 * to point at it either finishes before the check (and is counted) or finds it gone.
 */
@CommandHandler(DeleteRecordCommand)
export class DeleteRecordHandler implements ICommandHandler<DeleteRecordCommand, void> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ record, id, options }: DeleteRecordCommand): Promise<void> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of the record to delete' }]);
    await this.runtime.dataSource.transaction(async (tx) => {
      const rows: { name: unknown; system?: boolean }[] = await tx.query(
        `SELECT t.${columnOf(record.nameField)} AS name${systemSelect(record)} FROM ${record.table} t WHERE t.id = $1 FOR UPDATE`,
        [id],
      );
      if (rows.length === 0) throw notFound(record, id);
      if (rows[0].system) throw systemRecord(record, rows[0].name, 'deleted');
      await options.beforeDelete?.(tx, id);
      const usages = [...(await usagesOf(tx, RECORDS, record, id)), ...((await options.otherUsages?.(tx, id)) ?? [])];
      if (usages.length > 0) throw inUse(record, rows[0].name, usages);
      await tx.query(`DELETE FROM ${record.table} WHERE id = $1`, [id]);
    });
  }
}
