import type { EmployeeDateRangeRequest } from '@tna/contracts';

export class GetEmployeeMainClockingListQuery {
  constructor(readonly range: EmployeeDateRangeRequest) {}
}

export class GetEmployeeShiftsQuery {
  constructor(readonly range: EmployeeDateRangeRequest) {}
}
