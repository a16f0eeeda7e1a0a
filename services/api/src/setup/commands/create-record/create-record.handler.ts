import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkRecord } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkReferences, checkUnique, readRecord, rethrowUniqueViolation, writeLinks } from '../../record-integrity';
import { refuseMixedLeaveSchemes } from '../../leave-scheme-rules.check';
import { RECORDS } from '../../record-registry';
import { columnValues, refuseSystemFlag, validationFailed } from '../../record-sql.util';
import { insertRecord } from '../../setup.store';
import { CreateRecordCommand } from './create-record.command';

/** Checks a new record against its descriptor and the records it points at, then stores it as version 1. */
@CommandHandler(CreateRecordCommand)
export class CreateRecordHandler implements ICommandHandler<CreateRecordCommand, Record<string, unknown>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ record, input, username }: CreateRecordCommand): Promise<Record<string, unknown>> {
    const { value, errors } = checkRecord(record, input);
    if (errors.length > 0) throw validationFailed(errors);
    refuseSystemFlag(record, value);
    try {
      return await this.runtime.dataSource.transaction(async (tx) => {
        const referenceErrors = await checkReferences(tx, RECORDS, record, value);
        if (referenceErrors.length > 0) throw validationFailed(referenceErrors);
        await checkUnique(tx, record, value, null);
        const id = randomUUID();
        await insertRecord(tx, record, id, username, columnValues(record, value));
        await writeLinks(tx, record, id, value);
        await refuseMixedLeaveSchemes(tx, record, id);
        return (await readRecord(tx, record, id))!;
      });
    } catch (error) {
      rethrowUniqueViolation(error, record, value);
    }
  }
}
