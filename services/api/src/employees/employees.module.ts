import { Module } from '@nestjs/common';
import { CreateEmployeeHandler } from './commands/create-employee/create-employee.handler';
import { EmployeesController } from './employees.controller';
import { GetEmployeesHandler } from './queries/get-employees/get-employees.handler';

@Module({ controllers: [EmployeesController], providers: [CreateEmployeeHandler, GetEmployeesHandler] })
export class EmployeesModule {}
