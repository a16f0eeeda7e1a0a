export class GetEmployeeMinDetailsQuery {
  constructor(readonly id: unknown) {}
}
