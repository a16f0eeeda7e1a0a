import type { CreateEmployeeRequest } from '@tna/contracts';

export class CreateEmployeeCommand {
  constructor(
    readonly employee: CreateEmployeeRequest,
    readonly username: string,
  ) {}
}
