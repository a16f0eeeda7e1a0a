import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShiftClocking } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { findShiftPairs, listShiftClockings } from '../../time-values.store';
import { GetEmployeeShiftClockingsQuery } from './get-employee-shift-clockings.query';

@QueryHandler(GetEmployeeShiftClockingsQuery)
export class GetEmployeeShiftClockingsHandler implements IQueryHandler<GetEmployeeShiftClockingsQuery, EmployeeShiftClocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftClockingsQuery): Promise<EmployeeShiftClocking[]> {
    const pairs = await findShiftPairs(this.runtime.dataSource, employeeShiftID);
    if (pairs === undefined) throw employeeShiftNotFound(employeeShiftID);
    const roles = new Map<string, { role: 'IN' | 'OUT'; pairNumber: number }>();
    pairs.forEach((pair, index) => {
      roles.set(pair.in, { role: 'IN', pairNumber: index + 1 });
      if (pair.out !== null) roles.set(pair.out, { role: 'OUT', pairNumber: index + 1 });
    });
    const rows = await listShiftClockings(this.runtime.dataSource, employeeShiftID);
    return rows.map((row) => {
      const part = roles.get(row.id);
      return { ...row, clockedAt: row.clockedAt.toISOString(), role: part?.role ?? 'ignored', pairNumber: part?.pairNumber ?? null };
    });
  }
}
