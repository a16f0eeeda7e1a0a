import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { EventEnvelope } from '@tna/contracts';

export const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

/** Fails, never skips, when the broker is not there: `npm test` starts one, or `deploy/local/kafka.sh start`. */
export async function requireKafka(): Promise<void> {
  const admin = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING, retry: { retries: 2 } }).admin();
  try {
    await admin.connect();
    await admin.listTopics();
  } catch (error) {
    throw new Error(`Kafka is not reachable at ${KAFKA_BROKERS} (${String(error)}); npm test starts one where none answers, or run deploy/local/kafka.sh start`);
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** A namespace of its own for each test run, so runs sharing the broker never see each other's events. */
export function testNamespace(label: string): string {
  return `t-${label}-${randomBytes(3).toString('hex')}`.toLowerCase();
}

/** Every event on some topics of a namespace, from the beginning, as a consumer group of its own sees them. */
export async function readTopics(namespace: string, topics: readonly string[]): Promise<{ events: EventEnvelope[]; stop(): Promise<void> }> {
  const consumer = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING }).consumer({ groupId: `${namespace}.test-reader-${randomBytes(3).toString('hex')}` });
  const events: EventEnvelope[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: topics.map((topic) => `${namespace}.${topic}`), fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      if (message.value) events.push(JSON.parse(message.value.toString('utf8')) as EventEnvelope);
    },
  });
  return { events, stop: () => consumer.disconnect() };
}
