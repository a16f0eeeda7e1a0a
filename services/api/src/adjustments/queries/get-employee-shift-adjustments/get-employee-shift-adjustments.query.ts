/** GetEmployeeShiftAdjustments: the time adjustments of one employee shift's day. */
export class GetEmployeeShiftAdjustmentsQuery {
  constructor(readonly employeeShiftID: string) {}
}
