import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShift } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { GetEmployeeShiftsQuery } from './employee-date-range.query';

const OVERTIME = Array.from({ length: 10 }, (_, i) => `over_time${i + 1}_tot AS "overTime${i + 1}Tot"`).join(', ');

@QueryHandler(GetEmployeeShiftsQuery)
export class GetEmployeeShiftsHandler implements IQueryHandler<GetEmployeeShiftsQuery, EmployeeShift[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeShiftsQuery): Promise<EmployeeShift[]> {
    const rows: (Omit<EmployeeShift, 'statuses'> & { statuses: number[] })[] = await this.runtime.dataSource.query(
      `SELECT id, employee_id AS "employeeID", to_char(shift_date, 'YYYY-MM-DD') AS "shiftDate", statuses, locked,
              normal_time_tot AS "normalTimeTot", ${OVERTIME}, no_pay_time_tot AS "noPayTimeTot",
              no_pay_tot_before AS "noPayTotBefore", no_pay_tot_after AS "noPayTotAfter"
         FROM time_engine.v_employee_shifts
        WHERE employee_id = $1 AND shift_date BETWEEN $2::date AND $3::date
        ORDER BY shift_date`,
      [range.employeeID, range.from, range.to],
    );
    return rows.map((row) => ({ ...row, statuses: row.statuses.map(Number) }));
  }
}
