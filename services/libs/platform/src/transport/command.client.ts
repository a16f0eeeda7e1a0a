import { randomUUID } from 'node:crypto';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { COMMAND_SERVICE, isCommandType, type Actor, type CommandPayload, type CommandResult, type CommandType } from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';
import { CommandRefusedError } from '../commands/command-refused.error';
import { currentContext } from '../context/message-context';

export interface CommandRequest<T extends CommandType = CommandType> {
  payload: CommandPayload<T>;
  /** The caller's key; a retry with the same key gets the first answer. Defaults to a new key. */
  idempotencyKey?: string;
  actor?: Actor;
  timeoutMs: number;
}

/**
 * Nest's ClientProxy over the MessageBus: `send(type, request)` puts a command envelope on the
 * owner's command topic (or hands it over in-process) and emits its result. A refusal errors
 * with CommandRefusedError (status, message, field); no reply in time with CommandTimeoutError.
 * Events are never sent from here: they go through the outbox.
 */
export class CommandClient extends ClientProxy {
  constructor(private readonly bus: MessageBus) {
    super();
  }

  /** `send`, typed by the CommandMap. */
  execute<T extends CommandType>(type: T, request: CommandRequest<T>): Promise<CommandResult<T>> {
    return lastValueFrom(this.send<CommandResult<T>, CommandRequest<T>>(type, request));
  }

  /** The host connects and closes the bus; a client has nothing of its own to open. */
  async connect(): Promise<void> {}

  async close(): Promise<void> {}

  unwrap<T>(): T {
    throw new Error(`CommandClient has no client of its own to unwrap (the bus is ${this.bus.kind})`);
  }

  protected publish(packet: ReadPacket<CommandRequest>, callback: (packet: WritePacket) => void): () => void {
    const type: unknown = packet.pattern;
    if (typeof type !== 'string' || !isCommandType(type)) {
      callback({ err: new CommandRefusedError(501, `${String(type)} is not a command`), isDisposed: true });
      return () => undefined;
    }
    const request = packet.data;
    const id = randomUUID();
    // The command carries the current request's correlation, causation and (unless given) actor.
    const context = currentContext();
    this.bus
      .sendCommand(
        {
          id,
          type,
          service: COMMAND_SERVICE[type],
          // A caller's key is theirs for one kind of command: another user, or another command, with
          // the same key is a new command and never gets someone else's stored reply.
          idempotencyKey: request.idempotencyKey === undefined ? id : JSON.stringify([type, request.actor?.kind ?? null, request.actor?.id ?? null, request.idempotencyKey]),
          occurredAt: new Date().toISOString(),
          payload: request.payload,
          actor: request.actor ?? context?.actor,
          correlationId: context?.correlationId ?? id,
          causationId: context?.causationId,
        },
        request.timeoutMs,
      )
      .then(
        (reply) =>
          reply.ok
            ? callback({ response: reply.result, isDisposed: true })
            : callback({ err: new CommandRefusedError(reply.error?.status ?? 500, reply.error?.message ?? 'the command failed', reply.error?.field), isDisposed: true }),
        (error: unknown) => callback({ err: error, isDisposed: true }),
      );
    return () => undefined;
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('events are written to the outbox in the transaction that raises them, never sent by a client'));
  }
}
