import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TimeCalculationMethod } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { GetTimeCalculationMethodQuery } from './get-time-calculation-method.query';

type MethodRow = Omit<TimeCalculationMethod, 'shiftStart' | 'shiftEnd' | 'calculatedAt' | 'steps'> & {
  shiftStart: Date | null;
  shiftEnd: Date | null;
  calculatedAt: Date | null;
  method: string;
};

@QueryHandler(GetTimeCalculationMethodQuery)
export class GetTimeCalculationMethodHandler implements IQueryHandler<GetTimeCalculationMethodQuery, TimeCalculationMethod> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetTimeCalculationMethodQuery): Promise<TimeCalculationMethod> {
    const rows: MethodRow[] = await this.runtime.dataSource.query(
      `SELECT s.id AS "employeeShiftID", s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate",
              s.day_kind AS "dayKind", s.shift_id AS "shiftID", sh.name AS "shiftName", s.shift_start AS "shiftStart",
              s.shift_end AS "shiftEnd", s.calculated_at AS "calculatedAt", s.calculation_method AS method
         FROM time_engine.v_employee_shifts s LEFT JOIN shifts sh ON sh.id = s.shift_id
        WHERE s.id = $1`,
      [employeeShiftID],
    );
    if (rows.length === 0) throw employeeShiftNotFound(employeeShiftID);
    const { method, ...row } = rows[0];
    return {
      ...row,
      shiftStart: row.shiftStart?.toISOString() ?? null,
      shiftEnd: row.shiftEnd?.toISOString() ?? null,
      calculatedAt: row.calculatedAt?.toISOString() ?? null,
      steps: method === '' ? [] : method.split('\n'),
    };
  }
}
