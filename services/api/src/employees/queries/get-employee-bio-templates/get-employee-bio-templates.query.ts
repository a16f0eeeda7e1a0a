/** GetEmployeeBioTemplates: the biometric templates readers uploaded for the employee's number. */
export class GetEmployeeBioTemplatesQuery {
  constructor(readonly employeeID: unknown) {}
}
