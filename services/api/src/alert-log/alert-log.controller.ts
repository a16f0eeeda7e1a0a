import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { GetAlertLogRequest, SendTestAlertRequest, type GetAlertLogResult, type SendTestAlertResult } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { readAlertLog } from './alert-log.store';

/** The log shows 20 messages a page unless the caller asks for another size. */
const LOG_PAGE_SIZE = 20;

/**
 * The alert log, read from the view the alerts service publishes, and the test alert, which
 * the alerts service decides (it checks the event type and stores the messages). The guard has
 * checked the Token and the setupEvents right.
 */
@Controller('api')
export class AlertLogController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('GetAlertLog')
  @HttpCode(200)
  log(@Body() request: GetAlertLogRequest): Promise<GetAlertLogResult> {
    const pageSize = request.pageSize ?? LOG_PAGE_SIZE;
    return readAlertLog(
      this.runtime.dataSource,
      { from: request.from ?? null, to: request.to ?? null, eventTypeID: request.eventTypeID ?? null, employeeID: request.employeeID ?? null, state: request.state ?? null },
      { limit: pageSize, offset: ((request.pageNumber ?? 1) - 1) * pageSize },
    );
  }

  @Post('SendTestAlert')
  @HttpCode(200)
  sendTest(@Body() request: SendTestAlertRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<SendTestAlertResult> {
    return sendCommand(this.commands, this.runtime, 'SendTestAlert', request, http, key);
  }
}
