/** The external employee number defaults to the employee number (part 1 §3). */
export function withExternalNumber(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const employee = input as Record<string, unknown>;
  const external = employee.externalEmployeeNumber;
  const blank = external === undefined || external === null || (typeof external === 'string' && external.trim() === '');
  return blank ? { ...employee, externalEmployeeNumber: employee.employeeNumber } : employee;
}
