import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findReaderBySerial, noteReaderContact, saveReaderStamp } from '../../../readers/readers.store';
import { latestTemplates, parseOperationLog } from '../../domain/operation-log';
import { UnknownReaderError } from '../../unknown-reader.error';
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
      if (templates.length > 0) {
        await manager.query(
          `INSERT INTO bio_templates (pin, kind, number, template_index, algorithm_version, format, size, valid, duress, template, serial, received_at)
           SELECT *, $11::text, $12::timestamptz
             FROM unnest($1::text[], $2::text[], $3::smallint[], $4::smallint[], $5::text[], $6::smallint[], $7::integer[], $8::boolean[], $9::boolean[], $10::text[])
           ON CONFLICT (pin, kind, number, template_index) DO UPDATE SET
             algorithm_version = EXCLUDED.algorithm_version, format = EXCLUDED.format, size = EXCLUDED.size, valid = EXCLUDED.valid,
             duress = EXCLUDED.duress, template = EXCLUDED.template, serial = EXCLUDED.serial, received_at = EXCLUDED.received_at`,
          [
            templates.map((t) => t.pin),
            templates.map((t) => t.kind),
            templates.map((t) => t.number),
            templates.map((t) => t.index),
            templates.map((t) => t.algorithmVersion),
            templates.map((t) => t.format),
            templates.map((t) => t.size),
            templates.map((t) => t.valid),
            templates.map((t) => t.duress),
            templates.map((t) => t.template),
            command.serial,
            command.receivedAt,
          ],
        );
      }
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
