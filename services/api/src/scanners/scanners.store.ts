import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { READER_QUARANTINE_LIMIT, type IdName, type ListResult, type ReaderQuarantineLine, type Scanner, type ScannerListRequest } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { likePattern, pageWindow } from '../shared/list-query.util';
import type { ScannerRecord } from './reader-record.check';
import { SCANNER_COLUMNS } from './scanner.columns';

const SORTABLE = {
  name: 'lower(name)',
  externalId: '"externalId"',
  make: 'lower(make)',
  type: 'type',
  connection: 'connection',
  locationName: 'lower("locationName")',
  lastContactAt: '"lastContactAt"',
  quarantineCount: '"quarantineCount"',
};

/** A reader as its row holds it: the answer without what is worked out on reading. */
type StoredScanner = Omit<Scanner, 'effectiveTimeZone'>;

/** A list row as read: the reader, its location's name, its quarantine count and its last contact (online is decided by the handler). */
export interface ScannerRow extends Scanner {
  locationName: string | null;
  quarantineCount: number;
  lastContactAt: Date | null;
}

/** What GetReaderStatus reads: ingestion's published contacts and INFO, by the reader's serial. */
export interface ReaderStatusRow {
  connection: Scanner['connection'];
  pullSchedule: string | null;
  /** The reader's zone, else the installation's. */
  timeZone: string;
  lastContactAt: Date | null;
  firmware: string | null;
  users: number | null;
  fingerprints: number | null;
  logs: number | null;
  reportedIp: string | null;
  infoReportedAt: Date | null;
  clockDriftSeconds: number | null;
  clockDriftMeasuredAt: Date | null;
  lastPullAt: Date | null;
  lastPullError: string | null;
  pullFailures: number | null;
  nextPullAttemptAt: Date | null;
  now: Date;
}

/** The values of a record in the column order of INSERT and UPDATE ($2 on). */
function recordValues(record: ScannerRecord): unknown[] {
  return [
    record.name,
    record.make,
    record.model,
    record.type,
    record.externalId,
    record.direction,
    record.ipAddress,
    record.timeZone,
    record.description,
    record.abbreviations,
    record.serviceEndpoints,
    record.locationID,
    record.portableDevice,
    record.gpsId,
    record.connection,
    record.port,
    record.commKey,
    record.pullSchedule,
    record.stateMap === null ? null : JSON.stringify(record.stateMap),
  ];
}

const RECORD_COLUMNS = `name, make, model, type, external_id, direction, ip_address, time_zone, description, abbreviations, service_endpoints,
  location_id, portable_device, gps_id, connection, port, comm_key, pull_schedule, state_map`;

/** The readers' SQL; their quarantined lines, contacts and INFO come from ingestion's published views. */
@Injectable()
export class ScannersStore {
  /** The installation's zone: a reader without a zone of its own keeps this one (TNA_TIME_ZONE). */
  private readonly installationZone: string;

  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {
    this.installationZone = defaultTimeZone(runtime.config);
  }

  /** The reader as answered: with the zone its clock keeps. */
  private answered<T extends StoredScanner>(row: T): T & { effectiveTimeZone: string } {
    return { ...row, effectiveTimeZone: row.timeZone ?? this.installationZone };
  }

  async list(request: ScannerListRequest): Promise<ListResult<ScannerRow> & { now: Date }> {
    const window = pageWindow(request, SORTABLE, 'name');
    const filters = [likePattern(request.search), request.type ?? null, request.connection ?? null, request.locationID ?? null];
    const where = `WHERE ($1::text IS NULL OR s.name ILIKE $1 OR s.external_id ILIKE $1 OR s.make ILIKE $1 OR s.ip_address ILIKE $1)
      AND ($2::text IS NULL OR s.type = $2) AND ($3::text IS NULL OR s.connection = $3) AND ($4::uuid IS NULL OR s.location_id = $4)`;
    const [rows, total, clock]: [Omit<ScannerRow, 'effectiveTimeZone'>[], { total: number }[], { now: Date }[]] = await Promise.all([
      this.runtime.dataSource.query(
        `SELECT * FROM (
           SELECT ${prefixed('s')}, l.name AS "locationName", c.last_seen_at AS "lastContactAt",
                  (SELECT count(*)::int FROM ingestion.v_reader_quarantine q WHERE q.scanner_id = s.id) AS "quarantineCount"
             FROM scanners s
             LEFT JOIN locations l ON l.id = s.location_id
             LEFT JOIN ingestion.v_reader_contacts c ON c.serial = s.external_id
            ${where}
         ) s ORDER BY ${window.orderBy} LIMIT $5 OFFSET $6`,
        [...filters, window.limit, window.offset],
      ),
      this.runtime.dataSource.query(`SELECT count(*)::int AS total FROM scanners s ${where}`, filters),
      this.runtime.dataSource.query('SELECT now() AS now'),
    ]);
    return { items: rows.map((row) => this.answered(row)), total: total[0].total, now: clock[0].now };
  }

