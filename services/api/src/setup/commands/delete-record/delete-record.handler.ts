import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { inUse, usagesOf } from '../../record-integrity';
import { RECORDS } from '../../record-registry';
import { notFound, systemRecord, validationFailed } from '../../record-sql.util';
import { deleteRecord, lockRecordName } from '../../setup.store';
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
      const current = await lockRecordName(tx, record, id);
      if (!current) throw notFound(record, id);
      if (current.system) throw systemRecord(record, current.name, 'deleted');
      await options.beforeDelete?.(tx, id);
      const usages = [...(await usagesOf(tx, RECORDS, record, id)), ...((await options.otherUsages?.(tx, id)) ?? [])];
      if (usages.length > 0) throw inUse(record, current.name, usages);
      await deleteRecord(tx, record, id);
    });
  }
}
