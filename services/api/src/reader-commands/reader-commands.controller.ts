import { Body, Controller, Headers, HttpCode, Inject, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  CancelReaderCommandsRequest,
  GetReaderCommandsRequest,
  GetReaderOperationEmployeesRequest,
  READER_USER_COMMANDS,
  SendReaderCommandsRequest,
  type CancelReaderCommandsResult,
  type ListResult,
  type ReaderCommand,
  type SendReaderCommandsResult,
} from '@tna/contracts';
import { CommandClient, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { GetEmployeesQuery } from '../employees/queries/get-employees/get-employees.query';
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
    private readonly queryBus: QueryBus,
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

  /** Ingestion owns the queue, so it decides what is still open to take back. */
  @Post('CancelReaderCommands')
  @HttpCode(200)
  cancel(@Body() request: CancelReaderCommandsRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<CancelReaderCommandsResult> {
    const payload = { ...(request.scannerID ? { scannerID: request.scannerID } : {}), ...(request.commandIDs ? { commandIDs: request.commandIDs } : {}) };
    return sendCommand(this.commands, this.runtime, 'CancelReaderCommands', payload, http, key);
  }

  @Post('GetReaderCommands')
  @HttpCode(200)
  list(@Body() request: GetReaderCommandsRequest): Promise<ListResult<ReaderCommand>> {
    const pageSize = request.pageSize ?? 100;
    return listReaderCommands(this.runtime.dataSource, { scannerID: request.scannerID?.toLowerCase(), state: request.state }, { limit: pageSize, offset: ((request.pageNumber ?? 1) - 1) * pageSize }, defaultTimeZone(this.runtime.config));
  }

  /**
   * The employees to send or delete, for scannerMaint alone: the employee list's own query (search
   * word by word, surname order), answering `{items: ReaderOperationEmployee[], total}`.
   */
  @Post('GetReaderOperationEmployees')
  @HttpCode(200)
  async employees(@Body() request: GetReaderOperationEmployeesRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { search, pageNumber, pageSize } = request;
    const json: string = await this.queryBus.execute(new GetEmployeesQuery({ search, pageNumber, pageSize: pageSize ?? 20, sortBy: 'surname' }, 'reader'));
    reply.header('content-type', 'application/json; charset=utf-8');
    return json;
  }
}
