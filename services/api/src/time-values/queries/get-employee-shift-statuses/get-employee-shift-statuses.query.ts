/** GetEmployeeShiftStatuses: the statuses of one employee shift with their texts. */
export class GetEmployeeShiftStatusesQuery {
  constructor(readonly employeeShiftID: string) {}
}
