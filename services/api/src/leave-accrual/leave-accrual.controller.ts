import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { RunLeaveAccrualRequest, type RunLeaveAccrualResult } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';

/**
 * The leave accrual job on demand, owned by the leave service: the api checks the input and the
 * flag, the leave service refuses a future asOf and queues the job (12, with its jobID).
 */
@Controller('api')
export class LeaveAccrualController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('RunLeaveAccrual')
  @HttpCode(200)
  run(@Body() request: RunLeaveAccrualRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<RunLeaveAccrualResult> {
    return sendCommand(this.commands, this.runtime, 'RunLeaveAccrual', request, http, key);
  }
}
