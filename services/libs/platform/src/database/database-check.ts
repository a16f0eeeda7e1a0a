import { Client } from 'pg';
import { StartupError } from '../host/startup-error';

/** How long a start waits for PostgreSQL to answer at all. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Connects once to the service's database, so a wrong DATABASE_URL stops the start at once
 * with one line instead of a stack trace or a process that never answers /health.
 */
export async function checkDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 5432}`;
  const name = decodeURIComponent(target.pathname.slice(1)) || target.username;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(describe(error as Error & { code?: string }, name, where));
  } finally {
    await client.end().catch(() => undefined);
  }
}

function describe(error: Error & { code?: string }, name: string, where: string): string {
  switch (error.code) {
    case '3D000':
      return `the database "${name}" does not exist on the PostgreSQL server at ${where}: create it (createdb ${name}) or set DATABASE_URL to one that exists`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${where} refused the login in DATABASE_URL: ${error.message}`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `no PostgreSQL answers at ${where} (${error.code}): start it or correct DATABASE_URL`;
    default:
      return `cannot connect to PostgreSQL at ${where}: ${error.message}`;
  }
}
