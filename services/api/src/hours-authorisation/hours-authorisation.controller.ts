import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { AuthUnAuthHoursRangeRequest, HoursAuthoriseRequest, HoursExportedRequest, type CommandPayload, type HoursAuthorisationResult, type HoursExportedResult } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';

/**
 * Hours authorisation and the exported flag, owned by payroll: the api checks the input and the
 * permission, payroll checks whose hours they are (result 102) and stores the change.
 */
@Controller('api')
export class HoursAuthorisationController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('HoursAuthorise')
  @HttpCode(200)
  hoursAuthorise(@Body() request: HoursAuthoriseRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<HoursAuthorisationResult> {
    return this.send('HoursAuthorise', request, http, key);
  }

  @Post('AuthUnAuthHoursEmplsDateRange')
  @HttpCode(200)
  range(@Body() request: AuthUnAuthHoursRangeRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<HoursAuthorisationResult> {
    return this.send('AuthUnAuthHoursEmplsDateRange', request, http, key);
  }

  /** The exported flag set or cleared by hand (dataExport); the audit log records who did it. */
  @Post('HoursExported')
  @HttpCode(200)
  hoursExported(@Body() request: HoursExportedRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<HoursExportedResult> {
    return sendCommand(this.commands, this.runtime, 'HoursExported', request, http, key);
  }

  private send<T extends 'HoursAuthorise' | 'AuthUnAuthHoursEmplsDateRange'>(type: T, request: CommandPayload<T>, http: AuthenticatedRequest, key?: string): Promise<HoursAuthorisationResult> {
    return sendCommand(this.commands, this.runtime, type, request, http, key);
  }
}
