import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defaultTimeZone, preparedStatements, runtimeToken, type ServiceRuntime, type SqlQueryable } from '@tna/platform';
import type { IncomingClocking } from '../../../clockings/clockings.store';
import { readerRecordOf, type KnownReader } from '../../../readers/readers.store';
import { uploadClockOffset } from '../../domain/clock-offset';
import { parseAttendanceLog } from '../../domain/attendance-log';
import { LocalTimeConverter } from '../../domain/local-time';
import { directionOf } from '../../domain/reader-state';
import { UnknownReaderError } from '../../unknown-reader.error';
import { storeAttendanceUpload } from '../../zk-push.store';
import { ReceiveAttendanceLogCommand, type ReceiveAttendanceLogResult } from './receive-attendance-log.command';

/** The same wall-clock time a day later: what a reader may deliver at most, its clock a day ahead. */
function nextDay(localTime: string): string {
  return new Date(Date.parse(`${localTime}Z`) + 86_400_000).toISOString().slice(0, 19);
}

/**
 * Takes a reader's ATTLOG upload in one statement (storeAttendanceUpload): the lines are worked
 * out from the reader's record as last seen, and the statement writes them only if the record
 * still reads so; otherwise (the first upload since a start, or an operator changed the reader)
 * they are worked out again from the record it answered. One round trip per upload, where a
 * transaction took four.
 */
@CommandHandler(ReceiveAttendanceLogCommand)
export class ReceiveAttendanceLogHandler implements ICommandHandler<ReceiveAttendanceLogCommand, ReceiveAttendanceLogResult> {
  private readonly localTimes = new LocalTimeConverter();
  /** Each serial's reader record (readerRecordText) as its last upload found it; one per reader. */
  private readonly readerRecords = new Map<string, string>();
  /** The upload's statement comes back with every upload: prepared once per connection. */
  private readonly statements: SqlQueryable;

  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {
    this.statements = preparedStatements(runtime.dataSource);
  }

  async execute(command: ReceiveAttendanceLogCommand): Promise<ReceiveAttendanceLogResult> {
    const { dataSource, relay, logger } = this.runtime;
    const upload = { serial: command.serial, table: 'ATTLOG', at: command.receivedAt, remoteAddress: command.remoteAddress, stamp: command.stamp };
    let record = this.readerRecords.get(command.serial) ?? (await readerRecordOf(dataSource.manager, command.serial));
    // A record that changes between two statements more than a few times running is not worth chasing: the reader sends again.
    for (let attempt = 0; record !== null && attempt < 5; attempt++) {
      const work = this.workOut(command, JSON.parse(record) as KnownReader);
      const result = await storeAttendanceUpload(this.statements, upload, record, work);
      if (!result.taken) {
        record = result.readerRecord;
        continue;
      }
      this.readerRecords.set(command.serial, record);
      if (result.stored.length > 0) relay.kick();
      if (work.rejected.length > 0) {
        logger.warn({ serial: command.serial, rejected: work.rejected.slice(0, 20), count: work.rejected.length }, 'ATTLOG lines quarantined');
      }
      return { accepted: work.accepted, stored: result.stored.length, rejected: work.rejected };
    }
    this.readerRecords.delete(command.serial);
    if (record === null) throw new UnknownReaderError(command.serial);
    throw new Error(`reader ${command.serial} was changed during each of 5 attempts to take its upload`);
  }

  /** The upload's lines as the reader's record says to read them: clockings, rejected lines, and the reader's clock offset. */
  private workOut(command: ReceiveAttendanceLogCommand, reader: KnownReader) {
    const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
    const parsed = parseAttendanceLog(command.body, { latest: nextDay(this.localTimes.toLocalTime(command.receivedAt, zone)) });
    const clockings: IncomingClocking[] = parsed.records.map((record) => ({
      serial: command.serial,
      pin: record.pin,
      localTime: record.localTime,
      clockedAt: this.localTimes.toUtcIso(record.localTime, zone),
      state: record.state,
      verify: record.verify,
      workCode: record.workCode,
      scannerID: reader.id,
      direction: directionOf(reader.type, record.state, reader.direction, reader.stateMap),
      source: 'zk-push',
    }));
    return {
      scannerID: reader.id,
      clockings,
      rejected: parsed.rejected,
      accepted: parsed.records.length,
      // A push reader's clock is read off its real-time uploads (docs/readers.md "Status").
      clockOffsetSeconds: uploadClockOffset(clockings.map((clocking) => clocking.clockedAt), command.receivedAt),
    };
  }
}
