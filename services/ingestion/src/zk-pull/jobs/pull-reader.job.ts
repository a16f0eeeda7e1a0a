import type { EntityManager } from 'typeorm';
import { defaultTimeZone, withinTime, type ServiceRuntime } from '@tna/platform';
import { storeClockings, type IncomingClocking } from '../../clockings/clockings.store';
import { noteReaderContact } from '../../readers/readers.store';
import { recordReaderClockOffset, recordReaderInfo } from '../../reader-commands/reader-commands.store';
import { isReaderPin } from '../../zk-push/domain/attendance-log';
import { LocalTimeConverter } from '../../zk-push/domain/local-time';
import { directionOf } from '../../zk-push/domain/reader-state';
import { quarantineLines } from '../../zk-push/zk-push.store';
import { decodeAttendanceTable, isWholeTable, unpackTime, type PulledRecord } from '../domain/attendance-table';
import { backoffMinutes } from '../domain/backoff';
import { positionAt, recordsAfter } from '../domain/pull-position';
import { clockOffsetSeconds, isReaderLocalTime } from '../domain/reader-clock';
import { ZkTcpSession, type ReaderCounts } from '../zk-tcp.client';
import { claimPull, recordPullAnswered, recordPullFailed, renewPullLease, savePosition, type PullReader } from '../zk-pull.store';

/** Each exchange with the reader (connect, a command, the wait between chunks) may take this long. */
const ANSWER_TIMEOUT_MS = 10_000;
/**
 * A read is cut once nothing (no answer, no byte of the table) has come for this long
 * (TNA_READER_PULL_STALL_SECONDS). There is no limit in all: a reader that keeps sending is read to
 * its end, however slow its link and long its table (a limit in all once cut such a read at the
 * same place every time, and every read starts at the table's beginning).
 */
const DEFAULT_STALL_SECONDS = 60;
/** Records stored per transaction, each moving the position on: a restart resumes after the last. */
const RECORDS_PER_TRANSACTION = 5_000;
/** The table name under which unreadable records are quarantined, beside push's ATTLOG lines. */
const QUARANTINE_TABLE = 'ATTLOG (TCP)';

/** What one session read: the table (whole chunks), why it ended early if it did, the reader's clock and counts, and when. */
interface ReaderRead {
  table: Buffer;
  error: Error | null;
  clock: number | null;
  counts: ReaderCounts | null;
  at: Date;
}

export type PullOutcome =
  | { kind: 'busy' }
  | { kind: 'failed'; error: string }
  | { kind: 'read'; records: number; fresh: number; stored: number; error: string | null };

/**
 * One pull of one reader (docs/readers.md "Pull"): connect, compare clocks, read the whole
 * attendance table, note the contact, and store the records after the position taken last
 * through the same storeClockings as push (same (serial, PIN, time) key, same ClockingReceived in
 * the outbox). A reader that does not answer is left to back off.
 */
export class PullReaderJob {
  private readonly localTimes = new LocalTimeConverter();
  private readonly stallMs: number;
  /**
   * Renewed as the read goes on (at most every half stall limit) and with each stored batch; it
   * outlasts a stall and the answer's time after it, and after a crash the reader is taken again
   * once it runs out.
   */
  private readonly leaseSeconds: number;
  /** Cuts the reads under way, each saying why. */
  private readonly cuts = new Set<(why: string) => void>();

  constructor(private readonly runtime: ServiceRuntime) {
    this.stallMs = (runtime.config.TNA_READER_PULL_STALL_SECONDS ?? DEFAULT_STALL_SECONDS) * 1000;
    this.leaseSeconds = (2 * this.stallMs + 2 * ANSWER_TIMEOUT_MS) / 1000;
  }

  /** Cuts every read under way, so a shutdown never waits for a slow reader: the whole chunks read are stored as for any read cut short. */
  stop(): void {
    for (const cut of this.cuts) cut('ingestion is stopping');
  }

