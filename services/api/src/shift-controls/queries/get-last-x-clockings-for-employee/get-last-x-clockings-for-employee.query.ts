/** GetLastXClockingsForEmployee: the employee's newest `lastX` clockings, newest first. */
export class GetLastXClockingsForEmployeeQuery {
  constructor(
    readonly employeeID: string,
    readonly lastX: number,
  ) {}
}
