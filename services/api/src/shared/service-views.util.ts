import { SERVICE_NAMES, schemaOf, type ServiceName } from '@tna/contracts';
import type { SqlQueryable } from '@tna/platform';

/**
 * Every service's published `view` as one `UNION ALL`, each row with its service's name as
 * `service` (the api never reads another schema's tables); null when no service has it yet. A
 * service whose migrations have not run has no view: skipped.
 */
export async function everyServiceView(db: SqlQueryable, view: string, columns: string, services: readonly ServiceName[] = SERVICE_NAMES): Promise<string | null> {
  const found: { schema: string }[] = await db.query(
    `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname = $1 AND c.relkind = 'v' AND n.nspname = ANY($2::text[])`,
    [view, services.map(schemaOf)],
  );
  const present = new Set(found.map((row) => row.schema));
  // Names come from SERVICE_NAMES and the callers' constants, never from input.
  const parts = services.filter((service) => present.has(schemaOf(service))).map((service) => `SELECT '${service}'::text AS service, ${columns} FROM "${schemaOf(service)}".${view}`);
  return parts.length > 0 ? parts.join(' UNION ALL ') : null;
}