  async run(reader: PullReader): Promise<PullOutcome> {
    const { dataSource, logger, relay } = this.runtime;
    const position = await claimPull(dataSource.manager, reader, this.leaseSeconds);
    if (!position) return { kind: 'busy' };

    const session = new ZkTcpSession(reader.ipAddress, reader.port, ANSWER_TIMEOUT_MS);
    let read: ReaderRead;
    try {
      read = await this.readWatched(session, reader);
    } catch (error) {
      await session.close();
      const text = errorText(error);
      await recordPullFailed(dataSource.manager, reader.id, text, backoffMinutes);
      logger.warn({ scannerID: reader.id, address: `${reader.ipAddress}:${reader.port}`, error: text }, 'pull reader did not answer');
      return { kind: 'failed', error: text };
    }

    const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
    // A read node-zklib ended early (the reader closed, a chunk never came) holds whole chunks in
    // order: its records are taken. One it calls complete whose length is not the announced one
    // was reassembled wrongly: none of it is trusted, and the position stays.
    const garbled = read.error === null && !isWholeTable(read.table);
    const records = garbled ? [] : decodeAttendanceTable(read.table);
    const cutShort = read.error ?? (garbled ? new Error(`${read.table.length} bytes arrived where the table announced ${read.table.length >= 4 ? read.table.readUInt32LE(0) + 4 : 'more'}; nothing taken`) : null);
    const after = recordsAfter(records, position, cutShort === null);
    const firstIndex = after.position.recordsTaken - after.fresh.length;
    // The reader answered: its contact, clock and counts are noted before its clockings are
    // stored, so no clocking of this read is shown (or published) while the reader looks offline.
    await dataSource.transaction(async (manager) => {
      await noteReaderContact(manager, reader.serial, read.at, reader.ipAddress);
      const offset = read.clock === null ? null : clockOffsetSeconds(unpackTime(read.clock), zone, read.at);
      if (offset !== null) await recordReaderClockOffset(manager, reader.serial, offset, read.at);
      if (read.counts) await recordReaderInfo(manager, reader.serial, { firmware: null, users: read.counts.users, fingerprints: null, logs: read.counts.logs, ip: reader.ipAddress }, read.at);
    });
    let stored = 0;
    const readError = cutShort ? `the read ended after ${records.length} records: ${cutShort.message}` : null;
    try {
      for (let start = 0; start < after.fresh.length; start += RECORDS_PER_TRANSACTION) {
        const batch = after.fresh.slice(start, start + RECORDS_PER_TRANSACTION);
        stored += await dataSource.transaction(async (manager) => {
          const count = await this.store(manager, reader, zone, batch, firstIndex + start, read.at);
          await savePosition(manager, reader.id, positionAt(records, firstIndex + start + batch.length), this.leaseSeconds);
          return count;
        });
      }
      await dataSource.transaction(async (manager) => {
        await savePosition(manager, reader.id, after.position, this.leaseSeconds);
        await recordPullAnswered(manager, reader.id, readError);
      });
    } catch (error) {
      // What was stored stays with its position; the failure is the reader's to show (GetReaderStatus), and the next try waits its turn.
      const text = `storing the read failed: ${errorText(error)}`;
      if (stored > 0) relay.kick();
      logger.error({ scannerID: reader.id, error: text }, 'pull reader read not stored');
      // With PostgreSQL away this cannot be noted either: the lease then runs out and the reader is read again.
      await recordPullFailed(dataSource.manager, reader.id, text, backoffMinutes).catch((noted: unknown) =>
        logger.warn({ scannerID: reader.id, error: errorText(noted) }, 'pull failure not noted'),
      );
      return { kind: 'failed', error: text };
    }
    if (stored > 0) relay.kick();
    if (after.restarted) logger.info({ scannerID: reader.id, records: records.length }, "pull reader's table no longer holds the record taken last: read from its start");
    if (readError) logger.warn({ scannerID: reader.id, error: readError }, 'pull reader read cut short');
    return { kind: 'read', records: records.length, fresh: after.fresh.length, stored, error: readError };
  }

