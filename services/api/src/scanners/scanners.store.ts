import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreateScannerRequest, IdName, ListRequest, ListResult, ReaderQuarantineLine, Scanner, ScannerListItem } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../shared/list-query.util';
import { SCANNER_COLUMNS } from './scanner.columns';

const SORTABLE = { name: 'lower(name)', externalId: '"externalId"', make: 'lower(make)', quarantineCount: '"quarantineCount"' };

/** The readers' SQL; their quarantined lines come from ingestion's published view. */
@Injectable()
export class ScannersStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async list(request: ListRequest): Promise<ListResult<ScannerListItem>> {
    const window = pageWindow(request, SORTABLE, 'name');
    const search = likePattern(request.search);
    const where = 'WHERE $1::text IS NULL OR name ILIKE $1 OR external_id ILIKE $1 OR make ILIKE $1';
    const [rows, total]: [ScannerListItem[], { total: number }[]] = await Promise.all([
      this.runtime.dataSource.query(
        `SELECT * FROM (
           SELECT ${SCANNER_COLUMNS}, (SELECT count(*)::int FROM ingestion.v_reader_quarantine q WHERE q.scanner_id = scanners.id) AS "quarantineCount"
             FROM scanners ${where}
         ) s ORDER BY ${window.orderBy} LIMIT $2 OFFSET $3`,
        [search, window.limit, window.offset],
      ),
      this.runtime.dataSource.query(`SELECT count(*)::int AS total FROM scanners ${where}`, [search]),
    ]);
    return { items: rows, total: total[0].total };
  }

  async exists(scannerID: string): Promise<boolean> {
    return (await this.runtime.dataSource.query('SELECT 1 FROM scanners WHERE id = $1', [scannerID])).length > 0;
  }

  /** Newest upload first, lines in the order the reader sent them. */
  quarantine(scannerID: string): Promise<ReaderQuarantineLine[]> {
    return this.runtime.dataSource.query(
      `SELECT received_at AS "receivedAt", line, reason FROM ingestion.v_reader_quarantine
        WHERE scanner_id = $1 ORDER BY received_at DESC, id LIMIT 1000`,
      [scannerID],
    );
  }

  /** Database errors (a taken name or externalId) reach the caller as thrown. */
  async insert(scanner: CreateScannerRequest, username: string): Promise<Scanner> {
    const rows: Scanner[] = await this.runtime.dataSource.query(
      `INSERT INTO scanners (id, name, make, model, type, external_id, direction, ip_address, time_zone, description, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING ${SCANNER_COLUMNS}`,
      [
        randomUUID(),
        scanner.name,
        scanner.make,
        scanner.model ?? null,
        scanner.type,
        scanner.externalId,
        scanner.direction ?? null,
        scanner.ipAddress ?? null,
        scanner.timeZone ?? null,
        scanner.description ?? null,
        username,
      ],
    );
    return rows[0];
  }

  idNames(): Promise<IdName[]> {
    return this.runtime.dataSource.query('SELECT id, name FROM scanners ORDER BY lower(name)');
  }
}
