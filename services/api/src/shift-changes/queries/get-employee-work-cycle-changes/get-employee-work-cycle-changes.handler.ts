import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, type EmployeeWorkCycleChange } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound } from '../../../setup/record-sql.util';
import { GetEmployeeWorkCycleChangesQuery } from './get-employee-work-cycle-changes.query';

@QueryHandler(GetEmployeeWorkCycleChangesQuery)
export class GetEmployeeWorkCycleChangesHandler implements IQueryHandler<GetEmployeeWorkCycleChangesQuery, EmployeeWorkCycleChange[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeID, futureOnly, effectiveFrom }: GetEmployeeWorkCycleChangesQuery): Promise<EmployeeWorkCycleChange[]> {
    const employees: { today: string }[] = await this.runtime.dataSource.query(
      `SELECT to_char((now() AT TIME ZONE coalesce(time_zone, $2))::date, 'YYYY-MM-DD') AS today FROM api.employees WHERE id = $1`,
      [employeeID, defaultTimeZone(this.runtime.config)],
    );
    if (employees.length === 0) throw notFound(EMPLOYEE_ENTITY, employeeID, 'EmployeeID');
    const today = futureOnly ? employees[0].today : null;
    const from = today !== null && (effectiveFrom === null || today > effectiveFrom) ? today : effectiveFrom;
    type Row = Omit<EmployeeWorkCycleChange, 'createdAt'> & { createdAt: Date };
    const rows: Row[] = await this.runtime.dataSource.query(
      `SELECT w.id, w.employee_id AS "employeeID", to_char(w.effective_date, 'YYYY-MM-DD') AS "effectiveDate",
              w.work_cycle_id AS "workCycleID", c.name AS "workCycleName",
              w.starting_work_pattern_id AS "startingWorkPatternID", p.name AS "startingWorkPatternName", w.start_day AS "startDay",
              to_char(coalesce(w.start_date, w.effective_date), 'YYYY-MM-DD') AS "startDate",
              w.reason_id AS "reasonID", r.name AS "reasonName", w.created_by AS "createdBy", w.created_at AS "createdAt"
         FROM time_engine.v_work_cycle_changes w
         LEFT JOIN api.work_cycles c ON c.id = w.work_cycle_id
         LEFT JOIN api.work_patterns p ON p.id = w.starting_work_pattern_id
         LEFT JOIN api.work_cycle_change_reasons r ON r.id = w.reason_id
        WHERE w.employee_id = $1 AND ($2::date IS NULL OR w.effective_date >= $2::date)
        ORDER BY w.effective_date`,
      [employeeID, from],
    );
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
