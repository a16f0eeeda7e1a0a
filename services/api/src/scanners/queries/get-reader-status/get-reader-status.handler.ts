import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReaderStatus } from '@tna/contracts';
import { isOnline, onlineWithinSeconds } from '../../domain/reader-status';
import { longestScheduleGapSeconds } from '../../reader-record.check';
import { ScannersStore } from '../../scanners.store';
import { GetReaderStatusQuery } from './get-reader-status.query';

/**
 * A reader's status: its last contact (ingestion.v_reader_contacts), what its latest INFO said
 * and its clock drift (ingestion.v_reader_info), a pull reader's last pull and backoff
 * (ingestion.v_pull_states), and whether it is online, judged against
 * PostgreSQL's clock, the one the contact was written with.
 */
@QueryHandler(GetReaderStatusQuery)
export class GetReaderStatusHandler implements IQueryHandler<GetReaderStatusQuery, ReaderStatus> {
  constructor(private readonly store: ScannersStore) {}

  async execute({ id }: GetReaderStatusQuery): Promise<ReaderStatus> {
    const row = await this.store.status(id);
    if (!row) throw new NotFoundException({ error: 'no such reader', field: 'ID' });
    const gap = row.pullSchedule ? longestScheduleGapSeconds(row.pullSchedule, row.timeZone) : null;
    const within = onlineWithinSeconds(row.connection, gap);
    return {
      scannerID: id,
      connection: row.connection,
      timeZone: row.timeZone,
      lastContactAt: row.lastContactAt?.toISOString() ?? null,
      online: isOnline(row.lastContactAt, row.now, within),
      onlineWithinSeconds: within,
      firmware: row.firmware,
      users: row.users,
      fingerprints: row.fingerprints,
      logs: row.logs,
      reportedIp: row.reportedIp,
      infoReportedAt: row.infoReportedAt?.toISOString() ?? null,
      clockDriftSeconds: row.clockDriftSeconds,
      clockDriftMeasuredAt: row.clockDriftMeasuredAt?.toISOString() ?? null,
      lastPullAt: row.lastPullAt?.toISOString() ?? null,
      lastPullError: row.lastPullError,
      pullFailures: row.pullFailures,
      nextPullAttemptAt: row.nextPullAttemptAt?.toISOString() ?? null,
    };
  }
}
