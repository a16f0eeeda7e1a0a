import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CalculatePayrollValuesRequest, type CalculatePayrollValuesResult } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';

/** A whole payroll over up to a year is one command: a large payroll takes seconds, more than an ordinary command's 10 s. */
const CALCULATION_TIMEOUT_MS = 120_000;

/**
 * The payroll value calculation, owned by payroll: the api checks the body's shape and the
 * dataExport flag; payroll checks the range and the payroll and calculates, storing nothing.
 */
@Controller('api')
export class PayrollValuesController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('CalculatePayrollValues')
  @HttpCode(200)
  calculate(@Body() request: CalculatePayrollValuesRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<CalculatePayrollValuesResult> {
    return sendCommand(this.commands, this.runtime, 'CalculatePayrollValues', request, http, key, CALCULATION_TIMEOUT_MS);
  }
}
