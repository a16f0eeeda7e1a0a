import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import type { Clocking } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { GetEmployeeMainClockingListQuery } from './employee-date-range.query';

/** The longest range one call may ask for; a year of clockings is a report, not a screen. */
const MAX_RANGE_DAYS = 366;

@QueryHandler(GetEmployeeMainClockingListQuery)
export class GetEmployeeMainClockingListHandler implements IQueryHandler<GetEmployeeMainClockingListQuery, Clocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeMainClockingListQuery): Promise<Clocking[]> {
    const employees: { timeZone: string | null }[] = await this.runtime.dataSource.query(
      'SELECT time_zone AS "timeZone" FROM employees WHERE id = $1',
      [range.employeeID],
    );
    if (employees.length === 0) throw new NotFoundException({ error: 'no such employee', field: 'employeeID' });
    // The dates are the employee's local dates, inclusive.
    const zone = employees[0].timeZone ?? defaultTimeZone(this.runtime.config);
    const from = DateTime.fromISO(range.from, { zone }).startOf('day');
    const to = DateTime.fromISO(range.to, { zone }).startOf('day').plus({ days: 1 });
    if (to <= from) throw new BadRequestException({ error: 'validation failed', field: 'to', message: 'to must not be before from' });
    if (to.diff(from, 'days').days > MAX_RANGE_DAYS) {
      throw new BadRequestException({ error: 'validation failed', field: 'to', message: `at most ${MAX_RANGE_DAYS} days at a time` });
    }
    const rows: (Omit<Clocking, 'clockedAt'> & { clockedAt: Date })[] = await this.runtime.dataSource.query(
      `SELECT id, employee_id AS "employeeID", clocked_at AS "clockedAt", scanner_id AS "scannerID", direction, source
         FROM time_engine.v_clockings
        WHERE employee_id = $1 AND clocked_at >= $2 AND clocked_at < $3
        ORDER BY clocked_at DESC`,
      [range.employeeID, from.toJSDate(), to.toJSDate()],
    );
    return rows.map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
