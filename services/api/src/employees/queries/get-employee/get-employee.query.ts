export class GetEmployeeQuery {
  constructor(readonly id: unknown) {}
}
