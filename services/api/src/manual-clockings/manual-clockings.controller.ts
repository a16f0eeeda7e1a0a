import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClockInOutRequest,
  ClockInRequest,
  ClockOutRequest,
  DeleteClockingRequest,
  type CommandPayload,
  type CommandType,
  type EmployeeShift,
  type ManualClockingAnswer,
  type ManualClockingResult,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { GetEmployeeShiftsQuery } from '../clockings/queries/employee-date-range.query';
import { sendCommand } from '../shared/send-command.util';

type ManualClockingCommand = Extract<CommandType, 'CreateClockInOnly' | 'CreateClockOutOnly' | 'CreateClockInOut' | 'InsertClocking' | 'DeleteClocking'>;

/**
 * Manual clockings: owned by the time engine, which stores them and recalculates the day before
 * answering; the api adds the day as GetEmployeeShifts shows it, so the screen needs no second call.
 */
@Controller('api')
export class ManualClockingsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('CreateClockInOnly')
  @HttpCode(200)
  clockIn(@Body() request: ClockInRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ManualClockingAnswer> {
    return this.send('CreateClockInOnly', request, http, key);
  }

  @Post('CreateClockOutOnly')
  @HttpCode(200)
  clockOut(@Body() request: ClockOutRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ManualClockingAnswer> {
    return this.send('CreateClockOutOnly', request, http, key);
  }

  @Post('CreateClockInOut')
  @HttpCode(200)
  clockInOut(@Body() request: ClockInOutRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ManualClockingAnswer> {
    return this.send('CreateClockInOut', request, http, key);
  }

  @Post('InsertClocking')
  @HttpCode(200)
  insert(@Body() request: ClockInOutRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ManualClockingAnswer> {
    return this.send('InsertClocking', request, http, key);
  }

  @Post('DeleteClocking')
  @HttpCode(200)
  delete(@Body() request: DeleteClockingRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ManualClockingAnswer> {
    return this.send('DeleteClocking', request, http, key);
  }

  private async send<T extends ManualClockingCommand>(
    type: T,
    request: CommandPayload<T>,
    http: AuthenticatedRequest,
    key: string | undefined,
  ): Promise<ManualClockingAnswer> {
    const result: ManualClockingResult = await sendCommand(this.commands, this.runtime, type, request, http, key);
    const [shift]: EmployeeShift[] = await this.queryBus.execute(new GetEmployeeShiftsQuery({ employeeID: result.employeeID, from: result.date, to: result.date }));
    return { ...result, shift: shift ?? null };
  }
}
