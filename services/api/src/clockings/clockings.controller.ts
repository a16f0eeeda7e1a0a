import { Body, Controller, GatewayTimeoutException, Headers, HttpCode, HttpException, Inject, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CreateRawClockingRequest, DEFAULT_COMMAND_TIMEOUT_MS, EmployeeDateRangeRequest, type Clocking, type CreateRawClockingResult, type EmployeeShift } from '@tna/contracts';
import { CommandGateway, CommandTimeoutError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { GetEmployeeMainClockingListQuery, GetEmployeeShiftsQuery } from './queries/employee-date-range.query';

@Controller('api')
export class ClockingsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandGateway,
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
  async createRaw(
    @Body() clocking: CreateRawClockingRequest,
    @Req() request: AuthenticatedRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<CreateRawClockingResult> {
    try {
      const reply = await this.commands.send('ingestion', 'CreateRawClocking', clocking, {
        idempotencyKey: idempotencyKey?.slice(0, 200),
        actor: { kind: 'user', id: request.user!.userID },
        timeoutMs: this.runtime.config.TNA_COMMAND_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS,
      });
      if (!reply.ok) throw new HttpException({ error: reply.error?.message, field: reply.error?.field }, reply.error?.status ?? 500);
      return reply.result as CreateRawClockingResult;
    } catch (error) {
      if (error instanceof CommandTimeoutError) {
        throw new GatewayTimeoutException({ error: 'the ingestion service did not answer in time', call: 'CreateRawClocking' });
      }
      throw error;
    }
  }
}
