import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CLOCKING_FILE_KINDS,
  clockingFileTooLarge,
  DEFAULT_CLOCKING_FILE_MAPPING,
  MAX_CLOCKING_FILE_BYTES,
  type ClockingFileMapping,
  type UploadClockingFileRequest,
  type UploadClockingFileResult,
} from '@tna/contracts';
import { CommandRefusedError, defaultTimeZone, enqueue, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findReaderById } from '../../../readers/readers.store';
import { countStored, insertImport, saveMapping, savedMapping } from '../../clocking-files.store';
import { mappingProblems, NotAClockingFileError, readClockingFile } from '../../domain/clocking-file';
import { CLOCKING_FILE_IMPORT } from '../../jobs/clocking-file-import.job';
import { UploadClockingFileCommand } from './upload-clocking-file.command';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Reads the whole file and counts what it holds: new clockings, clockings the reader's serial
 * already has (from a push, a pull or an earlier file: the push path's key) and bad rows. A dry
 * run answers that and writes nothing. An import writes the log entry with its bad rows, saves a
 * Morpho mapping as the reader's, and queues the job that stores the new clockings; the good rows
 * of a file with bad rows are imported, the bad ones stay listed in the log.
 */
@CommandHandler(UploadClockingFileCommand)
export class UploadClockingFileHandler implements ICommandHandler<UploadClockingFileCommand, UploadClockingFileResult> {
  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, actor, manager }: UploadClockingFileCommand): Promise<UploadClockingFileResult> {
    if (actor?.kind !== 'user') throw new CommandRefusedError(403, 'Unauthorized access');
    // The api validates the body; a message from elsewhere on the bus is checked again here.
    if (!(CLOCKING_FILE_KINDS as readonly string[]).includes(request.kind)) throw new CommandRefusedError(400, `kind must be one of ${CLOCKING_FILE_KINDS.join(', ')}`, 'kind');
    const content = decodeContent(request.content);
    const reader = await findReaderById(manager, request.scannerID);
    if (!reader) throw new CommandRefusedError(404, 'no such reader', 'scannerID');
    const mapping = request.kind === 'morpho' ? await this.mappingOf(manager, request) : null;
    const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
    const receivedAt = new Date();

    let parsed;
    try {
      parsed = readClockingFile(content, request.kind, mapping ?? DEFAULT_CLOCKING_FILE_MAPPING, { serial: reader.externalId, zone, at: receivedAt });
    } catch (error) {
      if (error instanceof NotAClockingFileError) throw new CommandRefusedError(400, error.message, 'content');
      throw error;
    }
    const distinct = new Map(parsed.clockings.map((c) => [`${c.pin}\t${c.localTime}`, c]));
    const stored = await countStored(manager, reader.externalId, [...distinct.values()]);
    const counts = { rows: parsed.rows, new: distinct.size - stored, alreadyStored: parsed.clockings.length - (distinct.size - stored), bad: parsed.badRows.length };
    if (request.dryRun) return { ...counts, badRows: parsed.badRows, importID: null, jobID: null };

    const importID = randomUUID();
    // Its own transaction, as RunLeaveAccrual's: committed when the controller kicks the job
    // runner, so the import starts at once rather than at the runner's next poll. A retry after a
    // lost reply logs a second entry, whose job finds every clocking stored already.
    const jobID = await this.runtime.dataSource.transaction(async (own) => {
      const id = await enqueue(own, CLOCKING_FILE_IMPORT, { importID }, actor, parsed.clockings.length);
      await insertImport(own, {
        id: importID,
        jobID: id,
        fileName: request.fileName,
        kind: request.kind,
        scannerID: reader.id,
        serial: reader.externalId,
        timeZone: zone,
        mapping,
        content,
        counts,
        requestedBy: actor.id,
        badRows: parsed.badRows,
      });
      if (mapping) await saveMapping(own, reader.id, mapping, actor.id);
      return id;
    });
    return { ...counts, badRows: parsed.badRows, importID, jobID };
  }

  /** The request's mapping when it sends one (checked), else the reader's saved one, else the default layout. */
  private async mappingOf(manager: UploadClockingFileCommand['manager'], request: UploadClockingFileRequest): Promise<ClockingFileMapping> {
    // A client that has no mapping to send may send null: the reader's saved one, as for none.
    if (request.mapping === undefined || request.mapping === null) return (await savedMapping(manager, request.scannerID)) ?? DEFAULT_CLOCKING_FILE_MAPPING;
    const sent = { ...request.mapping, timeColumn: request.mapping.timeColumn ?? null, deviceIdColumn: request.mapping.deviceIdColumn ?? null, functionKeyColumn: request.mapping.functionKeyColumn ?? null };
    const problems = mappingProblems(sent);
    if (problems.length > 0) throw new CommandRefusedError(400, problems.map((p) => p.message).join('; '), problems[0].field);
    const { delimiter, headerRows, userIdColumn, dateTimeColumn, timeColumn, deviceIdColumn, functionKeyColumn, dateFormat } = sent;
    return { delimiter, headerRows, userIdColumn, dateTimeColumn, timeColumn, deviceIdColumn, functionKeyColumn, dateFormat };
  }
}

/** The request's `content`: standard base64 of a file that is not empty and not over MAX_CLOCKING_FILE_BYTES (413). */
function decodeContent(content: unknown): Buffer {
  if (typeof content !== 'string') throw new CommandRefusedError(400, 'content must be the file in base64', 'content');
  const compact = content.replace(/\s+/g, '');
  if (compact.length === 0) throw new CommandRefusedError(400, 'the file is empty', 'content');
  if (compact.length % 4 === 1 || !BASE64.test(compact)) throw new CommandRefusedError(400, 'content must be the file in base64', 'content');
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > MAX_CLOCKING_FILE_BYTES) throw new CommandRefusedError(413, clockingFileTooLarge(bytes.length), 'content');
  return bytes;
}

