/**
 * GetEmployees (`list`: the columns of the employee list), GetEmployeesExtendedDetail (`extended`:
 * every field with the names of what it references) and GetEmployeesPerList (`minimal`).
 */
export type EmployeeListShape = 'list' | 'extended' | 'minimal';

export class GetEmployeesQuery {
  constructor(
    readonly request: unknown,
    readonly shape: EmployeeListShape = 'list',
  ) {}
}
