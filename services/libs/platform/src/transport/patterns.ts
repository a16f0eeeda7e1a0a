import { MessagePattern } from '@nestjs/microservices';
import type { CommandPayload, CommandResult, CommandType, ServiceName } from '@tna/contracts';
import type { CommandContext } from './message.context';

/** The signature a command handler must have, from the CommandMap. */
export type CommandHandlerMethod<T extends CommandType> = (payload: CommandPayload<T>, context: CommandContext) => Promise<CommandResult<T>>;

/**
 * `@MessagePattern(type)`, checked against the CommandMap at compile time: the method takes the
 * command's payload (and `@Ctx()`) and resolves with its result.
 */
export function CommandPattern<T extends CommandType>(type: T) {
  return <M extends CommandHandlerMethod<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    MessagePattern(type)(target, key, descriptor);
  };
}

/** How an `@EventPattern` consumer is delivered: pass as the decorator's extras (`consumer({...})`). */
export interface ConsumerOptions {
  /** The service whose database holds the consumer's inbox and effects. */
  service: ServiceName;
  /** The consumer group: its own offsets on the bus; consumers sharing a group share its order. */
  group: string;
  /** The consumer's name in the inbox table. */
  inbox: string;
  /** Hand the handler all fresh events of a delivery (up to 500) at once instead of one by one. */
  batch?: boolean;
}

export function consumer(options: ConsumerOptions): Record<string, unknown> {
  return { consumer: options };
}
