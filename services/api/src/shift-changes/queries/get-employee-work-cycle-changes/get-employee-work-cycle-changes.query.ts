/** An employee's work cycle changes, by effective date. */
export class GetEmployeeWorkCycleChangesQuery {
  constructor(
    readonly employeeID: string,
    /** Only changes effective today or later, in the employee's time zone. */
    readonly futureOnly: boolean,
    /** Only changes effective on or after this date. */
    readonly effectiveFrom: string | null,
  ) {}
}
