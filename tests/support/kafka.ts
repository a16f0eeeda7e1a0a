import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import type { EventEnvelope } from '@tna/contracts';
import { quietKafkaRequestQueues } from '@tna/platform';
import { KAFKA_BROKERS } from './kafka-address';
import { freePort, REPO } from './processes';

export { KAFKA_BROKERS };

// The tests' and benches' own clients poll no more than the product's (quietKafkaRequestQueues).
quietKafkaRequestQueues();

const execFileAsync = promisify(execFile);

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

/**
 * Deletes a finished run's topics: a broker shared by hundreds of runs otherwise keeps thousands
 * of partitions, and its own work on them slowed every later run (and the benches' figures).
 */
export async function deleteNamespaceTopics(namespace: string): Promise<void> {
  const admin = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING, retry: { retries: 2 } }).admin();
  try {
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(`${namespace}.`));
    if (topics.length > 0) await admin.deleteTopics({ topics, timeout: 10_000 });
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
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

/** A broker of a test's own (deploy/local/kafka.sh on free ports, data in a temporary folder), for tests that stop it. */
export interface OwnBroker {
  brokers: string;
  start(): Promise<void>;
  /** SIGTERM, as an operator's `kafka.sh stop`; the data stays for the next start. */
  stop(): Promise<void>;
  /** SIGSTOP and SIGCONT: a broker that keeps its connections and answers nothing (a paused VM, a stalled disk). */
  freeze(): void;
  thaw(): void;
  /** Stopped, its data deleted and started again empty, as a broker replaced by a fresh one. */
  wipe(): Promise<void>;
  remove(): Promise<void>;
}

export async function startOwnBroker(label: string): Promise<OwnBroker> {
  const [port, controllerPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tna-kafka-${label}-`));
  const env = { ...process.env, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(controllerPort), KAFKA_DATA_DIR: dataDir };
  const run = async (command: 'start' | 'stop') => {
    try {
      await execFileAsync(path.join(REPO, 'deploy/local/kafka.sh'), [command], { env });
    } catch (error) {
      throw new Error(`kafka.sh ${command} failed for a test's own broker (Java 17 and the jars are needed): ${String(error)}`);
    }
  };
  await run('start');
  const signal = (name: NodeJS.Signals) => {
    const pidFile = path.join(dataDir, 'kafka.pid');
    // No pid file: the broker is not running, so there is nothing to freeze or thaw.
    if (fs.existsSync(pidFile)) process.kill(Number(fs.readFileSync(pidFile, 'utf8').trim()), name);
  };
  return {
    brokers: `127.0.0.1:${port}`,
    start: () => run('start'),
    stop: () => run('stop'),
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    wipe: async () => {
      await run('stop');
      fs.rmSync(path.join(dataDir, 'kraft-logs'), { recursive: true, force: true });
      await run('start');
    },
    remove: async () => {
      await run('stop');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
