import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShift } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { GetEmployeeShiftsQuery } from './employee-date-range.query';

const OVERTIME = Array.from({ length: 10 }, (_, i) => `s.over_time${i + 1}_tot AS "overTime${i + 1}Tot"`).join(', ');

@QueryHandler(GetEmployeeShiftsQuery)
export class GetEmployeeShiftsHandler implements IQueryHandler<GetEmployeeShiftsQuery, EmployeeShift[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeShiftsQuery): Promise<EmployeeShift[]> {
    type Row = Omit<EmployeeShift, 'shiftStart' | 'shiftEnd' | 'calculatedAt'> & { shiftStart: Date | null; shiftEnd: Date | null; calculatedAt: Date | null };
    const rows: Row[] = await this.runtime.dataSource.query(
      `SELECT s.id, s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate", s.statuses, s.locked,
              s.normal_time_tot AS "normalTimeTot", ${OVERTIME}, s.no_pay_time_tot AS "noPayTimeTot",
              s.no_pay_tot_before AS "noPayTotBefore", s.no_pay_tot_after AS "noPayTotAfter",
              s.day_kind AS "dayKind", s.shift_id AS "shiftID", sh.name AS "shiftName", s.shift_start AS "shiftStart", s.shift_end AS "shiftEnd",
              s.short_time AS "shortTime", s.carried_short_out AS "carriedShortOut", s.break_deducted AS "breakDeducted",
              s.leave_minutes AS "leaveMinutes", s.calculated_at AS "calculatedAt"
         FROM time_engine.v_employee_shifts s LEFT JOIN shifts sh ON sh.id = s.shift_id
        WHERE s.employee_id = $1 AND s.shift_date BETWEEN $2::date AND $3::date
        ORDER BY s.shift_date`,
      [range.employeeID, range.from, range.to],
    );
    return rows.map((row) => ({
      ...row,
      statuses: row.statuses.map(Number),
      shiftStart: row.shiftStart?.toISOString() ?? null,
      shiftEnd: row.shiftEnd?.toISOString() ?? null,
      calculatedAt: row.calculatedAt?.toISOString() ?? null,
    }));
  }
}
