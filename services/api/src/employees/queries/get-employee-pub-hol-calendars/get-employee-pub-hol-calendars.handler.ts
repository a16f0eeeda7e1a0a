import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_PUB_HOL_CALENDAR, isUuid, type EmployeePubHolCalendar } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { referenceNameColumns } from '../../employee-sql.util';
import { GetEmployeePubHolCalendarsQuery } from './get-employee-pub-hol-calendars.query';

/** The public holiday calendars an employee observes, with their names. */
@QueryHandler(GetEmployeePubHolCalendarsQuery)
export class GetEmployeePubHolCalendarsHandler implements IQueryHandler<GetEmployeePubHolCalendarsQuery, EmployeePubHolCalendar[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ employeeID }: GetEmployeePubHolCalendarsQuery): Promise<EmployeePubHolCalendar[]> {
    if (!isUuid(employeeID)) throw validationFailed([{ field: 'EmployeeID', message: 'EmployeeID must be the id of an employee' }]);
    return this.runtime.dataSource.query(
      `SELECT * FROM (
         SELECT c.id, c.employee_id AS "employeeID", c.public_holiday_calendar_id AS "publicHolidayCalendarID", c.version,
                ${referenceNameColumns(EMPLOYEE_PUB_HOL_CALENDAR, ['publicHolidayCalendarID'], 'c')}
           FROM employee_pub_hol_calendars c WHERE c.employee_id = $1
       ) calendars ORDER BY lower("publicHolidayCalendarName"), id`,
      [employeeID],
    );
  }
}
