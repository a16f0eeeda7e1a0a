import { BaseRpcContext } from '@nestjs/microservices';
import type { EntityManager } from 'typeorm';
import type { Actor, CommandEnvelope, EventEnvelope, EventType } from '@tna/contracts';

/**
 * What `@Ctx()` gives a command handler: the transaction the transport opened for this command
 * (write through `manager`, and the reply row commits with it) and the envelope it came in.
 */
export class CommandContext extends BaseRpcContext<[EntityManager, CommandEnvelope]> {
  constructor(manager: EntityManager, envelope: CommandEnvelope) {
    super([manager, envelope]);
  }

  get manager(): EntityManager {
    return this.args[0];
  }

  get envelope(): CommandEnvelope {
    return this.args[1];
  }

  /** Who sent the command; the system when the sender named nobody. */
  get actor(): Actor {
    return this.args[1].actor ?? { kind: 'system', id: 'unknown' };
  }
}

/**
 * What `@Ctx()` gives an event consumer: the transaction that also holds the inbox rows of the
 * events it is handed (write effects and raised events through `manager`), and those envelopes.
 */
export class EventContext<T extends EventType = EventType> extends BaseRpcContext<[EntityManager, readonly EventEnvelope<T>[]]> {
  constructor(manager: EntityManager, envelopes: readonly EventEnvelope<T>[]) {
    super([manager, envelopes]);
  }

  get manager(): EntityManager {
    return this.args[0];
  }

  /** The envelopes of this call: one, or the whole batch for a consumer declared with `batch: true`. */
  get envelopes(): readonly EventEnvelope<T>[] {
    return this.args[1];
  }
}
