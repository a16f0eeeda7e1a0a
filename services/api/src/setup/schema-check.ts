import type { SqlQueryable } from '@tna/platform';
import { columnOf, type RecordDescriptor } from '@tna/contracts';

import { linkTableOf } from './entity-schema.util';

/**
 * What the descriptors expect of the api schema and it lacks: a descriptor registered without
 * its migration (or out of step with it) is reported at start, not on the first call that fails.
 */
export async function schemaGaps(db: SqlQueryable, records: readonly RecordDescriptor[]): Promise<string[]> {
  const rows: { table_name: string; column_name: string }[] = await db.query(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'api'",
  );
  const columns = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
  const gaps: string[] = [];
  for (const record of records) {
    for (const field of record.fields) {
      const [table, column] = field.type === 'references' ? [linkTableOf(record.table, field), 'ref_id'] : [record.table, columnOf(field.name)];
      if (!columns.has(`${table}.${column}`)) gaps.push(`${record.name}.${field.name}: no column api.${table}.${column}`);
    }
    if (!columns.has(`${record.table}.version`)) gaps.push(`${record.name}: no version column in api.${record.table}`);
  }
  return gaps;
}
