/** GetEmployeeShiftClockings: the clockings of one employee shift and their part in its pairs. */
export class GetEmployeeShiftClockingsQuery {
  constructor(readonly employeeShiftID: string) {}
}
