import { DEFAULT_CLOCKING_FILE_MAPPING, type ClockingSource } from '@tna/contracts';
import { isJobCancelled, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import { storeClockings, type IncomingClocking } from '../../clockings/clockings.store';
import { findReaderById } from '../../readers/readers.store';
import { LocalTimeConverter } from '../../zk-push/domain/local-time';
import { directionOf } from '../../zk-push/domain/reader-state';
import { addStored, dropContent, importToRun } from '../clocking-files.store';
import { readClockingFile } from '../domain/clocking-file';

export interface ClockingFileImportJobData {
  importID: string;
}

/** What the job answers: the clockings it stored (the others were stored already). */
export interface ClockingFileImportResult {
  stored: number;
}

export const CLOCKING_FILE_IMPORT = jobKind<ClockingFileImportJobData>('clocking-file-import');

/** Clockings per transaction: one storeClockings statement each, as a large push would be. */
export const CLOCKINGS_PER_CHUNK = 5_000;

/**
 * Stores a logged file's clockings through the push path's store (same key, same
 * ClockingReceived event), a chunk per transaction with its progress; a job taken over after a
 * crash reads the file again and goes on after the last chunk committed. The file is dropped
 * with the last chunk, or when the import is cancelled.
 */
export class ClockingFileImportJob implements JobHandler<ClockingFileImportJobData> {
  readonly kind = CLOCKING_FILE_IMPORT;
  private readonly localTimes = new LocalTimeConverter();

  constructor(private readonly runtime: ServiceRuntime) {}

  async run(job: JobContext<ClockingFileImportJobData>): Promise<ClockingFileImportResult> {
    const { dataSource, relay } = this.runtime;
    const { importID } = job.payload;
    const entry = await importToRun(dataSource.manager, importID);
    if (!entry) throw new Error(`clocking import ${importID} not found`);
    const result: ClockingFileImportResult = { stored: 0, ...(job.partialResult as Partial<ClockingFileImportResult> | null) };
    if (entry.content === null) return result;
    const reader = await findReaderById(dataSource.manager, entry.scannerID);
    const parsed = readClockingFile(entry.content, entry.kind, entry.mapping ?? DEFAULT_CLOCKING_FILE_MAPPING, { serial: entry.serial, zone: entry.timeZone, at: entry.createdAt });
    const actor = job.requestedBy ?? { kind: 'system' as const, id: 'clocking-file-import' };
    const source: ClockingSource = entry.kind === 'zk-attlog' ? 'zk-file' : 'morpho-file';
    const total = parsed.clockings.length;
    let done = job.done;
    try {
      do {
        const chunk = parsed.clockings.slice(done, done + CLOCKINGS_PER_CHUNK);
        const incoming: IncomingClocking[] = chunk.map((record) => ({
          serial: entry.serial,
          pin: record.pin,
          localTime: record.localTime,
          clockedAt: this.localTimes.toUtcIso(record.localTime, entry.timeZone),
          state: record.state,
          verify: record.verify,
          workCode: record.workCode,
          scannerID: entry.scannerID,
          // A ZK file holds the reader's own states, mapped as its pushes are; Morpho's function keys are already 0 in, 1 out.
          direction: reader ? directionOf(reader.type, record.state, reader.direction, entry.kind === 'zk-attlog' ? reader.stateMap : null) : null,
          source,
        }));
        done += chunk.length;
        const last = done >= total;
        const before = result.stored;
        // What the chunk returns is committed with it as the job's result so far.
        ({ stored: result.stored } = await job.chunk(done, async (manager): Promise<ClockingFileImportResult> => {
          const rows = await storeClockings(manager, incoming, actor);
          await addStored(manager, importID, rows.length);
          if (last) await dropContent(manager, importID);
          return { stored: before + rows.length };
        }));
        if (result.stored > before) relay.kick();
      } while (done < total);
    } catch (error) {
      // A cancelled import stops before its last chunk: its file goes as the last chunk's would
      // (the log keeps name, counts and bad rows). A job stopped otherwise runs again and needs it.
      if (isJobCancelled(error)) await dropContent(dataSource.manager, importID);
      throw error;
    }
    return result;
  }
}
