import { BadRequestException, NotFoundException } from '@nestjs/common';
import { dateRangeProblem, type EmployeeDateRangeRequest } from '@tna/contracts';
import { defaultTimeZone, type ServiceRuntime } from '@tna/platform';
import { findEmployeeTimeZone } from '../clockings.store';

/** 400 naming `to` for a range backwards or longer than one clocking-screen request may ask for. */
export function checkRange(range: EmployeeDateRangeRequest): void {
  const problem = dateRangeProblem(range);
  if (problem) throw new BadRequestException({ error: 'validation failed', ...problem });
}

/** The zone the employee's days are read in: their own, else the installation's; 404 for an unknown employee. */
export async function employeeTimeZone(runtime: ServiceRuntime, employeeID: string): Promise<string> {
  const own = await findEmployeeTimeZone(runtime.dataSource, employeeID);
  if (own === undefined) throw new NotFoundException({ error: 'no such employee', field: 'employeeID' });
  return own ?? defaultTimeZone(runtime.config);
}
