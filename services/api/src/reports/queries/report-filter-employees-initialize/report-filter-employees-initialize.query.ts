/** ReportFilterEmployeesInitialize: what the report pages offer to select employees by. */
export class ReportFilterEmployeesInitializeQuery {}
