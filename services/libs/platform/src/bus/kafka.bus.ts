import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import {
  SERVICE_NAMES,
  TOPICS,
  TOPIC_PARTITIONS,
  commandTopic,
  type CommandEnvelope,
  type CommandReply,
  type EventEnvelope,
  type ServiceName,
} from '@tna/contracts';
import { CommandTimeoutError, type CommandServer, type EventHandler, type MessageBus, type PublishedEvent } from './message-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Prefixes topics and groups, so installations or test runs sharing a cluster never meet. */
  namespace?: string;
  logger: Logger;
  /** Dead members hold their partitions this long; short, so a restarted service resumes fast. */
  sessionTimeoutMs?: number;
}

interface PendingReply {
  resolve: (reply: CommandReply) => void;
  timer: NodeJS.Timeout;
}

const RETRY_MAX_DELAY_MS = 30_000;
/** Events handed to a handler at once: one transaction's worth. */
const MAX_HANDLER_BATCH = 500;

/**
 * Distributed mode's transport on kafkajs. Events: an idempotent producer publishes outbox rows;
 * each subscriber group reads from the earliest offset and commits only after its handler has
 * committed its own transaction (inbox included), so a crash anywhere replays, never loses.
 * Commands: a request topic per service, replies on one topic read by each client in a group
 * of its own.
 */
