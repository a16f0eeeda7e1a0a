import type { EntityManager } from 'typeorm';
import type { ReaderInfo } from './domain/reader-info';

/**
 * A reader's INFO, from its first poll's `INFO=` or an INFO command's answer. A field the reader
 * left out keeps what it said before.
 */
export async function recordReaderInfo(manager: EntityManager, serial: string, info: ReaderInfo, at: Date): Promise<void> {
  await manager.query(
    `INSERT INTO ingestion.reader_info (serial, firmware, users, fingerprints, logs, ip, reported_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (serial) DO UPDATE SET
       firmware = COALESCE(EXCLUDED.firmware, reader_info.firmware),
       users = COALESCE(EXCLUDED.users, reader_info.users),
       fingerprints = COALESCE(EXCLUDED.fingerprints, reader_info.fingerprints),
       logs = COALESCE(EXCLUDED.logs, reader_info.logs),
       ip = COALESCE(EXCLUDED.ip, reader_info.ip),
       reported_at = EXCLUDED.reported_at`,
    [serial, info.firmware, info.users, info.fingerprints, info.logs, info.ip, at],
  );
}

/** How far the reader's clock is ahead of ours (negative: behind), in seconds, as measured at `at`. */
export async function recordReaderClockOffset(manager: EntityManager, serial: string, seconds: number, at: Date = new Date()): Promise<void> {
  await manager.query(
    `INSERT INTO ingestion.reader_info (serial, device_time_offset_seconds, offset_measured_at) VALUES ($1, $2, $3)
     ON CONFLICT (serial) DO UPDATE SET device_time_offset_seconds = EXCLUDED.device_time_offset_seconds, offset_measured_at = EXCLUDED.offset_measured_at`,
    [serial, Math.round(seconds), at],
  );
}
