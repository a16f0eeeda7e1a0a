import type { CommandEnvelope, CommandReply, EventEnvelope, ServiceName } from '@tna/contracts';

/**
 * Handles a batch of events of one topic, in order; throwing means "none handled", and the bus
 * delivers them again later. Batches let a consumer commit many events in one transaction.
 */
export type EventHandler = (events: EventEnvelope[]) => Promise<void>;
export type CommandServer = (command: CommandEnvelope) => Promise<CommandReply>;

/**
 * The one interface both transports implement: Kafka between processes, in-process in embedded
 * mode. Delivery is at least once; consumers make it exactly-once with the inbox.
 */
export interface MessageBus {
  readonly kind: 'kafka' | 'in-process';
  /** Kafka's resolves at once and keeps connecting in the background: a service starts without the broker. */
  connect(): Promise<void>;
  /** Publishes events in order; resolves once the transport has them durably (or delivered in-process). */
  publish(events: readonly PublishedEvent[]): Promise<void>;
  /** Every consumer group receives each event once; one group's events of one key arrive in order. */
  subscribe(group: string, topics: readonly string[], handler: EventHandler): Promise<void>;
  serveCommands(service: ServiceName, server: CommandServer): Promise<void>;
  /**
   * Sends a command and waits for its reply; rejects with CommandTimeoutError after `timeoutMs`,
   * or with BusUnavailableError when the command could not be handed to the broker in that time.
   */
  sendCommand(command: Omit<CommandEnvelope, 'replyTo'>, timeoutMs: number): Promise<CommandReply>;
  isHealthy(): boolean;
  close(): Promise<void>;
}

export interface PublishedEvent {
  topic: string;
  key: string;
  /** The event, or the JSON text the outbox stored for it, which Kafka takes as it is (not parsed and written again). */
  envelope: EventEnvelope | StoredEnvelope;
}

/** An outbox row's envelope as text, with what a Kafka message's headers name. */
export interface StoredEnvelope {
  id: string;
  type: string;
  json: string;
}

export const envelopeOf = (event: PublishedEvent): EventEnvelope => ('json' in event.envelope ? (JSON.parse(event.envelope.json) as EventEnvelope) : event.envelope);
export const envelopeText = (event: PublishedEvent): string => ('json' in event.envelope ? event.envelope.json : JSON.stringify(event.envelope));

export class CommandTimeoutError extends Error {
  constructor(
    readonly commandType: string,
    readonly timeoutMs: number,
  ) {
    super(`command ${commandType} got no reply within ${timeoutMs} ms`);
  }
}

/**
 * The broker did not take the command in time (it is unreachable). Usually nothing was sent; if a
 * late retry of the producer delivers it after all, a retry with the same idempotency key gets its answer.
 */
export class BusUnavailableError extends Error {
  constructor(
    readonly commandType: string,
    cause: unknown,
  ) {
    super(`command ${commandType} could not be sent: the message broker is unreachable (${String(cause)})`);
  }
}

export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
