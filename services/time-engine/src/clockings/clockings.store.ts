import type { ClockingReceivedPayload } from '@tna/contracts';
import type { EntityManager } from 'typeorm';

export interface InsertedClocking {
  id: string;
  employee_id: string | null;
  clocked_at: Date;
}

const CLOCKING_COLUMNS = 7;

/** Stores a batch of clockings in one statement; a clocking already stored is skipped, not returned. */
export async function insertClockings(manager: EntityManager, clockings: readonly ClockingReceivedPayload[]): Promise<InsertedClocking[]> {
  const values: unknown[] = [];
  const rows = clockings.map((c, i) => {
    values.push(c.clockingID, c.employeeID, c.employeeNumber, c.scannerID, c.clockedAt, c.direction, c.source);
    return `(${Array.from({ length: CLOCKING_COLUMNS }, (_, k) => `$${i * CLOCKING_COLUMNS + k + 1}`).join(', ')})`;
  });
  return manager.query(
    `INSERT INTO clockings (id, employee_id, employee_number, scanner_id, clocked_at, direction, source)
       VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING RETURNING id, employee_id, clocked_at`,
    values,
  );
}
