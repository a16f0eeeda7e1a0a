/** GetEmployeeShiftShiftAdjustments: the exceptions cleared on one employee shift's day. */
export class GetEmployeeShiftShiftAdjustmentsQuery {
  constructor(readonly employeeShiftID: string) {}
}
