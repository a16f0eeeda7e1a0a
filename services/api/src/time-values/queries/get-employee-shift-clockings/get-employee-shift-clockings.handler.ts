import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShiftClocking } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { GetEmployeeShiftClockingsQuery } from './get-employee-shift-clockings.query';

type ClockingRow = Omit<EmployeeShiftClocking, 'clockedAt' | 'role' | 'pairNumber'> & { clockedAt: Date };

@QueryHandler(GetEmployeeShiftClockingsQuery)
export class GetEmployeeShiftClockingsHandler implements IQueryHandler<GetEmployeeShiftClockingsQuery, EmployeeShiftClocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftClockingsQuery): Promise<EmployeeShiftClocking[]> {
    const shifts: { pairs: { in: string; out: string | null }[] }[] = await this.runtime.dataSource.query(
      'SELECT pairs FROM time_engine.v_employee_shifts WHERE id = $1',
      [employeeShiftID],
    );
    if (shifts.length === 0) throw employeeShiftNotFound(employeeShiftID);
    const roles = new Map<string, { role: 'IN' | 'OUT'; pairNumber: number }>();
    shifts[0].pairs.forEach((pair, index) => {
      roles.set(pair.in, { role: 'IN', pairNumber: index + 1 });
      if (pair.out !== null) roles.set(pair.out, { role: 'OUT', pairNumber: index + 1 });
    });
    const rows: ClockingRow[] = await this.runtime.dataSource.query(
      `SELECT id, clocked_at AS "clockedAt", scanner_id AS "scannerID", direction, source
         FROM time_engine.v_clockings WHERE employee_shift_id = $1 ORDER BY clocked_at, id`,
      [employeeShiftID],
    );
    return rows.map((row) => {
      const part = roles.get(row.id);
      return { ...row, clockedAt: row.clockedAt.toISOString(), role: part?.role ?? 'ignored', pairNumber: part?.pairNumber ?? null };
    });
  }
}
