import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Employee } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { conflictOnDuplicate } from '../../../shared/database-errors.util';
import { EMPLOYEE_COLUMNS } from '../../employee.columns';
import { CreateEmployeeCommand } from './create-employee.command';

@CommandHandler(CreateEmployeeCommand)
export class CreateEmployeeHandler implements ICommandHandler<CreateEmployeeCommand, Employee> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employee, username }: CreateEmployeeCommand): Promise<Employee> {
    try {
      const rows: Employee[] = await this.runtime.dataSource.query(
        `INSERT INTO employees (id, employee_number, external_employee_number, first_name, surname, preferred_name, time_zone, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING ${EMPLOYEE_COLUMNS}`,
        [
          randomUUID(),
          employee.employeeNumber,
          employee.externalEmployeeNumber || employee.employeeNumber,
          employee.firstName,
          employee.surname,
          employee.preferredName ?? null,
          employee.timeZone ?? null,
          username,
        ],
      );
      return rows[0];
    } catch (error) {
      conflictOnDuplicate(error, { employees_number: 'employeeNumber' });
    }
  }
}
