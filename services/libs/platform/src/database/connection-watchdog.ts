import pg, { type Pool, type PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PollingLoop } from '../runtime/polling-loop';
import { withinTime } from '../runtime/within-time';

/** pg's client members outside its typings: the statement it waits on, its backend's process id, its socket. */
interface RawClient {
  _getActiveQuery(): object | null;
  processID: number | null;
  connection: { stream: { destroyed: boolean; bytesRead: number; writableLength: number; destroy(): void } };
}

const rawOf = (client: pg.Client | PoolClient) => client as unknown as RawClient;

/** pg-pool keeps the settings it was made with, outside its typings. */
type PoolWithOptions = Pool & { options: pg.PoolConfig };

/** What the server says of a backend: its state, what it waits for, when its state last changed, when it started and how long ago. */
export interface BackendStatus {
  pid: number;
  state: string | null;
  wait_event: string | null;
  since: string;
  started: string;
  age_ms: number;
}

/** The server's answer to one check: whether the process ids clients know are its backends', and the backends asked about that it has. */
interface ServerView {
  pidsAreBackends: boolean;
  backends: Map<number, BackendStatus>;
}

/** What one check knows of a statement still waiting on a connection. */
export interface WaitingStatement {
  /** The server's row for the connection's process id, if it has one. */
  backend?: BackendStatus;
  /** The start of the connection's own backend, once a check found it. */
  ownStart?: string;
  /** How long the connection has been open, to tell its own backend the first time (this process's clock). */
  connectedForMs: number;
  /**
   * The process id the watchdog's own connection knows is its backend's: so are the others'.
   * Behind a pooler (PgBouncer) it is not, and a number the server does not have says nothing.
   */
  pidsAreBackends: boolean;
  /** How far this process's and the server's clocks and answers may be apart (a check's time). */
  slackMs: number;
  /** The socket's bytes read so far, and those still waiting to be handed to the kernel. */
  bytesRead: number;
  writableLength: number;
}

/**
 * What a check holds against a statement still waiting: undefined when nothing (its backend works
 * on it, or the server knows nothing of it that can be trusted), else the evidence of its loss,
 * which found the same at two checks in a row means that nothing moved on the connection between
 * them. The connection's own backend is the row of its process id with the start found before;
 * the first time, the row that is not younger than the connection (a younger one was given the
 * number after the connection's own went). `backend` is the own backend found now, if any.
 */
export function evidenceOfLoss(statement: WaitingStatement): { evidence?: string; backend?: BackendStatus } {
  const { backend: row, ownStart } = statement;
  const own = ownStart === undefined ? row && row.age_ms + statement.slackMs >= statement.connectedForMs : row?.started === ownStart;
  const backend = own ? row : undefined;
  if (backend && !waitsForItsClient(backend)) return { backend };
  // No backend is gone only where the number is a backend's: one this connection had, or any behind no pooler.
  if (!backend && ownStart === undefined && !statement.pidsAreBackends) return {};
  // Bytes still arriving, or a long statement's text still leaving (the kernel taking more of
  // what waits to be sent), are progress: a slow link, not a lost one.
  const server = backend ? `${backend.state} (${backend.wait_event}) since ${backend.since}` : 'gone';
  return { evidence: `${server}, ${statement.bytesRead} bytes read, ${statement.writableLength} to send`, backend };
}

/** The backends the watchdog may ask about and end: its service's, as its own connection is that service's role and name. */
const OF_THIS_SERVICE = `usename = current_user AND application_name = current_setting('application_name')`;

/** States in which a backend runs no statement of its client's: one that client still waits on is lost on the way. */
const NOT_RUNNING = new Set(['idle', 'idle in transaction', 'idle in transaction (aborted)']);

/**
 * Whether a backend waits for its client: idle; or active but waiting to read the client's next
 * message (a cursor's next read) or for the client to take what it sends (a large result). With
 * the client waiting too, what one sent does not reach the other.
 */
const waitsForItsClient = (backend: BackendStatus) =>
  NOT_RUNNING.has(backend.state ?? '') || (backend.state === 'active' && (backend.wait_event === 'ClientRead' || backend.wait_event === 'ClientWrite'));

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
 * Where the watchdog says what it did: a service's pino logger, or the payroll export's worker
 * passing its lines to the service over IPC.
 */
export interface WatchdogLogger {
  warn(fields: object, message: string): void;
  debug(fields: object, message: string): void;
}

/** What the watchdog knows of one connection of the pool. */
interface Watch {
  /** When the connection was ready (`performance.now()`), from which its backend's age follows. */
  connectedAt?: number;
  /** The statement it waited on at the last check. */
  statement?: object;
  /** Its backend's start, once a check found it: the backend is known by it from then on. */
  ownStart?: string;
  /** What the server and the socket showed at the last check, while the statement waited. */
  suspect?: string;
}

