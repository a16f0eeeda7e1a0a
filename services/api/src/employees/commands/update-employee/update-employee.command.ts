/** `input` is the whole employee as last read, with its `version`; `id` comes from the query (`ID`). */
export class UpdateEmployeeCommand {
  constructor(
    readonly id: unknown,
    readonly input: unknown,
    readonly username: string,
  ) {}
}
