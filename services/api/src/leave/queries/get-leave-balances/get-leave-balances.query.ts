/** GetLeaveBalances: each of the employee's leave types with its balance today, booked and pending. */
export class GetLeaveBalancesQuery {
  constructor(readonly employeeID: string) {}
}
