import type { EntityManager } from 'typeorm';

/** When and from where a reader last delivered data. */
export async function noteReaderContact(manager: EntityManager, serial: string, at: Date, remoteAddress: string | null): Promise<void> {
  await manager.query(
    `INSERT INTO reader_contacts (serial, last_seen_at, remote_address) VALUES ($1, $2, $3)
     ON CONFLICT (serial) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, remote_address = EXCLUDED.remote_address`,
    [serial, at, remoteAddress],
  );
}

/** The device's opaque stamp for a table, echoed back in its next handshake. */
export async function saveReaderStamp(manager: EntityManager, serial: string, table: string, stamp: string): Promise<void> {
  await manager.query(
    `INSERT INTO reader_stamps (serial, table_name, stamp) VALUES ($1, $2, $3)
     ON CONFLICT (serial, table_name) DO UPDATE SET stamp = EXCLUDED.stamp, updated_at = now()`,
    [serial, table, stamp.slice(0, 64)],
  );
}
