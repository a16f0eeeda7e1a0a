import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { ServiceRuntime } from '@tna/platform';

/**
 * On a database with no users, creates `admin` with TNA_ADMIN_PASSWORD, or with a random
 * password printed once. Several api instances may race here; the unique name keeps one.
 */
export async function ensureAdministrator(runtime: ServiceRuntime, password = process.env.TNA_ADMIN_PASSWORD): Promise<void> {
  const existing: unknown[] = await runtime.dataSource.query('SELECT 1 FROM system_users LIMIT 1');
  if (existing.length > 0) return;
  const chosen = password && password.length > 0 ? password : randomBytes(12).toString('base64url');
  const inserted: unknown[] = await runtime.dataSource.query(
    `INSERT INTO system_users (id, username, full_name, password_hash, is_administrator, created_by, updated_by)
     VALUES ($1, 'admin', 'Administrator', $2, true, 'system', 'system') ON CONFLICT DO NOTHING RETURNING id`,
    [randomUUID(), await hash(chosen)],
  );
  if (inserted.length === 0) return;
  if (password) {
    runtime.logger.info('created the administrator "admin" with the password from TNA_ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose, to the terminal of the person who started the product.
    process.stdout.write(`\n  First start: log in as admin with the password ${chosen}\n  (shown only now; set TNA_ADMIN_PASSWORD to choose it)\n\n`);
  }
}
