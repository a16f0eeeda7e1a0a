import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ImportLeaveBalancesRequest, type ImportLeaveBalancesResult } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';

/**
 * A whole file is one command: 50,000 rows take seconds on a busy server, more than the 10 s an
 * ordinary command gets, so the import waits up to two minutes for its answer.
 */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * The leave balances import, owned by leave: the api checks the body's shape and the dataImport
 * flag; the leave service reads the file and checks every row. A 50,000-row CSV is about 2.2 MB
 * as base64, well inside the host's 16 MB body limit, so the call needs no limit of its own.
 */
@Controller('api')
export class LeaveBalancesImportController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('ImportLeaveBalances')
  @HttpCode(200)
  importBalances(@Body() request: ImportLeaveBalancesRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ImportLeaveBalancesResult> {
    return sendCommand(this.commands, this.runtime, 'ImportLeaveBalances', request, http, key, IMPORT_TIMEOUT_MS);
  }
}
