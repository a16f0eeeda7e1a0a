import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  DropParkedEventsRequest,
  GetParkedEventsRequest,
  PARKED_EVENT_COMMANDS,
  RetryParkedEventsRequest,
  type DropParkedEventsResult,
  type ListResult,
  type ParkedEvent,
  type RetryParkedEventsResult,
} from '@tna/contracts';
import { CommandClient, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { likePattern, pageWindow } from '../shared/list-query.util';
import { sendCommand } from '../shared/send-command.util';
import { listParkedEvents, PARKED_EVENT_SORTS } from './parked-events.store';

/**
 * Parked events (docs/deploy.md "Parked events"): listed from the views of the services that
 * consume events; a retry or a drop goes, as a command, to the service that parked them, which
 * alone can hand them back to their handler.
 */
@Controller('api')
export class ParkedEventsController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('GetParkedEvents')
  @HttpCode(200)
  list(@Body() request: GetParkedEventsRequest): Promise<ListResult<ParkedEvent>> {
    return listParkedEvents(
      this.runtime.dataSource,
      { service: request.service, consumer: request.consumer, search: likePattern(request.search), defaultTimeZone: defaultTimeZone(this.runtime.config) },
      pageWindow(request, PARKED_EVENT_SORTS, 'parkedAt'),
    );
  }

  @Post('RetryParkedEvents')
  @HttpCode(200)
  retry(@Body() { service, consumer, key }: RetryParkedEventsRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') idempotencyKey?: string): Promise<RetryParkedEventsResult> {
    return sendCommand(this.commands, this.runtime, PARKED_EVENT_COMMANDS[service].retry, { consumer, key }, http, idempotencyKey);
  }

  @Post('DropParkedEvents')
  @HttpCode(200)
  drop(@Body() { service, consumer, eventIDs }: DropParkedEventsRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') idempotencyKey?: string): Promise<DropParkedEventsResult> {
    return sendCommand(this.commands, this.runtime, PARKED_EVENT_COMMANDS[service].drop, { consumer, eventIDs: [...new Set(eventIDs)] }, http, idempotencyKey);
  }
}
