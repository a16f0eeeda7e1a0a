import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, statusText, type EmployeeDetail } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, selectList, validationFailed } from '../../../setup/record-sql.util';
import { AGE_COLUMN, HAS_PHOTO_COLUMN, referenceNameColumns } from '../../employee-sql.util';
import { GetEmployeeQuery } from './get-employee.query';

type Row = Omit<EmployeeDetail, 'clockingStatus' | 'currentShift'> & {
  shiftID: string | null;
  shiftDate: string | null;
  statuses: number[] | null;
  locked: boolean | null;
};

/**
 * GetEmployee: the record, the names of what it references, and what is worked out: age, whether
 * there is a photograph, and today's shift (in the employee's zone) with its clocking status, read
 * from the time engine's published view.
 */
@QueryHandler(GetEmployeeQuery)
export class GetEmployeeHandler implements IQueryHandler<GetEmployeeQuery, EmployeeDetail> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetEmployeeQuery): Promise<EmployeeDetail> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of an employee' }]);
    const rows: Row[] = await this.runtime.dataSource.query(
      `SELECT ${selectList(EMPLOYEE_ENTITY, 'e')}, ${referenceNameColumns(EMPLOYEE_ENTITY, 'all')}, ${AGE_COLUMN()}, ${HAS_PHOTO_COLUMN()},
              s.id AS "shiftID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate", s.statuses, s.locked
         FROM employees e
         LEFT JOIN time_engine.v_employee_shifts s
           ON s.employee_id = e.id AND s.shift_date = (now() AT TIME ZONE coalesce(e.time_zone, $2))::date
        WHERE e.id = $1`,
      [id, defaultTimeZone(this.runtime.config)],
    );
    if (rows.length === 0) throw notFound(EMPLOYEE_ENTITY, id);
    const { shiftID, shiftDate, statuses, locked, ...employee } = rows[0];
    const codes = (statuses ?? []).map(Number);
    return Object.assign(employee, {
      clockingStatus: shiftID ? { code: codes[0] ?? null, text: statusText(codes[0] ?? null) } : null,
      currentShift: shiftID ? { id: shiftID, shiftDate: shiftDate!, statuses: codes, locked: locked === true } : null,
    }) as EmployeeDetail;
  }
}
