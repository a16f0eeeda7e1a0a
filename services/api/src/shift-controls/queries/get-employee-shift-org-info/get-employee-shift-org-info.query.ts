/** GetEmployeeShiftOrgInfo: the organisation in force on one employee shift's day. */
export class GetEmployeeShiftOrgInfoQuery {
  constructor(readonly employeeShiftID: string) {}
}
