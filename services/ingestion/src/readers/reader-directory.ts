import type { EntityManager } from 'typeorm';
import type { ClockingDirection } from '@tna/contracts';

export interface KnownReader {
  id: string;
  externalId: string;
  type: string;
  direction: ClockingDirection | null;
  timeZone: string | null;
}

/** Readers and employee numbers come from the api's published read-only views. */
export async function findReaderBySerial(manager: EntityManager, serial: string): Promise<KnownReader | null> {
  const rows: KnownReader[] = await manager.query(
    `SELECT id, external_id AS "externalId", type, direction, time_zone AS "timeZone"
       FROM api.v_scanners WHERE external_id = $1 LIMIT 1`,
    [serial],
  );
  return rows[0] ?? null;
}

export async function findReaderById(manager: EntityManager, id: string): Promise<KnownReader | null> {
  const rows: KnownReader[] = await manager.query(
    `SELECT id, external_id AS "externalId", type, direction, time_zone AS "timeZone" FROM api.v_scanners WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Employee ids by employee number, for the numbers given. */
export async function employeesByNumber(manager: EntityManager, numbers: readonly string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows: { id: string; employeeNumber: string }[] = await manager.query(
    'SELECT id, employee_number AS "employeeNumber" FROM api.v_employee_numbers WHERE employee_number = ANY($1::text[])',
    [[...new Set(numbers)]],
  );
  return new Map(rows.map((row) => [row.employeeNumber, row.id]));
}
