import type { CommandEnvelope, CommandReply, ServiceName } from '@tna/contracts';
import { withinTime } from '../runtime/within-time';
import { CommandTimeoutError, envelopeOf, type CommandServer, type EventHandler, type MessageBus, type PublishedEvent } from './message-bus';

interface Subscription {
  group: string;
  topics: ReadonlySet<string>;
  handler: EventHandler;
}

/**
 * Embedded mode's transport: the outbox relay hands events straight to the subscribers of every
 * group, in order, and only counts them published when every group has handled them. A failing
 * handler makes publish reject, so the relay keeps the events and tries again.
 */
export class InProcessBus implements MessageBus {
  readonly kind = 'in-process' as const;
  private readonly subscriptions: Subscription[] = [];
  private readonly commandServers = new Map<ServiceName, CommandServer>();
  private closed = false;

  async connect(): Promise<void> {}

  async publish(events: readonly PublishedEvent[]): Promise<void> {
    for (const subscription of this.subscriptions) {
      const mine = events.filter((event) => subscription.topics.has(event.topic)).map(envelopeOf);
      if (mine.length > 0) await subscription.handler(mine);
    }
  }

  async subscribe(group: string, topics: readonly string[], handler: EventHandler): Promise<void> {
    this.subscriptions.push({ group, topics: new Set(topics), handler });
  }

  async serveCommands(service: ServiceName, server: CommandServer): Promise<void> {
    this.commandServers.set(service, server);
  }

  async sendCommand(command: Omit<CommandEnvelope, 'replyTo'>, timeoutMs: number): Promise<CommandReply> {
    const server = this.commandServers.get(command.service);
    if (!server) {
      return { commandID: command.id, replyTo: 'in-process', ok: false, error: { status: 503, message: `service ${command.service} is not running` } };
    }
    return withinTime(server({ ...command, replyTo: 'in-process' }), timeoutMs, () => new CommandTimeoutError(command.type, timeoutMs));
  }

  isHealthy(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
