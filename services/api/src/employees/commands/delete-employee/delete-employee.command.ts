export class DeleteEmployeeCommand {
  constructor(readonly id: unknown) {}
}
