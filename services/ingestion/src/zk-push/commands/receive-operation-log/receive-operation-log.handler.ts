import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findReaderBySerial, noteReaderContact, saveReaderStamp } from '../../../readers/readers.store';
import { latestTemplates, parseOperationLog } from '../../domain/operation-log';
import { UnknownReaderError } from '../../unknown-reader.error';
import { storeBioTemplates } from '../../zk-push.store';
import { ReceiveOperationLogCommand, type ReceiveOperationLogResult } from './receive-operation-log.command';

/** Stores the biometric templates of an operation log; a later upload of the same key replaces the stored one. */
@CommandHandler(ReceiveOperationLogCommand)
export class ReceiveOperationLogHandler implements ICommandHandler<ReceiveOperationLogCommand, ReceiveOperationLogResult> {
  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {}

  async execute(command: ReceiveOperationLogCommand): Promise<ReceiveOperationLogResult> {
    const { dataSource, logger } = this.runtime;
    const parsed = parseOperationLog(command.body);
    const templates = latestTemplates(parsed.templates);
    await dataSource.transaction(async (manager) => {
      if (!(await findReaderBySerial(manager, command.serial))) throw new UnknownReaderError(command.serial);
      await storeBioTemplates(manager, templates, command.serial, command.receivedAt);
      await noteReaderContact(manager, command.serial, command.receivedAt, command.remoteAddress);
      // The handshake echoes the OPERLOG stamp only; the BIODATA table has none of its own there.
      if (command.table === 'OPERLOG' && command.stamp !== null) await saveReaderStamp(manager, command.serial, 'OPERLOG', command.stamp);
    });
    if (parsed.rejected.length > 0) {
      logger.warn({ serial: command.serial, table: command.table, rejected: parsed.rejected.slice(0, 20), count: parsed.rejected.length }, 'operation-log lines skipped');
    }
    return {
      accepted: parsed.templates.length + parsed.users + parsed.others,
      templatesStored: templates.length,
      rejected: parsed.rejected,
    };
  }
}
