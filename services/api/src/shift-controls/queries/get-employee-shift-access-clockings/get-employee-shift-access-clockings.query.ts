/** GetEmployeeShiftAccessClockings: the access-control clockings around one employee shift. */
export class GetEmployeeShiftAccessClockingsQuery {
  constructor(readonly employeeShiftID: string) {}
}
