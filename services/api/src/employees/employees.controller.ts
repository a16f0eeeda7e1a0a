import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateEmployeeRequest, ListRequest, type Employee, type ListResult } from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateEmployeeCommand } from './commands/create-employee/create-employee.command';
import { GetEmployeesQuery } from './queries/get-employees/get-employees.query';

@Controller('api')
export class EmployeesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('CreateEmployee')
  create(@Body() employee: CreateEmployeeRequest, @Req() request: AuthenticatedRequest): Promise<Employee> {
    return this.commandBus.execute(new CreateEmployeeCommand(employee, request.user!.username));
  }

  @Post('GetEmployees')
  @HttpCode(200)
  list(@Body() filter: ListRequest): Promise<ListResult<Employee>> {
    return this.queryBus.execute(new GetEmployeesQuery(filter ?? {}));
  }
}
