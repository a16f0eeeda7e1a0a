import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CreateRawClockingRequest, EmployeeDateRangeRequest, type Clocking, type CreateRawClockingResult, type EmployeeShift } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { GetEmployeeMainClockingListQuery, GetEmployeeShiftsQuery } from './queries/employee-date-range.query';

@Controller('api')
export class ClockingsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('GetEmployeeMainClockingList')
  @HttpCode(200)
  clockings(@Body() range: EmployeeDateRangeRequest): Promise<Clocking[]> {
    return this.queryBus.execute(new GetEmployeeMainClockingListQuery(range));
  }

  @Post('GetEmployeeShifts')
  @HttpCode(200)
  shifts(@Body() range: EmployeeDateRangeRequest): Promise<EmployeeShift[]> {
    return this.queryBus.execute(new GetEmployeeShiftsQuery(range));
  }

  /** Owned by ingestion: sent as a command, so a retry with the same Idempotency-Key stores nothing twice. */
  @Post('CreateRawClocking')
  @HttpCode(200)
  createRaw(
    @Body() clocking: CreateRawClockingRequest,
    @Req() request: AuthenticatedRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<CreateRawClockingResult> {
    return sendCommand(this.commands, this.runtime, 'CreateRawClocking', clocking, request, idempotencyKey);
  }
}
