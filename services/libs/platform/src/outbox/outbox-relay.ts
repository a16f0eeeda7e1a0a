import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';

export interface OutboxRelayOptions {
  pollIntervalMs?: number;
  batchSize?: number;
}

/**
 * Publishes a service's outbox in commit order. Rows stay locked in a transaction while the bus
 * takes them and are deleted only after it has: a crash before that publishes them again, and
 * consumers' inboxes drop the repeat.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 500;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a drain now, after a transaction that wrote to the outbox has committed. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const next = this.again ? 0 : this.pollIntervalMs;
        this.again = false;
        this.schedule(next);
      });
    }, delay);
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.publishBatch()) === this.batchSize);
    } catch (error) {
      this.logger.error({ error: String(error) }, 'outbox relay failed; will retry');
    }
  }

  private async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { seq: string; topic: string; key: string; envelope: EventEnvelope }[] = await manager.query(
        'SELECT seq, topic, key, envelope FROM outbox ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED',
        [this.batchSize],
      );
      if (rows.length === 0) return 0;
      await this.bus.publish(rows.map(({ topic, key, envelope }) => ({ topic, key, envelope })));
      await manager.query('DELETE FROM outbox WHERE seq = ANY($1::bigint[])', [rows.map((row) => row.seq)]);
      return rows.length;
    });
  }
}
