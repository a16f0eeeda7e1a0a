import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { EntityManager } from 'typeorm';
import {
  COMMAND_SERVICE,
  EVENT_TOPIC,
  isCommandType,
  PARKED_EVENT_COMMANDS,
  type CommandEnvelope,
  type DropParkedEventsCommand,
  type DropParkedEventsResult,
  type ParkedEventService,
  type ParkedKeyCommand,
  type RetryParkedEventsResult,
  type CommandError,
  type CommandReply,
  type EventEnvelope,
  type EventType,
  type ServiceName,
} from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';
import { CommandRefusedError } from '../commands/command-refused.error';
import { batchContext } from '../context/batch-context';
import { contextFromEnvelope, runWithContext } from '../context/message-context';
import { DATABASE_UNREACHABLE, isPassingPgError, isPgConnectionError, pgErrorOf, PG_LOCK_NOT_AVAILABLE } from '../database/pg-errors';
import { claimInbox } from '../inbox/inbox';
import { dropParkedEvents, dueParkedKeys, hasParkedEvents, HELD_BEHIND_REASON, makeKeyDue, noteFailedRetry, parkEvents, unparkKey, type ParkedKey } from '../parking/parked-events';
import type { ServiceRuntime } from '../runtime/service-runtime';
import { withinTime } from '../runtime/within-time';
import { crashAfterCommitIfAsked } from './fault-point';
import { CommandContext, EventContext } from './message.context';
import type { ConsumerOptions } from './patterns';

/**
 * Every command and event handler runs inside this call, with the envelope (or the batch of
 * envelopes) it handles: the one place where per-message context (correlation, causation,
 * actor) is set up for the handler and everything it calls.
 */
export function withinMessage<T>(message: CommandEnvelope | readonly EventEnvelope[], handle: () => Promise<T>): Promise<T> {
  return runWithContext(isEventBatch(message) ? batchContext(message) : contextFromEnvelope(message), handle);
}

function isEventBatch(message: CommandEnvelope | readonly EventEnvelope[]): message is readonly EventEnvelope[] {
  return Array.isArray(message);
}

/** Commands one service runs at once in this process: each holds a connection while it runs, so fewer than its pool. */
const COMMANDS_AT_ONCE = 4;

interface Consumer {
  type: EventType;
  options: ConsumerOptions;
  handler: MessageHandler;
}

/** Most events one transaction takes when deliveries waiting for a group are joined: a fetch of every partition, 2,000 each. */
const MAX_JOINED_EVENTS = 12_000;
/** Transactions one consumer group runs at once, each on deliveries of other partitions. */
const TRANSACTIONS_PER_GROUP = 3;

/**
 * When an event a handler keeps failing on is parked: after this many failed deliveries in a row
 * spread over at least this long. A passing fault (a deadlock, PostgreSQL restarting, a service a
 * handler asks being away for seconds) clears sooner and parks nothing; the time stays under
 * readiness's relay lag (60 s), so an embedded outbox held back by one bad event is not reported
 * stalled.
 *
 * Once a consumer group has parked an event after the full count, another event of the same type
 * that fails alone within `recentMs` is parked at its first failure: a handler that fails on one
 * kind of event (a bug in a release) would otherwise hold its stream for half a minute per such
 * event, which under load is a standstill. Only the full count opens that window, and a failure
 * PostgreSQL calls passing (a deadlock, a serialization failure, a timeout, too many connections,
 * a read-only standby) never parks at once.
 */
export interface ParkingOptions {
  attempts: number;
  afterMs: number;
  recentMs: number;
}
export const DEFAULT_PARKING: ParkingOptions = { attempts: 5, afterMs: 30_000, recentMs: 600_000 };
/** Failing events not heard of again for this long are forgotten (handled elsewhere after a rebalance, or no longer sent). */
const FORGET_FAILING_MS = 3_600_000;
/** How long a drop retries the keys it released before answering (a command is answered within 10 s); a retry under way then finishes on its own, the retry loop takes the rest. */
const DROP_RETRIES_MS = 3_000;
/** Keys whose parked events one retry run tries, oldest first. */
const PARKED_KEYS_PER_RUN = 100;

