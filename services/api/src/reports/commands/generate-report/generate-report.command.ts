/** A Generate call as it arrived: which call, its body (checked by the handler with the report's request class), and who asked. */
export class GenerateReportCommand {
  constructor(
    readonly call: string,
    readonly body: unknown,
    readonly userID: string,
  ) {}
}
