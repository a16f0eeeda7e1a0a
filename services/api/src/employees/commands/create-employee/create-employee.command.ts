export class CreateEmployeeCommand {
  constructor(
    readonly input: unknown,
    readonly username: string,
  ) {}
}