/**
 * Closes a service's connections that stopped carrying bytes while a statement waits on them.
 *
 * A firewall, NAT or load balancer that forgets a connection drops its packets without a reset:
 * neither end hears of it, and a statement on it waits until TCP gives up, about 15 minutes with
 * Linux's defaults, holding a reader's upload or a consumer's delivery (and the server, when the
 * reply was lost, keeps the transaction's locks). No fixed bound per statement is right for all
 * of them, a report may run for minutes; so the watchdog asks the server instead. A statement
 * still waiting at two checks in a row, whose backend waited for its client both times with
 * nothing done in between (or was gone both times), and whose socket neither read nor sent a
 * byte meanwhile, is not being worked on and its answer will not come: the backend is ended
 * (waiting for it to go, so that its locks are free for the retry) and then the client's socket
 * is closed, which fails the statement as a lost connection does (a 503 with Retry-After, a
 * delivery taken again). A statement running or waiting for a lock is never touched; a server
 * that does not answer the watchdog (frozen, or away) is left alone.
 */
export class ConnectionWatchdog {
  private readonly watched = new Map<pg.Client, Watch>();
  private readonly loop: PollingLoop;
  /** The watchdog's own connection, so that it never waits for one of the pool it watches. */
  private pool?: Pool;

  /** The client class to make the watched pool's connections with. */
  readonly Client: typeof pg.Client;
  /** Connections closed as lost since start, for `/metrics`; with those a worker process of the service's closed (`addClosedByWorker`). */
  readonly stats = { closed: 0 };

  constructor(
    private readonly logger: WatchdogLogger,
    readonly checkEveryMs: number,
  ) {
    const watch = (client: pg.Client) => {
      const entry: Watch = {};
      this.watched.set(client, entry);
      client.once('connect', () => void (entry.connectedAt = performance.now()));
      client.once('end', () => this.watched.delete(client));
    };
    this.Client = class WatchedClient extends ListeningClient {
      constructor(config?: string | pg.ClientConfig) {
        super(config);
        watch(this);
      }
    };
    this.loop = new PollingLoop(() => this.check(), checkEveryMs, (error) => this.logger.debug({ error: String(error) }, 'connection watchdog could not ask PostgreSQL'));
  }

  /**
   * Starts watching the connections made with `Client`: a service's pool (an initialised data
   * source), or a process's own clients, given their settings.
   */
  start(connections: DataSource | pg.ClientConfig): void {
    this.pool = 'driver' in connections ? connectionOfItsOwn(connections, ListeningClient) : poolOfOne({ ...connections, Client: ListeningClient });
    this.loop.start();
  }

  /** Counts the lost connections a worker process of the service closed with its own watchdog (the payroll export's). */
  addClosedByWorker(count: number): void {
    this.stats.closed += count;
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    const pool = this.pool;
    this.pool = undefined;
    // A connect still pending after a check gave up holds the pool's end for up to the connection timeout.
    if (pool) await withinTime(pool.end(), this.checkEveryMs, 'the watchdog\'s connection did not end').catch(() => undefined);
  }

  private async check(): Promise<void> {
    const waiting: { client: pg.Client; watch: Watch; statement: object }[] = [];
    for (const [client, watch] of this.watched) {
      const raw = rawOf(client);
      if (raw.connection.stream.destroyed) {
        this.watched.delete(client);
        continue;
      }
      const active = raw._getActiveQuery();
      // A cursor between two reads (pg-cursor's 'idle', the reports) waits for this process, not for the server.
      const statement = active && (active as { state?: string }).state !== 'idle' ? active : undefined;
      const before = watch.statement;
      watch.statement = statement;
      // Under way since the last check at least; every other client is cleared of suspicion.
      if (statement && statement === before && raw.processID && watch.connectedAt !== undefined) waiting.push({ client, watch, statement });
      else watch.suspect = undefined;
    }
    if (waiting.length === 0) return;
    const server = await this.ask(waiting.map(({ client }) => rawOf(client).processID!));
    const lost: { client: pg.Client; started?: string }[] = [];
    for (const { client, watch, statement } of waiting) {
      // Ended, or done with that statement, while the server was asked.
      if (!this.watched.has(client) || rawOf(client)._getActiveQuery() !== statement) continue;
      const raw = rawOf(client);
      const { bytesRead, writableLength } = raw.connection.stream;
      const judged = evidenceOfLoss({
        backend: server.backends.get(raw.processID!),
        ownStart: watch.ownStart,
        connectedForMs: performance.now() - watch.connectedAt!,
        pidsAreBackends: server.pidsAreBackends,
        slackMs: this.checkEveryMs,
        bytesRead,
        writableLength,
      });
      watch.ownStart = judged.backend?.started ?? watch.ownStart;
      if (judged.evidence !== undefined && judged.evidence === watch.suspect) lost.push({ client, started: judged.backend?.started });
      watch.suspect = judged.evidence;
    }
    if (lost.length > 0) await this.close(lost);
  }