interface WaitingDelivery {
  events: readonly EventEnvelope[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface GroupDeliveries {
  waiting: WaitingDelivery[];
  running: number;
  /** A transaction is about to start and will take what waits by then. */
  starting: boolean;
}

/**
 * The custom Nest transport strategy over the MessageBus (Kafka, or in-process in embedded mode),
 * the outbox and the inbox. `@MessagePattern` (through `@CommandPattern`) methods serve commands,
 * `@EventPattern` methods consume events; this class opens the transaction each one runs in and
 * hands it over in the context, so a handler never opens its own to be exactly once:
 *
 * - an event delivery: inbox rows, the handler's effects and the events it raises commit together;
 * - a command: the idempotency key is looked up in `command_log` under an advisory lock on the key;
 *   a known key is answered from the stored reply, otherwise the handler runs and its reply row is
 *   inserted in the same transaction before the reply is sent. A refusal is stored too, unless it is
 *   transient (5xx), so a retry with the same key runs the command again.
 */
export class BusTransport extends Server implements CustomTransportStrategy {
  private readonly consumers: Consumer[] = [];
  private readonly running = new Map<ServiceName, number>();
  private readonly waiting = new Map<ServiceName, (() => void)[]>();
  /** Per consumer group: deliveries waiting for a transaction, and the transactions under way. */
  private readonly deliveries = new Map<string, GroupDeliveries>();
  /** Events whose delivery failed and that are not parked yet, per consumer group (`failureKey`): failed deliveries in a row, and since when. */
  private readonly failing = new Map<string, { attempts: number; since: number; last: number }>();
  /** When each consumer group last parked an event after the full count, and its type. */
  private readonly lastParked = new Map<string, { at: number; type: string }>();

  constructor(
    private readonly bus: MessageBus,
    private readonly runtimes: readonly ServiceRuntime[],
    private readonly parking: ParkingOptions = DEFAULT_PARKING,
  ) {
    super();
  }

  /** Event handlers are kept apart per consumer rather than chained per pattern as Nest does: each has its own service and group. */
  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}): void {
    if (!isEventHandler) return super.addHandler(pattern, callback, isEventHandler, extras);
    const options = extras.consumer;
    if (!isEventType(pattern)) throw new Error(`@EventPattern(${JSON.stringify(pattern)}) names no event of the EventMap`);
    if (!isConsumerOptions(options)) throw new Error(`@EventPattern('${pattern}') needs consumer({ service, group, inbox }) as its extras`);
    this.consumers.push({ type: pattern, options, handler: callback });
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.serveParkedEventCommands();
      for (const pattern of this.messageHandlers.keys()) {
        if (!isCommandType(pattern)) throw new Error(`@MessagePattern('${pattern}') names no command of the CommandMap`);
        if (!this.runtimeOf(COMMAND_SERVICE[pattern])) throw new Error(`${pattern} is served outside ${COMMAND_SERVICE[pattern]}, its owner`);
      }
      const owners = new Set<ServiceName>(Object.values(COMMAND_SERVICE));
      for (const runtime of this.runtimes) {
        if (owners.has(runtime.service)) await this.bus.serveCommands(runtime.service, (command) => this.serveCommand(runtime, command));
      }
      const inboxes = this.consumers.map((c) => `${c.options.service} ${c.options.inbox}`);
      const shared = inboxes.find((inbox, i) => inboxes.indexOf(inbox) !== i);
      // An inbox name is a consumer's identity: its handled events and its parked ones.
      if (shared) throw new Error(`two consumers share the inbox name ${shared.split(' ')[1]}`);
      const groups = new Map<string, Consumer[]>();
      for (const consumer of this.consumers) groups.set(consumer.options.group, [...(groups.get(consumer.options.group) ?? []), consumer]);
      for (const [group, consumers] of groups) {
        const runtime = this.runtimeOf(consumers[0].options.service);
        if (!runtime || consumers.some((c) => c.options.service !== runtime.service)) throw new Error(`consumer group ${group} must belong to one service hosted here`);
        const topics = [...new Set(consumers.map((c) => EVENT_TOPIC[c.type]))];
        await this.bus.subscribe(group, topics, (events) => this.joinDelivery(group, runtime, consumers, events));
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Commands are served by the bus, which the host closes. */
  close(): void {}

  on(): never {
    throw new Error('BusTransport has no events of its own to listen to');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  private runtimeOf(service: ServiceName): ServiceRuntime | undefined {
    return this.runtimes.find((runtime) => runtime.service === service);
  }

  /**
   * Group commit: Kafka hands a group one delivery per partition, several at once. While the
   * group's transactions run (at most TRANSACTIONS_PER_GROUP), deliveries that arrive wait and
   * then go together in the next one, so under load a transaction (inbox claim, the handler's
   * reads and writes, the outbox) covers many partitions' events instead of a few, and at low
   * load nothing waits. A partition sends its next delivery only after this one is answered, so
   * one key's events stay in order and two transactions never hold the same partition. When a
   * transaction fails, its deliveries are tried apart and in halves, so an event that cannot be
   * handled holds back only its own partition, and only until it is parked.
   */
  private joinDelivery(group: string, runtime: ServiceRuntime, consumers: readonly Consumer[], events: readonly EventEnvelope[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let state = this.deliveries.get(group);
      if (!state) this.deliveries.set(group, (state = { waiting: [], running: 0, starting: false }));
      state.waiting.push({ events, resolve, reject });
      if (!state.starting && state.running < TRANSACTIONS_PER_GROUP) {
        state.running++;
        state.starting = true;
        // After the deliveries handed over in this turn of the event loop: Kafka hands a fetch's
        // partitions over together, and they then share one transaction instead of queueing
        // behind each other's locks on the same employees.
        setImmediate(() => {
          state.starting = false;
          void this.deliverWaiting(state, runtime, consumers);
        });
      }
    });
  }

  private async deliverWaiting(state: GroupDeliveries, runtime: ServiceRuntime, consumers: readonly Consumer[]): Promise<void> {
    const queue = state.waiting;
    while (queue.length > 0) {
      let size = queue[0].events.length;
      let count = 1;
      while (count < queue.length && size + queue[count].events.length <= MAX_JOINED_EVENTS) size += queue[count++].events.length;
      const taken = queue.splice(0, count);
      try {
        const events = taken.length === 1 ? taken[0].events : taken.flatMap((d) => d.events);
        await this.deliver(runtime, consumers, events);
        this.forgetFailures(consumers, events);
        for (const delivery of taken) delivery.resolve();
      } catch {
        // A lone delivery has just failed whole: straight to its halves.
        for (const delivery of taken) await this.deliverOrSplit(runtime, consumers, delivery.events, taken.length === 1).then(delivery.resolve, delivery.reject);
      }
    }
    state.running--;
  }

  /**
   * After a transaction failed (`failed`: one of these very events): `events` in halves, each half
   * that fails halved again, so a passing fault costs a transaction or two more and a bad event
   * is found in a few dozen, with everything before it handled. A single event goes to each
   * consumer apart; one that has failed long enough (`ParkingOptions`) is parked and the rest go
   * on. Otherwise the delivery fails from the bad event and the bus delivers it again later (what
   * was handled by then is in the inbox and skipped).
   */
  private async deliverOrSplit(runtime: ServiceRuntime, consumers: readonly Consumer[], events: readonly EventEnvelope[], failed = false): Promise<void> {
    if (events.length > 1) {
      const handled = !failed && (await this.deliver(runtime, consumers, events).then(() => true, () => false));
      if (handled) return this.forgetFailures(consumers, events);
      const half = Math.ceil(events.length / 2);
      await this.deliverOrSplit(runtime, consumers, events.slice(0, half));
      await this.deliverOrSplit(runtime, consumers, events.slice(half));
      return;
    }
    const [event] = events;
    for (const consumer of consumers.filter((c) => c.type === event.type)) {
      try {
        await this.deliver(runtime, [consumer], [event]);
      } catch (error) {
        await this.parkWhenDue(runtime, consumer, event, error);
      }
    }
    this.forgetFailures(consumers, events);
  }

  private forgetFailures(consumers: readonly Consumer[], events: readonly EventEnvelope[]): void {
    if (this.failing.size > 0) for (const event of events) this.failing.delete(failureKey(consumers[0], event));
  }

  /**
   * Parks `event` for `consumer` once it has failed long enough; until then rethrows `error`.
   * PostgreSQL away is no fault of the event's: such a failure counts for nothing.
   */
  private async parkWhenDue(runtime: ServiceRuntime, consumer: Consumer, event: EventEnvelope, error: unknown): Promise<void> {
    if (isPgConnectionError(error)) throw error;
    const now = Date.now();
    const key = failureKey(consumer, event);
    const failing = this.failing.get(key) ?? this.firstFailure(now);
    failing.attempts++;
    failing.last = now;
    this.failing.set(key, failing);
    const last = this.lastParked.get(consumer.options.group);
    const afterParking = last !== undefined && last.type === event.type && now - last.at < this.parking.recentMs && !isPassingPgError(error);
    if (!afterParking && (failing.attempts < this.parking.attempts || now - failing.since < this.parking.afterMs)) throw error;
    // If PostgreSQL itself is away this fails too, and the delivery is tried again as before.
    await runtime.dataSource.transaction((manager) => parkEvents(manager, consumer.options.inbox, [event], reasonOf(error)));
    this.failing.delete(key);
    if (!afterParking) this.lastParked.set(consumer.options.group, { at: Date.now(), type: event.type });
    runtime.logger.error(
      { consumer: consumer.options.inbox, event: event.id, type: event.type, key: event.key, attempts: failing.attempts, afterParking, error: stackOf(error) },
      afterParking
        ? 'event parked at its first failure, as its consumer parked another lately: the rest of its stream goes on, later events of its key wait behind it, and it is tried again in a minute'
        : 'event parked: its handler kept failing on it; the rest of its stream goes on, later events of its key wait behind it, and it is tried again in a minute',
    );
  }

  /** A new failing event's count; events not heard of for an hour are forgotten first, so the map holds only live ones. */
  private firstFailure(now: number): { attempts: number; since: number; last: number } {
    for (const [key, failing] of this.failing) if (now - failing.last > FORGET_FAILING_MS) this.failing.delete(key);
    return { attempts: 0, since: now, last: now };
  }

  /**
   * Tries this service's parked events that are due again, a key at a time in the order they were
   * parked, each key's events in one transaction (taken out of the table and handled in order,
   * never held behind themselves): all of them handled, or all left parked with a longer wait. A
   * key another process of the service is retrying is left to it; `stopping` is asked between keys.
   */
  async retryParkedEvents(runtime: ServiceRuntime, stopping: () => boolean = () => false): Promise<void> {
    const mine = this.consumers.filter((c) => c.options.service === runtime.service).map((c) => c.options.inbox);
    for (const parked of await dueParkedKeys(runtime.dataSource, mine, PARKED_KEYS_PER_RUN)) {
      if (stopping()) return;
      await this.retryParkedKey(runtime, parked);
    }
  }

  /** Tries one key's parked events now, as `retryParkedEvents` does each due key (and RetryParkedEvents asks). */
  private async retryParkedKey(runtime: ServiceRuntime, parked: ParkedKey): Promise<RetryParkedEventsResult> {
    const consumer = this.consumerOf(runtime, parked.consumer)!;
    let current: EventEnvelope | undefined;
    let handled: number | undefined;
    try {
      handled = await runtime.dataSource.transaction(async (manager) => {
        const events = await unparkKey(manager, parked);
        if (!events) return undefined;
        for (const event of events) {
          current = event;
          if (event.type !== consumer.type) throw new Error(`a parked ${event.type} for ${parked.consumer}, which takes ${consumer.type}`);
          await this.handleWithin(manager, [consumer], [event], { hold: false });
        }
        return events.length;
      });
      if (handled === undefined) return settled('busy');
      if (handled === 0) return settled('none');
    } catch (error) {
      const retryAt = await noteFailedRetry(runtime.dataSource, parked, current?.id, reasonOf(error));
      runtime.logger.warn({ consumer: parked.consumer, key: parked.key, event: current?.id, retryAt, error: stackOf(error) }, 'parked events failed again; tried again later');
      return { outcome: 'failed', handled: 0, failedEventID: current?.id ?? null, reason: reasonOf(error), retryAt: retryAt?.toISOString() ?? null };
    }
    runtime.relay.kick();
    runtime.logger.info({ consumer: parked.consumer, key: parked.key, events: handled }, 'parked events handled on retry');
    // An event of the key that arrived while this ran was parked behind rows now gone, with their wait and tries: due now, afresh.
    await makeKeyDue(runtime.dataSource, parked, { afresh: true }).catch((error: unknown) =>
      runtime.logger.warn({ consumer: parked.consumer, key: parked.key, error: String(error) }, 'events parked during a retry keep their wait'),
    );
    return settled('handled', handled);
  }

  private consumerOf(runtime: ServiceRuntime, inbox: string): Consumer | undefined {
    return this.consumers.find((c) => c.options.service === runtime.service && c.options.inbox === inbox);
  }

  /**
   * The retry and drop commands of each hosted service that consumes events, served by the
   * transport itself: it alone knows the consumers a parked event goes back to. The api has
   * checked the caller; the consumer is checked here. Each key is retried in a transaction of
   * its own, apart from the command's (which only records the answer), as the retry loop does.
   */
  private serveParkedEventCommands(): void {
    for (const runtime of this.runtimes) {
      const commands = PARKED_EVENT_COMMANDS[runtime.service as ParkedEventService] as (typeof PARKED_EVENT_COMMANDS)[ParkedEventService] | undefined;
      if (!commands) continue;
      const unknown = (inbox: string) => new CommandRefusedError(400, `the ${runtime.service} service has no consumer ${inbox}`, 'consumer');
      super.addHandler(commands.retry, async ({ consumer, key }: ParkedKeyCommand) => {
        if (!this.consumerOf(runtime, consumer)) throw unknown(consumer);
        return this.retryParkedKey(runtime, { consumer, key });
      });
      super.addHandler(commands.drop, async ({ consumer, eventIDs }: DropParkedEventsCommand): Promise<DropParkedEventsResult> => {
        // A consumer a release renamed or removed left events nothing will take: they can still be given up.
        const live = this.consumerOf(runtime, consumer) !== undefined;
        if (!live && !(await hasParkedEvents(runtime.dataSource, consumer))) throw unknown(consumer);
        const { dropped, released } = await runtime.dataSource.transaction((manager) => dropParkedEvents(manager, consumer, eventIDs)).catch((error: unknown) => {
          if (pgErrorOf(error)?.code === PG_LOCK_NOT_AVAILABLE) throw new CommandRefusedError(409, 'these events are being retried right now: try again in a moment');
          throw error;
        });
        // Kept in the log: nothing else holds what was given up.
        if (dropped.length > 0) runtime.logger.warn({ consumer, events: dropped.map((event) => event.envelope) }, 'parked events dropped on request');
        // The keys they held up are due now; tried here too while the answer can wait, the rest by the retry loop.
        const retried: DropParkedEventsResult['retried'] = [];
        const until = Date.now() + DROP_RETRIES_MS;
        for (const key of live ? released : []) {
          const left = until - Date.now();
          if (left <= 0) break;
          // A retry that outlasts the answer finishes on its own and logs what it did.
          const retry = this.retryParkedKey(runtime, { consumer, key }).catch((error: unknown) => {
            runtime.logger.warn({ consumer, key, error: stackOf(error) }, 'retrying the events a drop released failed; the retry loop tries them');
            return undefined;
          });
          const outcome = await withinTime(retry, left, 'the answer cannot wait longer').catch(() => undefined);
          if (outcome === undefined) break;
          if (outcome.outcome !== 'none') retried.push({ key, ...outcome });
        }
        return { dropped: dropped.map((event) => event.eventID), retried };
      });
    }
  }

  /** One delivery, in order, in one transaction: each run of same-type events goes to its consumers. */
  private async deliver(runtime: ServiceRuntime, consumers: readonly Consumer[], events: readonly EventEnvelope[]): Promise<void> {
    const { handled, held } = await runtime.dataSource.transaction((manager) => this.handleWithin(manager, consumers, events));
    if (handled) runtime.relay.kick();
    for (const [consumer, count] of held) runtime.logger.warn({ consumer, events: count }, 'events parked behind an earlier parked event of their key');
  }

  /**
   * Claims and handles `events` in `manager`'s transaction; events held behind a parked one of
   * their key are parked too, unless `hold` is off (a retry of the parked events themselves).
   */
  private async handleWithin(
    manager: EntityManager,
    consumers: readonly Consumer[],
    events: readonly EventEnvelope[],
    { hold } = { hold: true },
  ): Promise<{ handled: boolean; held: Map<string, number> }> {
    let handled = false;
    const held = new Map<string, number>();
    for (let start = 0; start < events.length; ) {
      let end = start + 1;
      while (end < events.length && events[end].type === events[start].type) end++;
      const run = events.slice(start, end);
      start = end;
      for (const consumer of consumers.filter((c) => c.type === run[0].type)) {
        const claim = await claimInbox(manager, consumer.options.inbox, run, { hold });
        if (claim.held.length > 0) {
          await parkEvents(manager, consumer.options.inbox, claim.held, HELD_BEHIND_REASON);
          held.set(consumer.options.inbox, (held.get(consumer.options.inbox) ?? 0) + claim.held.length);
        }
        const fresh = claim.fresh;
        if (fresh.length === 0) continue;
        handled = true;
        if (consumer.options.batch) await this.invoke(fresh, consumer.handler, fresh, new EventContext(manager, fresh));
        else for (const event of fresh) await this.invoke([event], consumer.handler, event, new EventContext(manager, [event]));
      }
    }
    return { handled, held };
  }

  /** The command's whole run, its log lines included, carries its correlation, caused by the command. */
  private serveCommand(runtime: ServiceRuntime, command: CommandEnvelope): Promise<CommandReply> {
    return withinMessage(command, async () => {
      const reply = await this.runCommand(runtime, command);
      runtime.logger.debug({ command: command.type, id: command.id, ok: reply.ok, status: reply.error?.status }, 'command handled');
      return reply;
    });
  }

  private async runCommand(runtime: ServiceRuntime, command: CommandEnvelope): Promise<CommandReply> {
    const base = { commandID: command.id, replyTo: command.replyTo };
    const handler = isCommandType(command.type) && COMMAND_SERVICE[command.type] === runtime.service ? this.getHandlerByPattern(command.type) : null;
    if (!handler) return { ...base, ok: false, error: { status: 501, message: `${command.type} is not implemented` } };
    await this.acquire(runtime.service);
    try {
      const reply = await runtime.dataSource.transaction(async (manager): Promise<CommandReply> => {
        // Serialises deliveries of one key: a repeat waits for the first and then reads its reply.
        await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 19))', [command.idempotencyKey]);
        const stored: { reply: CommandReply }[] = await manager.query('SELECT reply FROM command_log WHERE idempotency_key = $1', [command.idempotencyKey]);
        if (stored.length > 0) return { ...stored[0].reply, ...base };
        const result = await this.invoke(command, handler, command.payload, new CommandContext(manager, command));
        const fresh: CommandReply = { ...base, ok: true, result };
        await storeReply(manager, command, fresh);
        return fresh;
      });
      runtime.relay.kick();
      crashAfterCommitIfAsked(command.type);
      return reply;
    } catch (error) {
      if (!(error instanceof CommandRefusedError)) {
        // Not stored: a failure of ours (a lost connection, a bug) may succeed when the caller retries.
        if (isPgConnectionError(error)) {
          runtime.logger.warn({ command: command.type, id: command.id, error: reasonOf(error) }, 'command not run: the database is unreachable');
          return { ...base, ok: false, error: { status: 503, message: DATABASE_UNREACHABLE } };
        }
        runtime.logger.error({ command: command.type, id: command.id, error: stackOf(error) }, 'command failed');
        return { ...base, ok: false, error: { status: 500, message: 'the command failed; see the service log' } };
      }
      // The handler's writes rolled back with its transaction; a refusal is the answer every repeat gets.
      const refusal: CommandError = { status: error.status, message: error.message, field: error.field };
      const reply: CommandReply = { ...base, ok: false, error: refusal };
      // A transient failure (5xx: a service that did not answer in time, one that is away) is not
      // the command's answer: a retry with the same key must run it again.
      if (!isTransient(refusal.status)) await runtime.dataSource.transaction((manager) => storeReply(manager, command, reply));
      return reply;
    } finally {
      this.release(runtime.service);
    }
  }

