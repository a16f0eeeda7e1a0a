export class GetEmployeePubHolCalendarsQuery {
  constructor(readonly employeeID: unknown) {}
}