  /** The server's view of these backends, on the watchdog's own connection; no answer within a check's time is a failed check. */
  private async ask(pids: number[]): Promise<ServerView> {
    const {
      rows: [answer],
      processID,
    } = await this.query<{ pid: number; backends: BackendStatus[] }>(
      `SELECT pg_backend_pid() AS pid, coalesce(json_agg(b), '[]') AS backends
         FROM (SELECT pid, state, wait_event, state_change::text AS since, backend_start::text AS started,
                      floor(extract(epoch FROM now() - backend_start) * 1000) AS age_ms
                 FROM pg_stat_activity WHERE pid = ANY($1::int[]) AND ${OF_THIS_SERVICE}) AS b`,
      [pids],
    );
    return { pidsAreBackends: answer.pid === processID, backends: new Map(answer.backends.map((backend) => [backend.pid, backend])) };
  }

  /**
   * Ends the lost connections' backends that are still there (the same backend, by its start, not
   * a later one given its number), waits for them to go, then closes the sockets. A backend that
   * has not gone yet keeps its socket open until a later check: closed before, the retry of its
   * statement could wait on its locks, or pass rows it holds (`SKIP LOCKED`).
   */
  private async close(lost: { client: pg.Client; started?: string }[]): Promise<void> {
    const running = lost.filter((entry) => entry.started !== undefined);
    const { rows } = running.length
      ? await this.query<{ pid: number; ended: boolean }>(
          `SELECT pid, pg_terminate_backend(pid, $3) AS ended FROM pg_stat_activity
            WHERE (pid, backend_start::text) IN (SELECT * FROM unnest($1::int[], $2::text[])) AND pid <> pg_backend_pid() AND ${OF_THIS_SERVICE}`,
          [running.map(({ client }) => rawOf(client).processID), running.map((entry) => entry.started), Math.max(1, Math.floor(this.checkEveryMs / 2))],
        )
      : { rows: [] };
    const notEnded = new Set(rows.filter((row) => !row.ended).map((row) => row.pid));
    for (const { client } of lost) {
      const raw = rawOf(client);
      if (notEnded.has(raw.processID!)) continue;
      this.logger.warn({ backend: raw.processID }, 'a PostgreSQL connection stopped carrying bytes while a statement waited on it (its backend idle or gone); closed it, the statement fails as on a lost connection');
      this.watched.delete(client);
      raw.connection.stream.destroy();
      this.stats.closed++;
    }
  }

  /** A statement on the watchdog's own connection, given up with that connection after a check's time, connecting included. */
  private async query<T extends object>(text: string, values: unknown[]): Promise<{ rows: T[]; processID: number | null }> {
    let client: PoolClient | undefined;
    let gaveUp = false;
    const answer = this.pool!.connect().then((connected) => {
      // A connection that came after the give-up goes back broken: the pool makes a new one.
      if (gaveUp) {
        connected.release(true);
        throw new Error('connected after the connection watchdog gave up');
      }
      client = connected;
      return connected.query<T>(text, values).then(({ rows }) => ({ rows, processID: rawOf(connected).processID }));
    });
    let answered = false;
    try {
      const result = await withinTime(answer, this.checkEveryMs, `PostgreSQL did not answer the connection watchdog in ${this.checkEveryMs} ms`, () => {
        gaveUp = true;
        if (client) rawOf(client).connection.stream.destroy();
      });
      answered = true;
      return result;
    } finally {
      client?.release(!answered);
    }
  }
}

/**
 * A pool of one connection made with the settings of an initialised data source's pool (its
 * client class too, unless given): for work that must not wait for, or take, one of the pool's.
 */
export function connectionOfItsOwn(dataSource: DataSource, Client?: typeof pg.Client): Pool {
  const { options } = (dataSource.driver as PostgresDriver).master as PoolWithOptions;
  return poolOfOne({ ...options, ...(Client && { Client }) });
}

/** A pool of one connection with these settings. */
function poolOfOne(config: pg.PoolConfig): Pool {
  const pool = new pg.Pool({ ...config, max: 1 });
  // An idle connection's loss (a restart) is an 'error' on the pool, which must not end the process: the next use meets it.
  pool.on('error', () => undefined);
  return pool;
}
