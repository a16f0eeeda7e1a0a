/** GetEmployeeShiftLeaveActions: the leave of one employee shift's day. */
export class GetEmployeeShiftLeaveActionsQuery {
  constructor(readonly employeeShiftID: string) {}
}
