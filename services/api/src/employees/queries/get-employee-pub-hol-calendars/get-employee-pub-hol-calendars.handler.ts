import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid, type EmployeePubHolCalendar } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { listEmployeePubHolCalendars } from '../../employees.store';
import { GetEmployeePubHolCalendarsQuery } from './get-employee-pub-hol-calendars.query';

/** The public holiday calendars an employee observes, with their names. */
@QueryHandler(GetEmployeePubHolCalendarsQuery)
export class GetEmployeePubHolCalendarsHandler implements IQueryHandler<GetEmployeePubHolCalendarsQuery, EmployeePubHolCalendar[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ employeeID }: GetEmployeePubHolCalendarsQuery): Promise<EmployeePubHolCalendar[]> {
    if (!isUuid(employeeID)) throw validationFailed([{ field: 'EmployeeID', message: 'EmployeeID must be the id of an employee' }]);
    return listEmployeePubHolCalendars(this.runtime.dataSource, employeeID);
  }
}
