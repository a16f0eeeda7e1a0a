import { Inject, Injectable } from '@nestjs/common';
import type { EmployeeWorkCycleChange } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';

export type WorkCycleChangeRow = Omit<EmployeeWorkCycleChange, 'createdAt'> & { createdAt: Date };

/** The SQL the api runs for shift and work cycle changes, which the time engine owns. */
@Injectable()
export class ShiftChangesStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async reasonExists(table: 'shift_adjustment_reasons' | 'work_cycle_change_reasons', reasonID: string): Promise<boolean> {
    const rows: unknown[] = await this.runtime.dataSource.query(`SELECT 1 FROM api.${table} WHERE id = $1`, [reasonID]);
    return rows.length > 0;
  }

  /** The employee's today in their own zone (or the default one); undefined when there is no such employee. */
  async employeeToday(employeeID: string): Promise<string | undefined> {
    const employees: { today: string }[] = await this.runtime.dataSource.query(
      `SELECT to_char((now() AT TIME ZONE coalesce(time_zone, $2))::date, 'YYYY-MM-DD') AS today FROM api.employees WHERE id = $1`,
      [employeeID, defaultTimeZone(this.runtime.config)],
    );
    return employees[0]?.today;
  }

  /** The employee's work cycle changes from the time engine's view, effective on or after `from` when given. */
  workCycleChanges(employeeID: string, from: string | null): Promise<WorkCycleChangeRow[]> {
    return this.runtime.dataSource.query(
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
  }
}
