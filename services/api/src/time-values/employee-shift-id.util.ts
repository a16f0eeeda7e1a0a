import { BadRequestException, NotFoundException } from '@nestjs/common';
import { isUuid } from '@tna/contracts';

/** The `EmployeeShiftsID` (or `ID`) query parameter: an id, or 400 naming it. */
export function employeeShiftIDOf(value: unknown, parameter: 'EmployeeShiftsID' | 'ID'): string {
  if (!isUuid(value)) throw new BadRequestException({ error: 'validation failed', field: parameter, message: `${parameter} must be the id of an employee shift` });
  return value.toLowerCase();
}

export function employeeShiftNotFound(id: string): NotFoundException {
  return new NotFoundException({ error: `No employee shift has the id ${id}`, field: 'EmployeeShiftsID' });
}
