import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import type { Clocking } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findEmployeeTimeZone, listEmployeeClockings } from '../clockings.store';
import { GetEmployeeMainClockingListQuery } from './employee-date-range.query';

/** The longest range one call may ask for; a year of clockings is a report, not a screen. */
const MAX_RANGE_DAYS = 366;

@QueryHandler(GetEmployeeMainClockingListQuery)
export class GetEmployeeMainClockingListHandler implements IQueryHandler<GetEmployeeMainClockingListQuery, Clocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeMainClockingListQuery): Promise<Clocking[]> {
    const timeZone = await findEmployeeTimeZone(this.runtime.dataSource, range.employeeID);
    if (timeZone === undefined) throw new NotFoundException({ error: 'no such employee', field: 'employeeID' });
    // The dates are the employee's local dates, inclusive.
    const zone = timeZone ?? defaultTimeZone(this.runtime.config);
    const from = DateTime.fromISO(range.from, { zone }).startOf('day');
    const to = DateTime.fromISO(range.to, { zone }).startOf('day').plus({ days: 1 });
    if (to <= from) throw new BadRequestException({ error: 'validation failed', field: 'to', message: 'to must not be before from' });
    if (to.diff(from, 'days').days > MAX_RANGE_DAYS) {
      throw new BadRequestException({ error: 'validation failed', field: 'to', message: `at most ${MAX_RANGE_DAYS} days at a time` });
    }
    const rows = await listEmployeeClockings(this.runtime.dataSource, range.employeeID, from.toJSDate(), to.toJSDate());
    return rows.map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
