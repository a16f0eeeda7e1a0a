import type { ClockingReceivedPayload } from '@tna/contracts';
import type { EntityManager } from 'typeorm';
import { preparedStatements } from '@tna/platform';

export interface InsertedClocking {
  id: string;
  employee_id: string | null;
  clocked_at: Date;
}

/**
 * Stores a batch of clockings in one statement, each linked to the day row `dayOf` gives it; a
 * clocking already stored is skipped, not returned. Over arrays, so the statement's text and
 * plan are the same whatever the batch's size: prepared once per connection.
 */
export async function insertClockings(manager: EntityManager, clockings: readonly ClockingReceivedPayload[], dayOf: ReadonlyMap<string, string | null>): Promise<InsertedClocking[]> {
  const column = <T>(pick: (c: ClockingReceivedPayload) => T) => clockings.map(pick);
  return preparedStatements(manager).query(
    `INSERT INTO clockings (id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::timestamptz[], $6::text[], $7::text[], $8::uuid[])
         ON CONFLICT DO NOTHING RETURNING id, employee_id, clocked_at`,
    [
      column((c) => c.clockingID),
      column((c) => c.employeeID),
      column((c) => c.employeeNumber),
      column((c) => c.scannerID),
      column((c) => c.clockedAt),
      column((c) => c.direction),
      column((c) => c.source),
      column((c) => dayOf.get(c.clockingID) ?? null),
    ],
  );
}