  /** Runs a handler Nest built (pipes, interceptors, filters) and waits for its value or error. */
  private async invoke(message: CommandEnvelope | readonly EventEnvelope[], handler: MessageHandler, payload: unknown, context: CommandContext | EventContext): Promise<unknown> {
    return withinMessage(message, async () => lastValueFrom(this.transformToObservable(await handler(payload, context)), { defaultValue: undefined }));
  }

  private async acquire(service: ServiceName): Promise<void> {
    const running = this.running.get(service) ?? 0;
    if (running < COMMANDS_AT_ONCE) {
      this.running.set(service, running + 1);
      return;
    }
    await new Promise<void>((resolve) => this.waiting.set(service, [...(this.waiting.get(service) ?? []), resolve]));
  }

  /** Hands the slot straight to the next waiting command, else frees it. */
  private release(service: ServiceName): void {
    const next = this.waiting.get(service)?.shift();
    if (next) next();
    else this.running.set(service, (this.running.get(service) ?? 1) - 1);
  }
}

function isEventType(pattern: unknown): pattern is EventType {
  return typeof pattern === 'string' && Object.hasOwn(EVENT_TOPIC, pattern);
}

function isConsumerOptions(options: unknown): options is ConsumerOptions {
  return typeof options === 'object' && options !== null && 'service' in options && 'group' in options && 'inbox' in options;
}

/** 5xx: the service could not decide now (a dependency away, a timeout); 4xx and result codes are decisions. */
function isTransient(status: number): boolean {
  return status >= 500;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** A retry's answer that names no failure. */
function settled(outcome: 'handled' | 'none' | 'busy', handled = 0): RetryParkedEventsResult {
  return { outcome, handled, failedEventID: null, reason: null, retryAt: null };
}

/** Failures are counted per consumer group: another group handling the same event fine says nothing of this one's. */
function failureKey(consumer: Consumer, event: EventEnvelope): string {
  return `${consumer.options.group} ${event.id}`;
}

async function storeReply(manager: EntityManager, command: CommandEnvelope, reply: CommandReply): Promise<void> {
  await manager.query('INSERT INTO command_log (idempotency_key, command_type, reply) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING', [
    command.idempotencyKey,
    command.type,
    JSON.stringify(reply),
  ]);
}
