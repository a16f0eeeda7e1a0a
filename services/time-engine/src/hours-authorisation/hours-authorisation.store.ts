import type { EntityManager } from 'typeorm';

/** Sets `overtime_authorised` on each employee shift, in one statement. */
export async function setOvertimeAuthorised(manager: EntityManager, flags: ReadonlyMap<string, boolean>): Promise<void> {
  await manager.query(
    `UPDATE time_engine.employee_shifts s SET overtime_authorised = u.authorised
         FROM unnest($1::uuid[], $2::boolean[]) AS u (id, authorised) WHERE s.id = u.id`,
    [[...flags.keys()], [...flags.values()]],
  );
}
