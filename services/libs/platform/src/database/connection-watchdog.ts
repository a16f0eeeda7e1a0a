import pg, { type Pool } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PollingLoop } from '../runtime/polling-loop';

/** pg's client members outside its typings: the statement it waits on, its backend's process id, its socket. */
interface RawClient {
  _getActiveQuery(): object | null;
  processID: number | null;
  connection: { stream: { destroyed: boolean; bytesRead: number; writableLength: number; destroy(): void } };
}

/** pg-pool keeps the settings it was made with, outside its typings. */
type PoolWithOptions = Pool & { options: pg.PoolConfig };

/** What the server says of a backend: nothing (gone), or its state, what it waits for and when its state last changed. */
type BackendStatus = { pid: number; state: string | null; wait_event: string | null; since: string; started: string };

/** States in which a backend has no statement of its client's: one that client still waits on is lost on the way. */
const NOT_RUNNING = new Set(['idle', 'idle in transaction', 'idle in transaction (aborted)']);

/**
 * Whether a backend waits for its client: idle, or active in the midst of the extended protocol
 * waiting to read the client's next message (a cursor between reads). With its client waiting too,
 * what one sent did not reach the other.
 */
const waitsForItsClient = (backend: BackendStatus) => NOT_RUNNING.has(backend.state ?? '') || (backend.state === 'active' && backend.wait_event === 'ClientRead');

/** A statement seen waiting at the last check, and what its backend was doing then. */
interface Suspect {
  statement: object;
  status: string;
}

/**
 * pg's client emits 'error' when the server ends its connection while no statement runs on it (a
 * restart, `pg_terminate_backend`), and an 'error' nobody listens to ends the process. The pool
 * listens to its idle clients only; TypeORM and our own statements hold clients between
 * statements. So every client listens from birth: the loss then surfaces as the failure of its
 * next statement (a 503, docs/architecture.md "Data"), and the pool drops the client.
 */
export class ListeningClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * Closes a service's connections that stopped carrying bytes while a statement waits on them.
 *
 * A firewall, NAT or load balancer that forgets a connection drops its packets without a reset:
 * neither end hears of it, and a statement on it waits until TCP gives up, about 15 minutes with
 * Linux's defaults, holding a reader's upload or a consumer's delivery (and the server, when the
 * reply was lost, keeps the transaction's locks). No fixed bound per statement is right for all
 * of them, a report may run for minutes; so the watchdog asks the server instead. A statement
 * still waiting at two checks in a row, whose backend was idle both times with nothing done in
 * between (or was gone both times), and whose socket neither read nor sent a byte meanwhile, is
 * not being worked on and its answer will not come (a backend `active` but waiting to read from
 * its client, a cursor's, counts as idle): the backend is ended (waiting for it to go,
 * so that its locks are free for the retry) and then the client's socket is closed, which fails
 * the statement as a lost connection does (a 503 with Retry-After, a delivery taken again). A
 * statement running or waiting for a lock is never touched; a server that does not answer the
 * watchdog (frozen, or away) is left alone.
 */
export class ConnectionWatchdog {
  private readonly clients = new Set<pg.Client>();
  /** Each client's statement under way at the last check. */
  private readonly seen = new Map<pg.Client, object>();
  private readonly suspects = new Map<pg.Client, Suspect>();
  private readonly loop: PollingLoop;
  /** The watchdog's own connection, so that it never waits for one of the pool it watches. */
  private pool?: Pool;

  /** The client class to make the watched pool's connections with. */
  readonly Client: typeof pg.Client;

  constructor(
    private readonly logger: Logger,
    private readonly checkEveryMs: number,
  ) {
    const watch = (client: pg.Client) => {
      this.clients.add(client);
      client.once('end', () => this.forget(client));
    };
    this.Client = class WatchedClient extends ListeningClient {
      constructor(config?: string | pg.ClientConfig) {
        super(config);
        watch(this);
      }
    };
    this.loop = new PollingLoop(() => this.check(), checkEveryMs, (error) => this.logger.debug({ error: String(error) }, 'connection watchdog could not ask PostgreSQL'));
  }

  /** Starts watching the pool of an initialised data source made with `Client`. */
  start(dataSource: DataSource): void {
    this.pool = connectionOfItsOwn(dataSource, ListeningClient);
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }

  private forget(client: pg.Client): void {
    this.clients.delete(client);
    this.seen.delete(client);
    this.suspects.delete(client);
  }

