import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { ServiceRuntime } from '@tna/platform';
import { anySystemUserExists, insertFirstAdministrator } from './auth.store';

/**
 * On a database with no users, creates `admin` with TNA_ADMIN_PASSWORD, or with a random
 * password printed once. Several api instances may race here; the unique name keeps one.
 */
export async function ensureAdministrator(runtime: ServiceRuntime, password = process.env.TNA_ADMIN_PASSWORD): Promise<void> {
  if (await anySystemUserExists(runtime.dataSource)) return;
  const chosen = password && password.length > 0 ? password : randomBytes(12).toString('base64url');
  if (!(await insertFirstAdministrator(runtime.dataSource, randomUUID(), await hash(chosen)))) return;
  if (password) {
    runtime.logger.info('created the administrator "admin" with the password from TNA_ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose, to the terminal of the person who started the product.
    process.stdout.write(`\n  First start: log in as admin with the password ${chosen}\n  (shown only now; set TNA_ADMIN_PASSWORD to choose it)\n\n`);
  }
}
