import { Body, Controller, Headers, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { GetReaderCommandsRequest, READER_USER_COMMANDS, SendReaderCommandsRequest, type ListResult, type ReaderCommand, type SendReaderCommandsResult } from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { listReaderCommands, readerUsers } from './reader-commands.store';

/**
 * Reader operations (docs/readers.md "Commands"): the api resolves the employees (they are its
 * own) and sends ingestion, which owns the queue, one SendReaderCommands; the ledger is read from
 * ingestion's published view.
 */
@Controller('api')
export class ReaderCommandsController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('SendReaderCommands')
  @HttpCode(200)
  async send(@Body() request: SendReaderCommandsRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<SendReaderCommandsResult> {
    const forUsers = READER_USER_COMMANDS.includes(request.command);
    const employeeIDs = [...new Set(request.employeeIDs ?? [])];
    const users = forUsers ? await readerUsers(this.runtime.dataSource, employeeIDs) : [];
    const unknown = employeeIDs.filter((id) => !users.some((user) => user.employeeID === id));
    if (forUsers && unknown.length > 0) throw new NotFoundException({ error: `no such employee: ${unknown.join(', ')}`, field: 'employeeIDs' });
    const ordered = employeeIDs.flatMap((id) => users.filter((user) => user.employeeID === id));
    const payload = {
      scannerIDs: request.scannerIDs,
      command: request.command,
      ...(forUsers ? { users: ordered } : {}),
      ...(request.command === 'refetch' ? { from: request.from, to: request.to } : {}),
    };
    return sendCommand(this.commands, this.runtime, 'SendReaderCommands', payload, http, key);
  }

  @Post('GetReaderCommands')
  @HttpCode(200)
  list(@Body() request: GetReaderCommandsRequest): Promise<ListResult<ReaderCommand>> {
    const pageSize = request.pageSize ?? 100;
    return listReaderCommands(this.runtime.dataSource, { scannerID: request.scannerID?.toLowerCase(), state: request.state }, { limit: pageSize, offset: ((request.pageNumber ?? 1) - 1) * pageSize });
  }
}