  async get(id: string): Promise<Scanner | undefined> {
    const rows: StoredScanner[] = await this.runtime.dataSource.query(`SELECT ${SCANNER_COLUMNS} FROM scanners WHERE id = $1`, [id]);
    return rows[0] && this.answered(rows[0]);
  }

  async exists(scannerID: string): Promise<boolean> {
    return (await this.runtime.dataSource.query('SELECT 1 FROM scanners WHERE id = $1', [scannerID])).length > 0;
  }

  /** Newest upload first, lines in the order the reader sent them; the newest READER_QUARANTINE_LIMIT. */
  quarantine(scannerID: string): Promise<ReaderQuarantineLine[]> {
    return this.runtime.dataSource.query(
      `SELECT received_at AS "receivedAt", line, reason FROM ingestion.v_reader_quarantine
        WHERE scanner_id = $1 ORDER BY received_at DESC, line_number, id LIMIT $2`,
      [scannerID, READER_QUARANTINE_LIMIT],
    );
  }

  /** Database errors (a taken name or externalId, a location that does not exist) reach the caller as thrown. */
  async insert(record: ScannerRecord, username: string): Promise<Scanner> {
    const rows: StoredScanner[] = await this.runtime.dataSource.query(
      `INSERT INTO scanners (id, ${RECORD_COLUMNS}, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21) RETURNING ${SCANNER_COLUMNS}`,
      [randomUUID(), ...recordValues(record), username],
    );
    return this.answered(rows[0]);
  }

  /** The reader's version, its row locked for the rest of the transaction; undefined when there is none. */
  async lockVersion(manager: EntityManager, id: string): Promise<{ version: number; name: string } | undefined> {
    const rows: { version: number; name: string }[] = await manager.query('SELECT version, name FROM scanners WHERE id = $1 FOR UPDATE', [id]);
    return rows[0];
  }

  async update(manager: EntityManager, id: string, record: ScannerRecord, username: string): Promise<Scanner> {
    // TypeORM answers an UPDATE as [rows, affected count].
    const [rows]: [StoredScanner[], number] = await manager.query(
      `UPDATE scanners SET (${RECORD_COLUMNS}, version, updated_at, updated_by) =
         ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, version + 1, now(), $21)
       WHERE id = $1 RETURNING ${SCANNER_COLUMNS}`,
      [id, ...recordValues(record), username],
    );
    return this.answered(rows[0]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM scanners WHERE id = $1', [id]);
  }

  async status(id: string): Promise<ReaderStatusRow | undefined> {
    const rows: ReaderStatusRow[] = await this.runtime.dataSource.query(
      `SELECT s.connection, s.pull_schedule AS "pullSchedule", coalesce(s.time_zone, $2) AS "timeZone", c.last_seen_at AS "lastContactAt",
              i.firmware, i.users, i.fingerprints, i.logs, i.ip AS "reportedIp", i.reported_at AS "infoReportedAt",
              i.device_time_offset_seconds AS "clockDriftSeconds", i.offset_measured_at AS "clockDriftMeasuredAt",
              p.last_pull_at AS "lastPullAt", p.last_error AS "lastPullError", p.failures AS "pullFailures",
              p.next_attempt_at AS "nextPullAttemptAt", now() AS now
         FROM scanners s
         LEFT JOIN ingestion.v_reader_contacts c ON c.serial = s.external_id
         LEFT JOIN ingestion.v_reader_info i ON i.serial = s.external_id
         LEFT JOIN ingestion.v_pull_states p ON p.scanner_id = s.id
        WHERE s.id = $1`,
      [id, this.installationZone],
    );
    return rows[0];
  }

  idNames(): Promise<IdName[]> {
    return this.runtime.dataSource.query('SELECT id, name FROM scanners ORDER BY lower(name)');
  }
}

/** SCANNER_COLUMNS read from the alias `s` (the list joins locations, which have a name and id too). */
function prefixed(alias: string): string {
  return SCANNER_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}
