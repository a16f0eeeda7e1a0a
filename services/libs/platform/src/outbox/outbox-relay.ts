import type { Pool, QueryResult } from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { MessageBus } from '../bus/message-bus';
import { connectionOfItsOwn } from '../database/connection-watchdog';
import { PollingLoop } from '../runtime/polling-loop';

export interface OutboxRelayOptions {
  pollIntervalMs?: number;
  batchSize?: number;
  /** Longest wait between attempts while publishing fails (the broker or PostgreSQL is away). */
  maxBackoffMs?: number;
  /** Least time between the starts of two kicked batches (PollingLoopOptions.minGapMs); 20 ms unless set. */
  minGapMs?: number;
}

/** How far publishing is behind: rows written and not yet published, and the age of the oldest (0 when none). */
export interface RelayLag {
  unpublished: number;
  oldestMs: number;
  /**
   * How long ago this relay last finished a batch, empty or not. It polls every interval while
   * nothing waits and runs batch after batch through a backlog, so this grows only while
   * publishing fails or hangs: a backlog that is old yet moving is not a stuck one.
   */
  sinceLastBatchMs: number;
}

/** What a relay is set to and has done, for `/metrics`. */
export interface OutboxRelayStats {
  pollIntervalMs: number;
  batchSize: number;
  /** Batches handed to the bus, and the events in them, since start. */
  batches: number;
  events: number;
}

/**
 * Publishes a service's outbox in commit order. Rows stay locked in a transaction while the bus
 * takes them and are deleted only after it has: a crash before that publishes them again, and
 * consumers' inboxes drop the repeat. While publishing fails it backs off, doubling its wait up
 * to `maxBackoffMs`, and logs when it starts failing and when it publishes again, not every attempt.
 */
export class OutboxRelay {
  private readonly loop: PollingLoop;
  private readonly batchSize: number;
  /**
   * The relay's own connection, made as the service's pool makes them: after the watchdog closes
   * a lost one (database/connection-watchdog.ts), its next batch runs on a new connection, not on
   * another idle one of the service's pool that the same fault may have lost as well (each would
   * cost it the watchdog's checks again).
   */
  private pool?: Pool;
  /** When the current run of failures began; unset while publishing works. */
  private failingSince?: number;
  /** Monotonic (performance.now()): a step of the wall clock must not read as a stuck relay. */
  private lastBatchAt = performance.now();
  readonly stats: OutboxRelayStats;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    // A backlog goes in few round trips (DELETE, sends, COMMIT per batch); the bus splits a batch into sends it can take.
    this.batchSize = Math.max(1, Math.trunc(options.batchSize ?? 2_000));
    const pollIntervalMs = options.pollIntervalMs ?? 250;
    this.stats = { pollIntervalMs, batchSize: this.batchSize, batches: 0, events: 0 };
    this.loop = new PollingLoop(() => this.drainAndReport(), pollIntervalMs, (error, failures) => this.failed(error, failures), {
      maxBackoffMs: options.maxBackoffMs ?? 5_000,
      // Under a steady load (a reader's upload every few milliseconds) batches of 20 ms rather
      // than one per commit: half the sends, deletes and commits, for at most 20 ms of wait.
      minGapMs: options.minGapMs ?? 20,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Asks for a drain now, after a transaction that wrote to the outbox has committed. */
  kick(): void {
    this.loop.kick();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }

  /** The backlog is read from the outbox itself, with PostgreSQL's clock, so it holds whatever state the relay is in. */
  async lag(): Promise<RelayLag> {
    const [row]: { unpublished: number; oldest_ms: string }[] = await this.dataSource.query(
      `SELECT count(*)::int AS unpublished,
              coalesce(floor(extract(epoch FROM clock_timestamp() - min(created_at)) * 1000), 0)::bigint AS oldest_ms
         FROM outbox`,
    );
    return { unpublished: row.unpublished, oldestMs: Math.max(0, Number(row.oldest_ms)), sinceLastBatchMs: Math.round(performance.now() - this.lastBatchAt) };
  }

  private failed(error: unknown, failures: number): void {
    if (failures === 1) {
      this.failingSince = Date.now();
      this.logger.error({ error: String(error) }, 'outbox relay cannot publish; retrying with backoff (logged again when it publishes)');
    } else {
      this.logger.debug({ error: String(error), failures }, 'outbox relay still cannot publish');
    }
  }

  private async drainAndReport(): Promise<void> {
    await this.drain();
    if (this.failingSince === undefined) return;
    this.logger.info({ failingForMs: Date.now() - this.failingSince }, 'outbox relay publishes again');
    this.failingSince = undefined;
  }

  private async drain(): Promise<void> {
    while (!this.loop.stopped && (await this.publishBatch()) === this.batchSize);
  }

  /**
   * One statement takes the batch: the rows are deleted, and stay locked, in the transaction
   * that commits only after the bus has them; a failed publish rolls the delete back. BEGIN goes
   * in the same round trip as the DELETE (one text, PostgreSQL's simple protocol: the batch size
   * is this relay's own integer), and the envelopes as their stored text, which Kafka takes as
   * is: a batch costs two round trips and no JSON parsing or writing.
   */
  private async publishBatch(): Promise<number> {
    this.pool ??= connectionOfItsOwn(this.dataSource);
    // Its clients listen for 'error' from birth (ListeningClient), and the pool drops one whose connection was lost.
    const client = await this.pool.connect();
    // A statement that failed leaves the connection in an aborted transaction, or gone: it is not pooled again.
    let dropConnection = true;
    try {
      // The delete's COMMIT need not wait for the disk: lost in a crash, its rows are published
      // again and the consumers' inboxes skip them; every later synchronous commit flushes it.
      const [, , deleted] = (await client.query(
        `BEGIN; SET LOCAL synchronous_commit TO off; DELETE FROM outbox WHERE seq IN (SELECT seq FROM outbox ORDER BY seq LIMIT ${this.batchSize} FOR UPDATE SKIP LOCKED)
         RETURNING seq, topic, key, id, envelope->>'type' AS type, envelope::text AS json`,
      )) as unknown as [QueryResult, QueryResult, QueryResult<{ seq: string; topic: string; key: string; id: string; type: string; json: string }>];
      const rows = deleted.rows;
      // RETURNING keeps no order; commit order is seq order (bigints as text: shorter is smaller).
      rows.sort((a, b) => a.seq.length - b.seq.length || (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0));
      try {
        if (rows.length > 0) await this.bus.publish(rows.map(({ topic, key, id, type, json }) => ({ topic, key, envelope: { id, type, json } })));
      } catch (error) {
        // The publish's failure is the one to report; a failed ROLLBACK only drops the connection.
        await client.query('ROLLBACK').then(
          () => void (dropConnection = false),
          () => undefined,
        );
        throw error;
      }
      await client.query('COMMIT');
      dropConnection = false;
      this.lastBatchAt = performance.now();
      if (rows.length > 0) this.stats.batches++;
      this.stats.events += rows.length;
      return rows.length;
    } finally {
      client.release(dropConnection);
    }
  }
}
