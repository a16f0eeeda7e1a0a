// The floor of `bench:ingest`: the least work any design must do per clocking, on the same
// PostgreSQL and Kafka as the product: a batched INSERT … ON CONFLICT of each upload's lines,
// one Kafka send of the batch with acks=all (the product's producer settings), and a consumer
// that inserts each delivery in one statement and commits its offsets after it. No HTTP, no
// outbox or inbox, no shift calculation.
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { Pool } from 'pg';
import { TOPIC_PARTITIONS } from '@tna/contracts';
import { KAFKA_BROKERS } from '../support/kafka';

export interface FloorResult {
  clockings: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `batches[reader]` are ATTLOG lines per upload; the readers run at once, as the product's bench does. */
export async function measureFloor(databaseUrl: string, namespace: string, batches: readonly (readonly string[])[][]): Promise<FloorResult> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(`CREATE SCHEMA bench_floor;
    CREATE TABLE bench_floor.raw (id uuid PRIMARY KEY, serial text NOT NULL, pin text NOT NULL, local_time timestamp NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(), UNIQUE (serial, pin, local_time));
    CREATE TABLE bench_floor.stored (id uuid PRIMARY KEY, pin text NOT NULL, local_time timestamp NOT NULL, received_at timestamptz NOT NULL DEFAULT now());`);
  const kafka = new Kafka({ clientId: 'bench-floor', brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING });
  const topic = `${namespace}.bench-floor`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: TOPIC_PARTITIONS, replicationFactor: 1 }] });
  await admin.disconnect();
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
  await producer.connect();
  const consumer = kafka.consumer({ groupId: `${namespace}.bench-floor`, sessionTimeout: 10_000, heartbeatInterval: 1_000 });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });

  const total = batches.reduce((sum, reader) => sum + reader.reduce((n, batch) => n + batch.length, 0), 0);
  let stored = 0;
  let allStored!: () => void;
  const done = new Promise<void>((resolve) => (allStored = resolve));
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({
    partitionsConsumedConcurrently: TOPIC_PARTITIONS,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, commitOffsetsIfNecessary }) => {
      const rows = batch.messages.map((m) => JSON.parse(m.value!.toString('utf8')) as { id: string; pin: string; localTime: string });
      await pool.query(
        `INSERT INTO bench_floor.stored (id, pin, local_time) SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamp[]) ON CONFLICT DO NOTHING`,
        [rows.map((r) => r.id), rows.map((r) => r.pin), rows.map((r) => r.localTime)],
      );
      resolveOffset(batch.messages[batch.messages.length - 1].offset);
      await commitOffsetsIfNecessary();
      stored += rows.length;
      if (stored >= total) allStored();
    },
  });
  await joined;

  const started = Date.now();
  await Promise.all(
    batches.map(async (readerBatches, r) => {
      const serial = `FLOOR${r}`;
      for (const lines of readerBatches) {
        const records = lines.map((line) => {
          const [pin, localTime] = line.split('\t');
          return { id: randomUUID(), pin, localTime };
        });
        const inserted = await pool.query<{ id: string; pin: string; local_time: string }>(
          `INSERT INTO bench_floor.raw (id, serial, pin, local_time)
           SELECT id, $1, pin, local_time FROM unnest($2::uuid[], $3::text[], $4::timestamp[]) AS c(id, pin, local_time)
           ON CONFLICT (serial, pin, local_time) DO NOTHING RETURNING id, pin, local_time::text`,
          [serial, records.map((c) => c.id), records.map((c) => c.pin), records.map((c) => c.localTime)],
        );
        await producer.send({
          topic,
          acks: -1,
          messages: inserted.rows.map((row) => ({ key: row.pin, value: JSON.stringify({ id: row.id, pin: row.pin, localTime: row.local_time }) })),
        });
      }
    }),
  );
  await done;
  const elapsedMs = Date.now() - started;
  const [delay] = (
    await pool.query<{ p50: number; p99: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
         FROM (SELECT extract(epoch FROM s.received_at - r.received_at) * 1000 AS ms FROM bench_floor.stored s JOIN bench_floor.raw r USING (id)) d`,
    )
  ).rows;
  await consumer.disconnect();
  await producer.disconnect();
  await pool.query('DROP SCHEMA bench_floor CASCADE');
  await pool.end();
  return { clockings: total, perSecond: Math.round((total / elapsedMs) * 1000), p50: Math.round(delay.p50), p99: Math.round(delay.p99) };
}