  private async check(): Promise<void> {
    const waiting: pg.Client[] = [];
    for (const client of this.clients) {
      const raw = client as unknown as RawClient;
      if (raw.connection.stream.destroyed) {
        this.forget(client);
        continue;
      }
      const active = raw._getActiveQuery();
      // A cursor between two reads (pg-cursor's 'idle', the reports) waits for this process, not for the server.
      const statement = active && (active as { state?: string }).state !== 'idle' ? active : null;
      const before = this.seen.get(client);
      if (statement) this.seen.set(client, statement);
      else this.seen.delete(client);
      // Under way since the last check at least; every other client is cleared of suspicion.
      if (statement && statement === before && raw.processID) waiting.push(client);
      else this.suspects.delete(client);
    }
    if (waiting.length === 0) return;
    const statuses = await this.ask(waiting.map((client) => (client as unknown as RawClient).processID!));
    const lost: { client: pg.Client; started?: string }[] = [];
    for (const client of waiting) {
      const raw = client as unknown as RawClient;
      const backend = statuses.get(raw.processID!);
      if (backend && !waitsForItsClient(backend)) {
        this.suspects.delete(client);
        continue;
      }
      // Bytes still arriving, or a long statement's text still leaving (the kernel taking more of
      // what waits to be sent), are progress: a slow link, not a lost one.
      const { bytesRead, writableLength } = raw.connection.stream;
      const status = `${backend ? `${backend.state} (${backend.wait_event}) since ${backend.since}` : 'gone'}, ${bytesRead} bytes read, ${writableLength} to send`;
      const statement = this.seen.get(client)!;
      const suspect = this.suspects.get(client);
      if (suspect?.statement === statement && suspect.status === status) lost.push({ client, started: backend?.started });
      else this.suspects.set(client, { statement, status });
    }
    if (lost.length > 0) await this.close(lost);
  }

  /** The server's view of these backends, on the watchdog's own connection; no answer within a check's time is a failed check. */
  private async ask(pids: number[]): Promise<Map<number, BackendStatus>> {
    const { rows } = await this.query<BackendStatus>(
      `SELECT pid, state, wait_event, state_change::text AS since, backend_start::text AS started FROM pg_stat_activity
        WHERE pid = ANY($1::int[]) AND usename = current_user AND application_name = current_setting('application_name')`,
      [pids],
    );
    return new Map(rows.map((row) => [row.pid, row]));
  }

  /**
   * Ends the lost connections' backends that are still there (the same backend, by its start, not
   * a later one given its number), waits for them to go, then closes the sockets. A backend that
   * has not gone yet keeps its socket open until a later check: closed before, the retry of its
   * statement could wait on its locks, or pass rows it holds (`SKIP LOCKED`).
   */
  private async close(lost: { client: pg.Client; started?: string }[]): Promise<void> {
    const running = lost.filter((entry) => entry.started !== undefined);
    const raws = running.map((entry) => entry.client as unknown as RawClient);
    const { rows } = running.length
      ? await this.query<{ pid: number; ended: boolean }>(
          `SELECT pid, pg_terminate_backend(pid, $3) AS ended FROM pg_stat_activity
            WHERE (pid, backend_start::text) IN (SELECT * FROM unnest($1::int[], $2::text[])) AND pid <> pg_backend_pid()
              AND usename = current_user AND application_name = current_setting('application_name')`,
          [raws.map((raw) => raw.processID), running.map((entry) => entry.started), Math.max(1, Math.floor(this.checkEveryMs / 2))],
        )
      : { rows: [] };
    const notEnded = new Set(rows.filter((row) => !row.ended).map((row) => row.pid));
    for (const { client } of lost) {
      const raw = client as unknown as RawClient;
      if (notEnded.has(raw.processID!)) continue;
      this.logger.warn({ backend: raw.processID }, 'a PostgreSQL connection stopped carrying bytes while a statement waited on it (its backend idle or gone); closed it, the statement fails as on a lost connection');
      this.forget(client);
      raw.connection.stream.destroy();
    }
  }

  /** A statement on the watchdog's own connection, given up with that connection after a check's time. */
  private async query<T extends object>(text: string, values: unknown[]): Promise<pg.QueryResult<T>> {
    const client = await this.pool!.connect();
    let timer: NodeJS.Timeout | undefined;
    let answered = false;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          (client as unknown as RawClient).connection.stream.destroy();
          reject(new Error(`PostgreSQL did not answer the connection watchdog in ${this.checkEveryMs} ms`));
        }, this.checkEveryMs);
      });
      const result = await Promise.race([client.query<T>(text, values), deadline]);
      answered = true;
      return result;
    } finally {
      clearTimeout(timer);
      client.release(!answered);
    }
  }
}

/**
 * A pool of one connection made with the settings of an initialised data source's pool (its
 * client class too, unless given): for work that must not wait for, or take, one of the pool's.
 */
export function connectionOfItsOwn(dataSource: DataSource, Client?: typeof pg.Client): Pool {
  const { options } = (dataSource.driver as PostgresDriver).master as PoolWithOptions;
  const pool = new pg.Pool({ ...options, ...(Client && { Client }), max: 1 });
  // An idle connection's loss (a restart) is an 'error' on the pool, which must not end the process: the next use meets it.
  pool.on('error', () => undefined);
  return pool;
}
