import { BadRequestException, NotFoundException } from '@nestjs/common';
import { DateTime } from 'luxon';
import { RECALC_MAX_DAYS, type EmployeeDateRangeRequest } from '@tna/contracts';
import { defaultTimeZone, type ServiceRuntime } from '@tna/platform';
import { findEmployeeTimeZone } from '../clockings.store';

/** An employee's inclusive dates as the instants [from, to) in the zone their days are read in. */
export interface EmployeePeriod {
  timeZone: string;
  from: DateTime;
  to: DateTime;
}

/** 404 for an unknown employee, 400 naming `to` for a range backwards or longer than one screen may ask for. */
export async function employeePeriod(runtime: ServiceRuntime, range: EmployeeDateRangeRequest): Promise<EmployeePeriod> {
  const own = await findEmployeeTimeZone(runtime.dataSource, range.employeeID);
  if (own === undefined) throw new NotFoundException({ error: 'no such employee', field: 'employeeID' });
  // The dates are the employee's local dates, inclusive.
  const timeZone = own ?? defaultTimeZone(runtime.config);
  const from = DateTime.fromISO(range.from, { zone: timeZone }).startOf('day');
  const to = DateTime.fromISO(range.to, { zone: timeZone }).startOf('day').plus({ days: 1 });
  if (to <= from) throw new BadRequestException({ error: 'validation failed', field: 'to', message: 'to must not be before from' });
  if (to.diff(from, 'days').days > RECALC_MAX_DAYS) {
    throw new BadRequestException({ error: 'validation failed', field: 'to', message: `at most ${RECALC_MAX_DAYS} days at a time` });
  }
  return { timeZone, from, to };
}