export class KafkaBus implements MessageBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly admin: Admin;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];
  private readonly pending = new Map<string, PendingReply>();
  private readonly replyTo = `replies-${randomUUID()}`;
  private readonly prefix: string;
  private replyConsumerReady?: Promise<void>;
  private healthy = false;
  private closed = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.prefix = options.namespace ? `${options.namespace}.` : '';
    const log = options.logger.child({ component: 'kafka' });
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 10, initialRetryTime: 200, maxRetryTime: 5_000 },
      logCreator: () => (entry) => {
        const { message, ...extra } = entry.log;
        if (entry.level === logLevel.ERROR) log.error(extra, message);
        else log.warn(extra, message);
      },
    });
    this.admin = this.kafka.admin();
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
  }

  async connect(): Promise<void> {
    await this.admin.connect();
    await this.ensureTopics();
    await this.producer.connect();
    this.producer.on(this.producer.events.DISCONNECT, () => {
      if (!this.closed) this.healthy = false;
    });
    this.healthy = true;
  }

  private async ensureTopics(): Promise<void> {
    // Every topic of the catalogue: a topic added to TOPICS exists before anyone publishes to it.
    const wanted = [...Object.values(TOPICS), ...SERVICE_NAMES.map(commandTopic)].map((t) => this.name(t));
    const existing = new Set(await this.admin.listTopics());
    const missing = wanted.filter((topic) => !existing.has(topic));
    if (missing.length === 0) return;
    try {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: TOPIC_PARTITIONS, replicationFactor: 1 })),
      });
    } catch (error) {
      // Another service may create the same topics at the same moment.
      const again = new Set(await this.admin.listTopics());
      if (missing.some((topic) => !again.has(topic))) throw error;
    }
  }

  async publish(events: readonly PublishedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, PublishedEvent[]>();
    for (const event of events) {
      const list = byTopic.get(event.topic) ?? [];
      list.push(event);
      byTopic.set(event.topic, list);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic: this.name(topic),
        messages: list.map((event) => ({
          key: event.key,
          value: JSON.stringify(event.envelope),
          headers: { type: event.envelope.type, id: event.envelope.id },
        })),
      })),
    });
  }

  async subscribe(group: string, topics: readonly string[], handler: EventHandler): Promise<void> {
    const consumer = this.newConsumer(group);
    await consumer.connect();
    for (const topic of topics) await consumer.subscribe({ topic: this.name(topic), fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently: TOPIC_PARTITIONS,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
        for (let start = 0; start < batch.messages.length; start += MAX_HANDLER_BATCH) {
          if (!isRunning() || isStale()) return;
          const messages = batch.messages.slice(start, start + MAX_HANDLER_BATCH);
          const envelopes = messages.filter((m) => m.value).map((m) => JSON.parse(m.value!.toString('utf8')) as EventEnvelope);
          const last = messages[messages.length - 1].offset;
          await this.withRetry(`${group} ${batch.topic}[${batch.partition}]@${last}`, () => handler(envelopes));
          resolveOffset(last);
          await commitOffsetsIfNecessary();
          await heartbeat();
        }
      },
    });
  }

  async serveCommands(service: ServiceName, server: CommandServer): Promise<void> {
    const consumer = this.newConsumer(`${service}-commands`);
    await consumer.connect();
    await consumer.subscribe({ topic: this.name(commandTopic(service)), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (!message.value) return;
        const command = JSON.parse(message.value.toString('utf8')) as CommandEnvelope;
        const reply = await this.withRetry(`command ${command.type} ${command.id}`, () => server(command));
        await this.producer.send({
          topic: this.name(TOPICS.commandReplies),
          acks: -1,
          messages: [{ key: command.replyTo, value: JSON.stringify(reply) }],
        });
      },
    });
  }

  async sendCommand(command: Omit<CommandEnvelope, 'replyTo'>, timeoutMs: number): Promise<CommandReply> {
    this.replyConsumerReady ??= this.startRepliesOutsideRequest();
    await this.replyConsumerReady;
    const reply = new Promise<CommandReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(command.id);
        reject(new CommandTimeoutError(command.type, timeoutMs));
      }, timeoutMs);
      this.pending.set(command.id, { resolve, timer });
    });
    await this.producer.send({
      topic: this.name(commandTopic(command.service)),
      acks: -1,
      messages: [{ key: command.idempotencyKey, value: JSON.stringify({ ...command, replyTo: this.replyTo }) }],
    });
    return reply;
  }

  // Started by the first command, but its loop must not keep that request's context for good.
  private readonly startRepliesOutsideRequest = AsyncResource.bind(() => this.startReplyConsumer());

  /** Joins a group of its own on the replies topic and skips to its end before any command goes out. */
  private async startReplyConsumer(): Promise<void> {
    const consumer = this.newConsumer(this.replyTo);
    await consumer.connect();
    await consumer.subscribe({ topic: this.name(TOPICS.commandReplies), fromBeginning: false });
    const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (message.key?.toString() !== this.replyTo || !message.value) return;
        const reply = JSON.parse(message.value.toString('utf8')) as CommandReply;
        const waiting = this.pending.get(reply.commandID);
        if (!waiting) return;
        clearTimeout(waiting.timer);
        this.pending.delete(reply.commandID);
        waiting.resolve(reply);
      },
    });
    await joined;
    const topic = this.name(TOPICS.commandReplies);
    for (const { partition, high } of await this.admin.fetchTopicOffsets(topic)) {
      consumer.seek({ topic, partition, offset: high });
    }
  }

  private newConsumer(groupId: string): Consumer {
    const consumer = this.kafka.consumer({
      groupId: this.name(groupId),
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: 1_000,
      rebalanceTimeout: 20_000,
      allowAutoTopicCreation: false,
    });
    consumer.on(consumer.events.CRASH, (event) => {
      this.options.logger.error({ group: groupId, error: String(event.payload.error) }, 'kafka consumer crashed');
      if (!event.payload.restart) this.healthy = false;
    });
    this.consumers.push(consumer);
    return consumer;
  }

  /** Keeps a partition on one message until its handler succeeds: no event is skipped. */
  private async withRetry<T>(what: string, work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (this.closed) throw error;
        const delay = Math.min(RETRY_MAX_DELAY_MS, 100 * 2 ** attempt);
        this.options.logger.error({ what, attempt, delay, error: String(error) }, 'handler failed; will retry');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private name(topicOrGroup: string): string {
    return this.prefix + topicOrGroup;
  }

  isHealthy(): boolean {
    return this.healthy && !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.healthy = false;
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    await Promise.allSettled(this.consumers.map((consumer) => consumer.disconnect()));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
