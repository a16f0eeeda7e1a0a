import { RpcException } from '@nestjs/microservices';

/**
 * A command the owner refuses for its input or state: the api answers with `status`. An
 * RpcException whose error is itself, so it reaches the transport unchanged even where Nest's own
 * RPC exception filter handles it (the host's `HandlerErrorsFilter` passes every error through).
 */
export class CommandRefusedError extends RpcException {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  override getError(): this {
    return this;
  }
}

/** A 400 naming `field` and the first few of `wanted` that are not in `found`; nothing when all are found. */
export function refuseUnknownIDs(wanted: readonly string[], found: ReadonlySet<string>, what: string, field: string): void {
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length === 0) return;
  throw new CommandRefusedError(400, `no such ${what}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`, field);
}
