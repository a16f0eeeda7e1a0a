export class BulkUpdateEmployeesCommand {
  constructor(
    readonly request: unknown,
    readonly username: string,
  ) {}
}
