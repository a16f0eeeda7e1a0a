import type { SqlQueryable } from '@tna/platform';
import type { IdName, SecurityTemplate, UpdateSecurityTemplateRequest } from '@tna/contracts';
import type { PageWindow } from '../shared/list-query.util';
import { SECURITY_TEMPLATE_SELECT } from './security-template.columns';

/** The columns GetSecurityTemplates sorts on. */
export const SECURITY_TEMPLATE_SORTS = { name: 'lower(t.name)' };

export async function findSecurityTemplate(db: SqlQueryable, id: string): Promise<SecurityTemplate | undefined> {
  const rows: SecurityTemplate[] = await db.query(`${SECURITY_TEMPLATE_SELECT} WHERE t.id = $1`, [id]);
  return rows[0];
}

/** The flags a template grants, or undefined if there is no such template. */
export async function findSecurityTemplatePermissions(db: SqlQueryable, id: string): Promise<string[] | undefined> {
  const rows: { permissions: string[] }[] = await db.query('SELECT permissions FROM security_templates WHERE id = $1', [id]);
  return rows[0]?.permissions;
}

/** Templates whose name matches the ILIKE pattern (null matches every template). */
export async function listSecurityTemplates(db: SqlQueryable, search: string | null, page: PageWindow): Promise<{ items: SecurityTemplate[]; total: number }> {
  const [{ total }]: { total: number }[] = await db.query(
    'SELECT count(*)::int AS total FROM security_templates t WHERE $1::text IS NULL OR t.name ILIKE $1',
    [search],
  );
  const items: SecurityTemplate[] = await db.query(
    `${SECURITY_TEMPLATE_SELECT} WHERE $1::text IS NULL OR t.name ILIKE $1 ORDER BY ${page.orderBy} LIMIT $2 OFFSET $3`,
    [search, page.limit, page.offset],
  );
  return { items, total };
}

/** Every template, for pick lists. */
export function securityTemplateNames(db: SqlQueryable): Promise<IdName[]> {
  return db.query('SELECT id, name FROM security_templates ORDER BY lower(name), id');
}

/** `permissions` are stored as given: the caller puts them in the contracts' order. */
export async function insertSecurityTemplate(db: SqlQueryable, id: string, name: string, permissions: string[], actorName: string): Promise<void> {
  await db.query('INSERT INTO security_templates (id, name, permissions, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)', [
    id,
    name,
    permissions,
    actorName,
  ]);
}

/** Writes a template's change (`permissions` as stored); false if its version no longer matches. */
export async function updateSecurityTemplate(db: SqlQueryable, template: UpdateSecurityTemplateRequest, permissions: string[], actorName: string): Promise<boolean> {
  const [updated]: [unknown[], number] = await db.query(
    `UPDATE security_templates SET name = $2, permissions = $3, version = version + 1, updated_at = now(), updated_by = $4
          WHERE id = $1 AND ($5::int IS NULL OR version = $5) RETURNING id`,
    [template.id, template.name, permissions, actorName, template.version ?? null],
  );
  return updated.length > 0;
}

export async function deleteSecurityTemplate(db: SqlQueryable, id: string): Promise<void> {
  await db.query('DELETE FROM security_templates WHERE id = $1', [id]);
}
