/**
 * GetEmployees (`list`: the columns of the employee list), GetEmployeesExtendedDetail (`extended`:
 * every field with the names of what it references), GetEmployeesPerList (`minimal`) and
 * GetReaderOperationEmployees (`reader`: number and name, as a reader knows the employee).
 */
export type EmployeeListShape = 'list' | 'extended' | 'minimal' | 'reader';

export class GetEmployeesQuery {
  constructor(
    readonly request: unknown,
    readonly shape: EmployeeListShape = 'list',
  ) {}
}
