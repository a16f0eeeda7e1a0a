import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  EMPLOYEE_PUB_HOL_CALENDAR,
  type Employee,
  type EmployeeBioTemplate,
  type EmployeeCardNumResult,
  type EmployeeDetail,
  type EmployeeMinDetails,
  type EmployeePubHolCalendar,
  type IdName,
} from '@tna/contracts';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateRecordCommand } from '../setup/commands/create-record/create-record.command';
import { DeleteRecordCommand } from '../setup/commands/delete-record/delete-record.command';
import { UpdateRecordCommand } from '../setup/commands/update-record/update-record.command';
import { BulkUpdateEmployeesCommand } from './commands/bulk-update-employees/bulk-update-employees.command';
import { CreateEmployeeCommand } from './commands/create-employee/create-employee.command';
import { DeleteEmployeeCommand } from './commands/delete-employee/delete-employee.command';
import { EmployeeCardNumberCommand } from './commands/employee-card-number/employee-card-number.command';
import { SaveEmployeePhotoCommand } from './commands/save-employee-photo/save-employee-photo.command';
import { UpdateEmployeeCommand } from './commands/update-employee/update-employee.command';
import { GetEmployeeBioTemplatesQuery } from './queries/get-employee-bio-templates/get-employee-bio-templates.query';
import { GetEmployeeMinDetailsQuery } from './queries/get-employee-min-details/get-employee-min-details.query';
import { GetEmployeePhotoQuery } from './queries/get-employee-photo/get-employee-photo.query';
import type { EmployeePhoto, SavedPhoto } from './employees.store';
import { GetEmployeePubHolCalendarsQuery } from './queries/get-employee-pub-hol-calendars/get-employee-pub-hol-calendars.query';
import { GetEmployeeQuery } from './queries/get-employee/get-employee.query';
import { GetEmployeesQuery } from './queries/get-employees/get-employees.query';

const username = (request: AuthenticatedRequest) => request.user!.username;

/** The employee record and what hangs off it: bodies are checked by the employee descriptor, not class-validator. */
@Controller('api')
export class EmployeesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('CreateEmployee')
  create(@Body() employee: unknown, @Req() request: AuthenticatedRequest): Promise<Employee> {
    return this.commandBus.execute(new CreateEmployeeCommand(employee, username(request)));
  }

  @Put('UpdateEmployee')
  update(@Query('ID') id: string, @Body() employee: unknown, @Req() request: AuthenticatedRequest): Promise<Employee> {
    return this.commandBus.execute(new UpdateEmployeeCommand(id, employee, username(request)));
  }

  @Delete('DeleteEmployee')
  @HttpCode(204)
  async remove(@Query('ID') id: string): Promise<void> {
    await this.commandBus.execute(new DeleteEmployeeCommand(id));
  }

  @Get('GetEmployee')
  get(@Query('ID') id: string): Promise<EmployeeDetail> {
    return this.queryBus.execute(new GetEmployeeQuery(id));
  }

  @Post('GetEmployees')
  @HttpCode(200)
  list(@Body() filter: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.employeeList(new GetEmployeesQuery(filter ?? {}, 'list'), reply);
  }

  @Post('GetEmployeesExtendedDetail')
  @HttpCode(200)
  extended(@Body() filter: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.employeeList(new GetEmployeesQuery(filter ?? {}, 'extended'), reply);
  }

  @Post('GetEmployeesPerList')
  @HttpCode(200)
  perList(@Body() filter: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.employeeList(new GetEmployeesQuery(filter ?? {}, 'minimal'), reply);
  }

  @Get('GetEmployeeMinDetails')
  minDetails(@Query('ID') id: string): Promise<EmployeeMinDetails> {
    return this.queryBus.execute(new GetEmployeeMinDetailsQuery(id));
  }

  @Post('EmployeeBulkUpdate')
  @HttpCode(200)
  bulkUpdate(@Body() request: unknown, @Req() http: AuthenticatedRequest): Promise<{ updated: number }> {
    return this.commandBus.execute(new BulkUpdateEmployeesCommand(request, username(http)));
  }

  @Post('EmployeeCardNumCRUD')
  @HttpCode(200)
  cardNumber(@Body() request: unknown, @Req() http: AuthenticatedRequest): Promise<EmployeeCardNumResult> {
    return this.commandBus.execute(new EmployeeCardNumberCommand(request, username(http)));
  }

  /** The photograph as the raw body; `EmployeeID` in the query (part 1 §5: 500 KB to 10 MB, JPEG or PNG). */
  @Post('EmployeePhotoTemplateAddUpdate')
  @HttpCode(200)
  savePhoto(@Query('EmployeeID') employeeID: string, @Body() body: unknown, @Req() request: AuthenticatedRequest): Promise<SavedPhoto> {
    return this.commandBus.execute(new SaveEmployeePhotoCommand(employeeID, body, username(request)));
  }

  @Get('GetEmployeePhoto')
  async photo(@Query('ID') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const photo: EmployeePhoto = await this.queryBus.execute(new GetEmployeePhotoQuery(id));
    reply.header('content-type', photo.contentType).header('cache-control', 'private, no-cache');
    return photo.data;
  }

  /** The templates readers uploaded for the employee, without their bytes. */
  @Post('GetEmployeeBioTemplates')
  @HttpCode(200)
  bioTemplates(@Query('EmployeeID') employeeID: string): Promise<EmployeeBioTemplate[]> {
    return this.queryBus.execute(new GetEmployeeBioTemplatesQuery(employeeID));
  }

  @Post('CreateEmployeePubHolCalendars')
  createCalendar(@Body() link: unknown, @Req() request: AuthenticatedRequest): Promise<EmployeePubHolCalendar> {
    return this.commandBus.execute(new CreateRecordCommand(EMPLOYEE_PUB_HOL_CALENDAR, link, username(request)));
  }

  @Put('UpdateEmployeePubHolCalendars')
  updateCalendar(@Query('ID') id: string, @Body() link: unknown, @Req() request: AuthenticatedRequest): Promise<EmployeePubHolCalendar> {
    return this.commandBus.execute(new UpdateRecordCommand(EMPLOYEE_PUB_HOL_CALENDAR, id, link, username(request)));
  }

  @Delete('DeleteEmployeePubHolCalendars')
  @HttpCode(204)
  async deleteCalendar(@Query('ID') id: string): Promise<void> {
    await this.commandBus.execute(new DeleteRecordCommand(EMPLOYEE_PUB_HOL_CALENDAR, id));
  }

  @Get('GetEmployeePubHolCalendars')
  calendars(@Query('EmployeeID') employeeID: string): Promise<EmployeePubHolCalendar[]> {
    return this.queryBus.execute(new GetEmployeePubHolCalendarsQuery(employeeID));
  }

  /** The calendars' own ids and names, for a picker. */
  @Get('GetEmployeePubHolCalendars_IDName')
  async calendarNames(@Query('EmployeeID') employeeID: string): Promise<IdName[]> {
    const calendars: EmployeePubHolCalendar[] = await this.queryBus.execute(new GetEmployeePubHolCalendarsQuery(employeeID));
    return calendars.map((calendar) => ({ id: calendar.publicHolidayCalendarID, name: calendar.publicHolidayCalendarName ?? '' }));
  }

  /** A `ListResult` whose JSON text PostgreSQL wrote: sent as it is, with the content type JSON answers have. */
  private async employeeList(query: GetEmployeesQuery, reply: FastifyReply): Promise<string> {
    const json: string = await this.queryBus.execute(query);
    reply.header('content-type', 'application/json; charset=utf-8');
    return json;
  }
}
