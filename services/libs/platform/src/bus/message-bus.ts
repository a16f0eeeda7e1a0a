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
  connect(): Promise<void>;
  /** Publishes events in order; resolves once the transport has them durably (or delivered in-process). */
  publish(events: readonly PublishedEvent[]): Promise<void>;
  /** Every consumer group receives each event once; one group's events of one key arrive in order. */
  subscribe(group: string, topics: readonly string[], handler: EventHandler): Promise<void>;
  serveCommands(service: ServiceName, server: CommandServer): Promise<void>;
  /** Sends a command and waits for its reply; rejects with CommandTimeoutError after `timeoutMs`. */
  sendCommand(command: Omit<CommandEnvelope, 'replyTo'>, timeoutMs: number): Promise<CommandReply>;
  isHealthy(): boolean;
  close(): Promise<void>;
}

export interface PublishedEvent {
  topic: string;
  key: string;
  envelope: EventEnvelope;
}

export class CommandTimeoutError extends Error {
  constructor(
    readonly commandType: string,
    readonly timeoutMs: number,
  ) {
    super(`command ${commandType} got no reply within ${timeoutMs} ms`);
  }
}

export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