  /**
   * readReader, cut once nothing has come for `stallMs` (or when the job stops): each answer and
   * packet counts, and now and then renews the lease. A cut socket ends the table's read with the
   * whole chunks it has (kept as any read cut short); an exchange before the table fails.
   */
  private async readWatched(session: ZkTcpSession, reader: PullReader): Promise<ReaderRead> {
    let cutWhy: string | null = null;
    let lastProgress = Date.now();
    let renewedAt = lastProgress;
    let renewal: Promise<void> = Promise.resolve();
    let signalCut: () => void = () => undefined;
    const wasCut = new Promise<void>((resolve) => (signalCut = resolve));
    let timer: NodeJS.Timeout | undefined;
    const cut = (why: string) => {
      if (cutWhy !== null) return;
      cutWhy = why;
      clearTimeout(timer);
      session.destroy();
      signalCut();
    };
    // One timer for the whole read, set again for what is left rather than on every packet.
    const watch = () => {
      const quiet = Date.now() - lastProgress;
      if (quiet >= this.stallMs) cut(`nothing came from the reader for ${this.stallMs / 1000} s`);
      else timer = setTimeout(watch, this.stallMs - quiet);
    };
    const progress = () => {
      if (cutWhy !== null) return;
      lastProgress = Date.now();
      if (lastProgress - renewedAt < this.stallMs / 2) return;
      renewedAt = lastProgress;
      renewal = renewPullLease(this.runtime.dataSource.manager, reader.id, this.leaseSeconds).catch((error: unknown) =>
        this.runtime.logger.warn({ scannerID: reader.id, error: errorText(error) }, 'pull lease not renewed'),
      );
    };
    timer = setTimeout(watch, this.stallMs);
    this.cuts.add(cut);
    try {
      const reading = this.readReader(session, reader.commKey, progress);
      // A read node-zklib never settles after the cut is given up an answer's time later.
      const read = await Promise.race([reading, wasCut.then(() => withinTime(reading, ANSWER_TIMEOUT_MS, 'the cut read did not end'))]);
      // A table read in full before the cut (while saying goodbye, say) is whole all the same.
      return cutWhy !== null && read.error ? { ...read, error: new Error(cutWhy) } : read;
    } catch (error) {
      throw cutWhy !== null ? new Error(cutWhy) : error;
    } finally {
      clearTimeout(timer);
      this.cuts.delete(cut);
      // A renewal landing after the pull has let its lease go would keep the reader leased for nothing.
      await renewal;
    }
  }

  private async readReader(session: ZkTcpSession, commKey: number, progress: () => void): Promise<ReaderRead> {
    try {
      await session.connect(commKey);
      progress();
      const at = new Date();
      const clock = await session.readTime();
      progress();
      const counts = await session.readCounts();
      progress();
      const { data, error } = await session.readAttendanceTable(progress);
      return { table: data, error, clock, counts, at };
    } finally {
      await session.close();
    }
  }

  /** Stores a batch of records (the table's records from `firstIndex` on); unreadable times go to the reader's quarantine. */
  private async store(manager: EntityManager, reader: PullReader, zone: string, batch: readonly PulledRecord[], firstIndex: number, at: Date): Promise<number> {
    const clockings: IncomingClocking[] = [];
    const rejected: { line: number; text: string; reason: string }[] = [];
    batch.forEach((record, i) => {
      // The PIN rule of push and files: a PIN with a space, a line break or a byte of no script can name no employee.
      const reason = record.pin === '' ? 'no PIN' : !isReaderPin(record.pin) ? 'bad PIN' : !isReaderLocalTime(record.localTime, zone, at) ? 'not a plausible time' : null;
      if (reason !== null) {
        rejected.push({ line: firstIndex + i + 1, text: `${JSON.stringify(record.pin).slice(1, -1)}\t${record.localTime}\t${record.state}\t${record.verify}`, reason });
        return;
      }
      clockings.push({
        serial: reader.serial,
        pin: record.pin,
        localTime: record.localTime,
        clockedAt: this.localTimes.toUtcIso(record.localTime, zone),
        state: record.state,
        verify: record.verify,
        workCode: null,
        scannerID: reader.id,
        direction: directionOf(reader.type, record.state, reader.direction, reader.stateMap),
        source: 'zk-pull',
      });
    });
    const stored = await storeClockings(manager, clockings, { kind: 'reader', id: reader.id });
    await quarantineLines(manager, { id: reader.id, serial: reader.serial }, QUARANTINE_TABLE, rejected, at);
    return stored.length;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
