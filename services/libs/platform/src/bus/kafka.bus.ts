import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ConfigResourceTypes, Kafka, logLevel, type Admin, type Consumer, type Message, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import {
  COMMAND_MESSAGE_MAX_BYTES,
  SERVICE_NAMES,
  TOPICS,
  TOPIC_PARTITIONS,
  commandTopic,
  type CommandEnvelope,
  type CommandReply,
  type EventEnvelope,
  type ServiceName,
} from '@tna/contracts';
import { withinTime } from '../runtime/within-time';
import { quietKafkaRequestQueues } from './kafkajs-request-queue';
import { BusUnavailableError, CommandTimeoutError, envelopeText, type CommandServer, type EventHandler, type MessageBus, type PublishedEvent } from './message-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Prefixes topics and groups, so installations or test runs sharing a cluster never meet. */
  namespace?: string;
  logger: Logger;
  /** Dead members hold their partitions this long; short, so a restarted service resumes fast. */
  sessionTimeoutMs?: number;
  /**
   * The process sends commands: its reply consumer joins once the broker answers, and the bus is
   * healthy only while it is joined. Joining takes seconds on a busy broker; paid on the first
   * command instead, it made that command miss its deadline.
   */
  sendsCommands?: boolean;
}

interface PendingReply {
  resolve: (reply: CommandReply) => void;
  timer: NodeJS.Timeout;
}

/**
 * Longest wait between tries of a failing handler: a failure the transport parks (after 30 s)
 * then costs a partition half a minute, not minutes, and a retry every 5 s of a partition is no
 * load while PostgreSQL is away.
 */
const RETRY_MAX_DELAY_MS = 5_000;
/** Longest wait between attempts to reach the broker again (connecting, or replacing a failed consumer). */
const RECONNECT_MAX_DELAY_MS = 5_000;
/**
 * A send gives up after about 6 s of a missing broker: the relay then rolls back and tries again
 * later, and a command answers 503. Unlimited retries (kafkajs's default for an idempotent
 * producer) would hold an outbox transaction, or a caller, for the whole outage.
 */
const PRODUCER_RETRY = { retries: 5, initialRetryTime: 200, maxRetryTime: 2_000 };
/** What kafkajs warns about is covered by our inbox and command log (docs/architecture.md, Messaging). */
const KNOWN_SAFE_WARNING = 'Limiting retries for the idempotent producer may invalidate EoS guarantees';
/** Closing waits this long for the broker; during an outage it never answers. */
const CLOSE_TIMEOUT_MS = 3_000;
/**
 * How often the broker is asked whether it answers, and how long it gets. A broker that is frozen
 * (a stopped VM, a full disk's stall) or cut off by the network drops no connection, so nothing
 * else would tell readiness it is gone; the answer also tells when its topics are gone.
 */
const PROBE_INTERVAL_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;
/**
 * Most bytes of values in one send: well under the broker's default limit of 1 MB for one
 * partition's record batch, whichever partitions the events fall in.
 */
const MAX_SEND_BYTES = 512 * 1024;
/**
 * Events handed to a handler at once: about a partition's whole fetch (kafkajs takes up to 1 MiB
 * a partition, some 1,300 envelopes), so a backlog goes through in a few large transactions
 * rather than many of 500: in paired runs of `bench:ingest`'s throughput phase 500 stored
 * 2,599–2,724 clockings/s, 2,000 stored 3,370–3,722 with a quarter less CPU per clocking in the
 * time engine and PostgreSQL (docs/architecture.md, Throughput, seventh round).
 */
const MAX_HANDLER_BATCH = 2_000;
/**
 * Event consumers commit their offsets at most this often rather than after every partition's
 * batch (kafkajs's default): a commit is a round trip to the broker on the way to the partition's
 * next fetch. Offsets not yet committed when a consumer stops or loses its partitions are
 * delivered again, and the inbox skips them.
 */
const OFFSET_COMMIT_INTERVAL_MS = 1_000;
/** How often a consumer tells its group it lives, within the session timeout (10 s unless set). */
const HEARTBEAT_INTERVAL_MS = 1_000;
/**
 * How long an idle consumer's fetch waits on the broker for data. Disconnecting waits for the
 * fetch under way, so this bounds each SIGTERM's wait for the consumers (kafkajs's 5 s ran into
 * CLOSE_TIMEOUT_MS: 2.4–3 s per process). A fetch returns as soon as data comes, so delivery is
 * no slower; an idle consumer asks once a second.
 */
