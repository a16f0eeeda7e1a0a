import { randomUUID } from 'node:crypto';
import type { Actor, CommandReply, ServiceName } from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';
import { currentContext } from '../context/message-context';

export interface SendOptions {
  idempotencyKey?: string;
  actor?: Actor;
  timeoutMs: number;
}

/** The api's side of a command: one envelope, one reply or a CommandTimeoutError. */
export class CommandGateway {
  constructor(private readonly bus: MessageBus) {}

  /** The command carries the current request's correlation, causation and (unless given) actor. */
  send<P>(service: ServiceName, type: string, payload: P, options: SendOptions): Promise<CommandReply> {
    const id = randomUUID();
    const context = currentContext();
    return this.bus.sendCommand(
      {
        id,
        type,
        service,
        // A caller's key is theirs for one kind of command: another user, or another command, with
        // the same key is a new command and never gets someone else's stored reply.
        idempotencyKey: options.idempotencyKey === undefined ? id : JSON.stringify([type, options.actor?.kind ?? null, options.actor?.id ?? null, options.idempotencyKey]),
        occurredAt: new Date().toISOString(),
        payload,
        actor: options.actor ?? context?.actor,
        correlationId: context?.correlationId ?? id,
        causationId: context?.causationId,
      },
      options.timeoutMs,
    );
  }
}
