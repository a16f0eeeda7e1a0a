/** GetTimeCalculationMethod: how one employee shift was calculated, step by step. */
export class GetTimeCalculationMethodQuery {
  constructor(readonly employeeShiftID: string) {}
}