const FETCH_MAX_WAIT_MS = 1_000;
/** Commands carry whole files (a balances import) and so may their replies (every bad row listed). */
const LARGE_MESSAGE_TOPICS = [...SERVICE_NAMES.map(commandTopic), TOPICS.commandReplies];
const LARGE_MESSAGES = { name: 'max.message.bytes', value: String(COMMAND_MESSAGE_MAX_BYTES) };
/** DescribeConfigs' source of a value set on the topic itself (DYNAMIC_TOPIC_CONFIG). */
const TOPIC_OVERRIDE = 1;
/**
 * Fetch limits of the consumers of those topics: kafkajs's defaults (1 MiB a partition, 10 MiB a
 * fetch) are below the largest command.
 */
const LARGE_FETCH = { maxBytesPerPartition: COMMAND_MESSAGE_MAX_BYTES, maxBytes: COMMAND_MESSAGE_MAX_BYTES };

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
  private readonly log: Logger;
  /** Resolves once the topics exist and the producer is connected; never rejects. */
  private ready: Promise<void> = Promise.resolve();
  private producerConnected = false;
  /** The reply consumer, joined and at the end of the replies topic; dropped when it fails, so the next command starts another. */
  private replies?: Promise<void>;
  private repliesJoined = false;
  private healthy = false;
  /** The broker answered one of the last two probes in time. */
  private reachable = true;
  private probeMisses = 0;
  /** A consumer or a send met a topic the broker does not host (a broker started over empty): made again at the next probe. */
  private topicsMissing = false;
  private probeTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.prefix = options.namespace ? `${options.namespace}.` : '';
    const log = (this.log = options.logger.child({ component: 'kafka' }));
    quietKafkaRequestQueues();
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 10, initialRetryTime: 200, maxRetryTime: 5_000 },
      logCreator: () => (entry) => {
        const { message, ...extra } = entry.log;
        if (message === KNOWN_SAFE_WARNING) log.debug(extra, message);
        else if (entry.level === logLevel.ERROR) log.error(extra, message);
        else log.warn(extra, message);
      },
    });
    this.admin = this.kafka.admin();
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false, retry: PRODUCER_RETRY });
  }

  /**
   * Does not wait for the broker: work that needs only PostgreSQL (taking uploads, queries) goes
   * on while it is away; the outbox keeps events and consumers start once it answers.
   */
  async connect(): Promise<void> {
    this.producer.on(this.producer.events.DISCONNECT, () => {
      if (!this.closed) this.healthy = false;
    });
    this.ready = this.keepTrying('connect to the broker', async () => {
      await this.admin.connect();
      await this.ensureTopics();
      await this.producer.connect();
      this.producerConnected = true;
      this.healthy = true;
    });
    void this.ready.then(() => this.scheduleProbe());
    this.keepRepliesJoined();
  }

  private scheduleProbe(): void {
    if (this.closed) return;
    this.probeTimer = setTimeout(() => void this.probe().finally(() => this.scheduleProbe()), PROBE_INTERVAL_MS);
    this.probeTimer.unref();
  }

  /**
   * Asks the broker for its cluster within PROBE_TIMEOUT_MS; two misses in a row count it
   * unreachable (one slow answer on a busy machine does not). Once it answers, topics found
   * missing are made again.
   */
  private async probe(): Promise<void> {
    try {
      await withinTime(this.admin.describeCluster(), PROBE_TIMEOUT_MS, `no answer within ${PROBE_TIMEOUT_MS} ms`);
      if (!this.reachable) this.log.info('the broker answers again');
      this.reachable = true;
      this.probeMisses = 0;
    } catch (error) {
      if (++this.probeMisses < 2 || this.closed) return;
      if (this.reachable) this.log.warn({ error: String(error) }, 'the broker does not answer');
      this.reachable = false;
      return;
    }
    if (!this.topicsMissing) return;
    try {
      await this.ensureTopics();
      this.topicsMissing = false;
      this.log.warn('topics the broker no longer hosted were made again');
    } catch (error) {
      this.log.warn({ error: String(error) }, 'topics the broker no longer hosts not made yet; will retry');
    }
  }

  /** Notes an error that says a topic is gone, so the next probe makes the topics again. */
  private noteMissingTopic(error: unknown): void {
    if (namesMissingTopic(error)) this.topicsMissing = true;
  }

  /** A command sender's reply consumer joins at start, and again whenever it is lost. */
  private keepRepliesJoined(): void {
    if (this.options.sendsCommands && !this.closed) void this.keepTrying('start the reply consumer', () => this.replyConsumer());
  }

  /** Runs `attempt` until it succeeds or the bus closes, waiting longer after each failure. */
  private async keepTrying(what: string, attempt: () => Promise<void>): Promise<void> {
    for (let n = 1; !this.closed; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (this.closed) return;
        this.noteMissingTopic(error);
        const delay = Math.min(RECONNECT_MAX_DELAY_MS, 250 * 2 ** n);
        this.log.warn({ what, attempt: n, delay, error: String(error) }, 'kafka unreachable; will retry');
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  private async ensureTopics(): Promise<void> {
    // Every topic of the catalogue: a topic added to TOPICS exists before anyone publishes to it.
    const wanted = [...Object.values(TOPICS), ...SERVICE_NAMES.map(commandTopic)].map((t) => this.name(t));
    const large = new Set(LARGE_MESSAGE_TOPICS.map((t) => this.name(t)));
    const existing = new Set(await this.admin.listTopics());
    const missing = wanted.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      try {
        await this.admin.createTopics({
          waitForLeaders: true,
          topics: missing.map((topic) => ({
            topic,
            numPartitions: TOPIC_PARTITIONS,
            replicationFactor: 1,
            configEntries: large.has(topic) ? [LARGE_MESSAGES] : [],
          })),
        });
      } catch (error) {
        // Another service may create the same topics at the same moment.
        const again = new Set(await this.admin.listTopics());
        if (missing.some((topic) => !again.has(topic))) throw error;
      }
    }
    await this.allowLargeMessages([...large].filter((topic) => existing.has(topic)));
  }

  /**
   * Topics created before the limit was set (an upgraded installation) get it now. AlterConfigs
   * replaces a topic's whole set of overrides, so the ones it has (an operator's retention, say)
   * are sent along; a topic already at the limit is left alone.
   */
  private async allowLargeMessages(topics: readonly string[]): Promise<void> {
    if (topics.length === 0) return;
    const { resources } = await this.admin.describeConfigs({
      includeSynonyms: false,
      resources: topics.map((name) => ({ type: ConfigResourceTypes.TOPIC, name })),
    });
    const behind = resources.filter((resource) => resource.configEntries.find((entry) => entry.configName === LARGE_MESSAGES.name)?.configValue !== LARGE_MESSAGES.value);
    if (behind.length === 0) return;
    await this.admin.alterConfigs({
      validateOnly: false,
      resources: behind.map((resource) => ({
        type: ConfigResourceTypes.TOPIC,
        name: resource.resourceName,
        configEntries: [
          ...resource.configEntries
            .filter((entry) => entry.configSource === TOPIC_OVERRIDE && entry.configName !== LARGE_MESSAGES.name && entry.configValue !== null)
            .map((entry) => ({ name: entry.configName, value: entry.configValue })),
          LARGE_MESSAGES,
        ],
      })),
    });
    this.log.info({ topics: behind.map((resource) => resource.resourceName), maxMessageBytes: COMMAND_MESSAGE_MAX_BYTES }, 'topics now take large commands');
  }

  async publish(events: readonly PublishedEvent[]): Promise<void> {
    if (events.length === 0) return;
    // The outbox keeps them meanwhile; the relay tries again.
    if (!this.producerConnected) throw new Error('not connected to the broker yet');
    // One send per MAX_SEND_BYTES of values, in order (one request in flight): a relay's batch of
    // any size then stays under the broker's limit for one request's record batch.
    let sent = 0;
    while (sent < events.length) {
      const byTopic = new Map<string, Message[]>();
      for (let bytes = 0; sent < events.length && (bytes === 0 || bytes < MAX_SEND_BYTES); sent++) {
        const event = events[sent];
        const value = envelopeText(event);
        bytes += Buffer.byteLength(value);
        const list = byTopic.get(event.topic) ?? [];
        list.push({ key: event.key, value, headers: { type: event.envelope.type, id: event.envelope.id } });
        byTopic.set(event.topic, list);
      }
      await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic: this.name(topic), messages })) }).then(
        () => void (this.healthy = true),
        (error: unknown) => {
          this.healthy = false;
          this.noteMissingTopic(error);
          throw error;
        },
      );
    }
  }

  /** Returns at once; the consumer joins when the broker answers (it reads from the group's last commit, so nothing is missed). */
  async subscribe(group: string, topics: readonly string[], handler: EventHandler): Promise<void> {
    this.supervise(group, async (consumer) => {
      for (const topic of topics) await consumer.subscribe({ topic: this.name(topic), fromBeginning: true });
      await this.runBatches(consumer, group, handler);
    });
  }

  private async runBatches(consumer: Consumer, group: string, handler: EventHandler): Promise<void> {
    const trailing = new TrailingCommit(consumer, this.log.child({ group }));
    // A member that rejoins may no longer hold the partitions it noted.
    for (const event of [consumer.events.STOP, consumer.events.CRASH, consumer.events.REBALANCING, consumer.events.GROUP_JOIN]) consumer.on(event, () => trailing.cancel());
    await consumer.run({
      partitionsConsumedConcurrently: TOPIC_PARTITIONS,
      autoCommit: false,
      autoCommitInterval: OFFSET_COMMIT_INTERVAL_MS,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
        for (let start = 0; start < batch.messages.length; start += MAX_HANDLER_BATCH) {
          if (!isRunning() || isStale()) return;
          const messages = batch.messages.slice(start, start + MAX_HANDLER_BATCH);
          const envelopes = messages.filter((m) => m.value).map((m) => JSON.parse(m.value!.toString('utf8')) as EventEnvelope);
          const last = messages[messages.length - 1].offset;
          await this.withRetry(`${group} ${batch.topic}[${batch.partition}]@${last}`, () => whileBeating(heartbeat, () => handler(envelopes)));
          resolveOffset(last);
          // Noted first: a trailing commit due meanwhile then carries this offset, never an older one after it.
          trailing.note(batch.topic, batch.partition, last);
          await commitOffsetsIfNecessary();
          await heartbeat();
        }
      },
    });
  }

  /** Returns at once, as `subscribe`. */
  async serveCommands(service: ServiceName, server: CommandServer): Promise<void> {
    this.supervise(`${service}-commands`, async (consumer) => {
      await consumer.subscribe({ topic: this.name(commandTopic(service)), fromBeginning: true });
      await this.runCommands(consumer, server);
    }, LARGE_FETCH);
  }

  private async runCommands(consumer: Consumer, server: CommandServer): Promise<void> {
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
    const deadline = Date.now() + timeoutMs;
    try {
      await withinTime(this.replyConsumer(), timeoutMs, 'the reply consumer did not start in time');
    } catch (error) {
      throw new BusUnavailableError(command.type, error);
    }
    // One timer from here on: before the broker has the command its firing means "unreachable", after it "no reply".
    return new Promise<CommandReply>((resolve, reject) => {
      let sent = false;
      const timer = setTimeout(
        () => {
          this.pending.delete(command.id);
          reject(sent ? new CommandTimeoutError(command.type, timeoutMs) : new BusUnavailableError(command.type, `no acknowledgement within ${timeoutMs} ms`));
        },
        Math.max(0, deadline - Date.now()),
      );
      this.pending.set(command.id, { resolve, timer });
      this.producer
        .send({
          topic: this.name(commandTopic(command.service)),
          acks: -1,
          messages: [{ key: command.idempotencyKey, value: JSON.stringify({ ...command, replyTo: this.replyTo }) }],
        })
        .then(
          () => {
            sent = true;
            this.healthy = true;
          },
          (error: unknown) => {
            clearTimeout(timer);
            this.pending.delete(command.id);
            this.healthy = false;
            this.noteMissingTopic(error);
            reject(new BusUnavailableError(command.type, error));
          },
        );
    });
  }

  private replyConsumer(): Promise<void> {
    this.replies ??= this.startRepliesOutsideRequest().then(
      () => void (this.repliesJoined = true),
      (error: unknown) => {
        this.replies = undefined;
        throw error;
      },
    );
    return this.replies;
  }

  // Started by the first command, but its loop must not keep that request's context for good.
  private readonly startRepliesOutsideRequest = AsyncResource.bind(() => this.startReplyConsumer());

  /**
   * Joins a group of its own on the replies topic and skips to its end before any command goes
   * out. A consumer that fails to start, or crashes for good later, is dropped with its promise.
   */
  private async startReplyConsumer(): Promise<void> {
    await this.ready;
    const consumer = this.newConsumer(
      this.replyTo,
      () => {
        this.replies = undefined;
        this.repliesJoined = false;
        this.keepRepliesJoined();
      },
      LARGE_FETCH,
    );
    try {
      await consumer.connect();
      await consumer.subscribe({ topic: this.name(TOPICS.commandReplies), fromBeginning: false });
      const joined = new Promise<void>((resolve, reject) => {
        consumer.on(consumer.events.GROUP_JOIN, () => resolve());
        consumer.on(consumer.events.CRASH, (event) => reject(event.payload.error));
      });
      // Awaited below; handled here too, in case run() throws first and nobody awaits it.
      joined.catch(() => undefined);
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
    } catch (error) {
      this.drop(consumer);
      throw error;
    }
  }

  /**
   * Keeps one consumer of `groupId` until the bus closes: started once the broker answers, and
   * replaced when it fails to start or crashes for good (kafkajs restarts it itself only after
   * errors it deems retriable).
   */
  private supervise(groupId: string, start: (consumer: Consumer) => Promise<void>, fetch?: typeof LARGE_FETCH): void {
    const run = AsyncResource.bind(async (): Promise<void> => {
      await this.ready;
      await this.keepTrying(`start consumer ${groupId}`, async () => {
        const consumer = this.newConsumer(groupId, () => void run(), fetch);
        try {
          await consumer.connect();
          await start(consumer);
        } catch (error) {
          this.drop(consumer);
          throw error;
        }
      });
    });
    void run();
  }

  private drop(consumer: Consumer): void {
    const at = this.consumers.indexOf(consumer);
    if (at >= 0) this.consumers.splice(at, 1);
    void consumer.disconnect().catch(() => undefined);
  }

  /** `onDead` runs when the consumer crashed and kafkajs will not restart it; it has been dropped by then. */
  private newConsumer(groupId: string, onDead: () => void, fetch?: typeof LARGE_FETCH): Consumer {
    const consumer = this.kafka.consumer({
      groupId: this.name(groupId),
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
      rebalanceTimeout: 20_000,
      maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
      allowAutoTopicCreation: false,
      ...fetch,
    });
    consumer.on(consumer.events.GROUP_JOIN, () => (this.healthy = true));
    consumer.on(consumer.events.CRASH, (event) => {
      this.healthy = false;
      this.noteMissingTopic(event.payload.error);
      this.log.error({ group: groupId, error: String(event.payload.error), restart: event.payload.restart }, 'kafka consumer crashed');
      if (event.payload.restart || this.closed) return;
      this.drop(consumer);
      onDead();
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
    return this.healthy && this.reachable && !this.closed && (!this.options.sendsCommands || this.repliesJoined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.healthy = false;
    clearTimeout(this.probeTimer);
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    const disconnected = (async () => {
      await Promise.allSettled(this.consumers.map((consumer) => consumer.disconnect()));
      await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    })();
    // Past the limit the process ends without the rest: kafkajs gives up its connections with it.
    await withinTime(disconnected, CLOSE_TIMEOUT_MS, 'not disconnected in time').catch(() => undefined);
  }
}

/**
 * Runs `work` while telling the group this member lives: kafkajs heartbeats only when asked, and
 * a transaction of a large batch on a busy machine may outlast the session timeout, after which
 * the group would take the partition away and deliver the batch again.
 */
async function whileBeating<T>(heartbeat: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  const beat = setInterval(() => void heartbeat().catch(() => undefined), HEARTBEAT_INTERVAL_MS);
  try {
    return await work();
  } finally {
    clearInterval(beat);
  }
}

/** Whether a kafkajs error, or one it wraps, says the broker hosts no such topic or partition. */
function namesMissingTopic(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const { type, message, originalError, cause } = at as { type?: unknown; message?: unknown; originalError?: unknown; cause?: unknown };
    if (type === 'UNKNOWN_TOPIC_OR_PARTITION' || (typeof message === 'string' && message.includes('does not host this topic-partition'))) return true;
    at = originalError ?? cause;
  }
  return false;
}

/**
 * Commits a consumer's last handled offsets once its deliveries stop. kafkajs commits when it is
 * handed a batch and the interval has passed, so the last batches of a burst stayed uncommitted
 * while the group was idle: lag monitoring showed a backlog that was not there, and a restart
 * delivered them again (the inbox skipped them). What was noted is dropped when the group
 * rebalances, so no commit names a partition the member may no longer hold; one the broker
 * refuses anyway is only logged.
 */
class TrailingCommit {
  private readonly pending = new Map<string, { topic: string; partition: number; offset: string }>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly consumer: Consumer,
    private readonly log: Logger,
  ) {}

  note(topic: string, partition: number, lastHandled: string): void {
    this.pending.set(`${topic}/${partition}`, { topic, partition, offset: String(BigInt(lastHandled) + 1n) });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.commit(), OFFSET_COMMIT_INTERVAL_MS + 100);
    this.timer.unref();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.pending.clear();
  }

  private async commit(): Promise<void> {
    const offsets = [...this.pending.values()];
    this.pending.clear();
    await this.consumer.commitOffsets(offsets).catch((error: unknown) => this.log.debug({ error: String(error) }, 'trailing offset commit not taken'));
  }
}
