/** A command the owner refuses for its input or state: the api answers with `status`. */
export class CommandRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
