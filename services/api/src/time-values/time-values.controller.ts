import { Body, Controller, Get, GatewayTimeoutException, Headers, HttpCode, HttpException, Inject, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  DEFAULT_COMMAND_TIMEOUT_MS,
  RecalcRequest,
  type EmployeeShiftClocking,
  type EmployeeShiftStatus,
  type RecalcResult,
  type TimeCalculationMethod,
} from '@tna/contracts';
import { CommandGateway, CommandTimeoutError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { employeeShiftIDOf } from './employee-shift-id.util';
import { GetEmployeeShiftClockingsQuery } from './queries/get-employee-shift-clockings/get-employee-shift-clockings.query';
import { GetEmployeeShiftStatusesQuery } from './queries/get-employee-shift-statuses/get-employee-shift-statuses.query';
import { GetTimeCalculationMethodQuery } from './queries/get-time-calculation-method/get-time-calculation-method.query';

/** The calculated shifts: recalculation, owned by the time engine, and the reads of one shift. */
@Controller('api')
export class TimeValuesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandGateway,
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
  private async send(type: 'RecalcTimeValues' | 'RecalcAutoShift', request: RecalcRequest, http: AuthenticatedRequest, key?: string): Promise<RecalcResult> {
    try {
      const reply = await this.commands.send('time-engine', type, request, {
        idempotencyKey: key?.slice(0, 200),
        actor: { kind: 'user', id: http.user!.userID },
        timeoutMs: this.runtime.config.TNA_COMMAND_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS,
      });
      if (!reply.ok) {
        const status = reply.error?.status ?? 500;
        const body = status === 400 ? { error: 'validation failed', field: reply.error?.field, message: reply.error?.message } : { error: reply.error?.message, field: reply.error?.field };
        throw new HttpException(body, status);
      }
      return reply.result as RecalcResult;
    } catch (error) {
      if (error instanceof CommandTimeoutError) throw new GatewayTimeoutException({ error: 'the time engine did not answer in time', call: type });
      throw error;
    }
  }
}
