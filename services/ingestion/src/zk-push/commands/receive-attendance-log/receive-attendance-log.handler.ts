import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { storeClockings, type IncomingClocking } from '../../../clockings/clockings.store';
import { recordReaderClockOffset } from '../../../reader-commands/reader-commands.store';
import { takeReaderUpload } from '../../../readers/readers.store';
import { uploadClockOffset } from '../../domain/clock-offset';
import { parseAttendanceLog } from '../../domain/attendance-log';
import { LocalTimeConverter } from '../../domain/local-time';
import { directionOf } from '../../domain/reader-state';
import { UnknownReaderError } from '../../unknown-reader.error';
import { quarantineLines } from '../../zk-push.store';
import { ReceiveAttendanceLogCommand, type ReceiveAttendanceLogResult } from './receive-attendance-log.command';

/** Oldest clocking a reader may deliver; older dates are a device with a lost clock. */
const EARLIEST_LOCAL_TIME = '2000-01-01T00:00:00';

@CommandHandler(ReceiveAttendanceLogCommand)
export class ReceiveAttendanceLogHandler implements ICommandHandler<ReceiveAttendanceLogCommand, ReceiveAttendanceLogResult> {
  private readonly localTimes = new LocalTimeConverter();

  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {}

  async execute(command: ReceiveAttendanceLogCommand): Promise<ReceiveAttendanceLogResult> {
    const { dataSource, relay, logger } = this.runtime;
    const result = await dataSource.transaction(async (manager) => {
      const reader = await takeReaderUpload(manager, {
        serial: command.serial,
        table: 'ATTLOG',
        at: command.receivedAt,
        remoteAddress: command.remoteAddress,
        stamp: command.stamp,
      });
      if (!reader) throw new UnknownReaderError(command.serial);
      const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
      const now = DateTime.fromJSDate(command.receivedAt, { zone });
      const parsed = parseAttendanceLog(command.body, {
        earliest: EARLIEST_LOCAL_TIME,
        latest: now.plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm:ss"),
      });
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
      const stored = await storeClockings(manager, clockings, { kind: 'reader', id: reader.id });
      await quarantineLines(manager, { id: reader.id, serial: command.serial }, 'ATTLOG', parsed.rejected, command.receivedAt);
      // A push reader's clock is read off its real-time uploads (docs/readers.md "Status").
      const offset = uploadClockOffset(clockings.map((clocking) => clocking.clockedAt), command.receivedAt);
      if (offset !== null) await recordReaderClockOffset(manager, command.serial, offset, command.receivedAt);
      return { accepted: parsed.records.length, stored: stored.length, rejected: parsed.rejected };
    });
    if (result.stored > 0) relay.kick();
    if (result.rejected.length > 0) {
      logger.warn({ serial: command.serial, rejected: result.rejected.slice(0, 20), count: result.rejected.length }, 'ATTLOG lines quarantined');
    }
    return result;
  }
}
