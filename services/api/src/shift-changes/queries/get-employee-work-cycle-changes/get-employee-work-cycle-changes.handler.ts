import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, type EmployeeWorkCycleChange } from '@tna/contracts';
import { notFound } from '../../../setup/record-sql.util';
import { ShiftChangesStore } from '../../shift-changes.store';
import { GetEmployeeWorkCycleChangesQuery } from './get-employee-work-cycle-changes.query';

@QueryHandler(GetEmployeeWorkCycleChangesQuery)
export class GetEmployeeWorkCycleChangesHandler implements IQueryHandler<GetEmployeeWorkCycleChangesQuery, EmployeeWorkCycleChange[]> {
  constructor(private readonly store: ShiftChangesStore) {}

  async execute({ employeeID, futureOnly, effectiveFrom }: GetEmployeeWorkCycleChangesQuery): Promise<EmployeeWorkCycleChange[]> {
    const employeeToday = await this.store.employeeToday(employeeID);
    if (employeeToday === undefined) throw notFound(EMPLOYEE_ENTITY, employeeID, 'EmployeeID');
    const today = futureOnly ? employeeToday : null;
    const from = today !== null && (effectiveFrom === null || today > effectiveFrom) ? today : effectiveFrom;
    const rows = await this.store.workCycleChanges(employeeID, from);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
