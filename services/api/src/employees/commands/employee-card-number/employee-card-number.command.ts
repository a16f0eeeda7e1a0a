export class EmployeeCardNumberCommand {
  constructor(
    readonly request: unknown,
    readonly username: string,
  ) {}
}
