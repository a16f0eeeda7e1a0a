import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  RecalcRequest,
  type EmployeeShiftClocking,
  type EmployeeShiftStatus,
  type RecalcResult,
  type TimeCalculationMethod,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { employeeShiftIDOf } from './employee-shift-id.util';
import { GetEmployeeShiftClockingsQuery } from './queries/get-employee-shift-clockings/get-employee-shift-clockings.query';
import { GetEmployeeShiftStatusesQuery } from './queries/get-employee-shift-statuses/get-employee-shift-statuses.query';
import { GetTimeCalculationMethodQuery } from './queries/get-time-calculation-method/get-time-calculation-method.query';

/** The calculated shifts: recalculation, owned by the time engine, and the reads of one shift. */
@Controller('api')
export class TimeValuesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('RecalcTimeValues')
  @HttpCode(200)
  recalcTimeValues(@Body() request: RecalcRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<RecalcResult> {
    return this.send('RecalcTimeValues', request, http, key);
  }

  @Post('RecalcAutoShift')
  @HttpCode(200)
  recalcAutoShift(@Body() request: RecalcRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<RecalcResult> {
    return this.send('RecalcAutoShift', request, http, key);
  }

  /** `ShowPhoto` is accepted as the specification has it; clockings carry no photographs yet. */
  @Post('GetEmployeeShiftClockings')
  @HttpCode(200)
  clockings(@Query('EmployeeShiftsID') id: unknown): Promise<EmployeeShiftClocking[]> {
    return this.queryBus.execute(new GetEmployeeShiftClockingsQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }

  @Post('GetEmployeeShiftStatuses')
  @HttpCode(200)
  statuses(@Query('EmployeeShiftsID') id: unknown): Promise<EmployeeShiftStatus[]> {
    return this.queryBus.execute(new GetEmployeeShiftStatusesQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }

  @Get('GetTimeCalculationMethod')
  method(@Query('ID') id: unknown): Promise<TimeCalculationMethod> {
    return this.queryBus.execute(new GetTimeCalculationMethodQuery(employeeShiftIDOf(id, 'ID')));
  }

  /** A retry with the same Idempotency-Key gets the first answer and recalculates nothing twice. */
  private send(type: 'RecalcTimeValues' | 'RecalcAutoShift', request: RecalcRequest, http: AuthenticatedRequest, key?: string): Promise<RecalcResult> {
    return sendCommand(this.commands, this.runtime, type, request, http, key);
  }
}
