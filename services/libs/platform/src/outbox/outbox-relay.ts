import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';
import { PollingLoop } from '../runtime/polling-loop';

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
  private readonly loop: PollingLoop;
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.loop = new PollingLoop(() => this.drain(), options.pollIntervalMs ?? 250, (error) =>
      this.logger.error({ error: String(error) }, 'outbox relay failed; will retry'),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Asks for a drain now, after a transaction that wrote to the outbox has committed. */
  kick(): void {
    this.loop.kick();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async drain(): Promise<void> {
    while (!this.loop.stopped && (await this.publishBatch()) === this.batchSize);
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
