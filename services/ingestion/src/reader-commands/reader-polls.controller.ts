import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { ReceiveCommandResultsCommand, type ReceiveCommandResultsResult } from './commands/receive-command-results/receive-command-results.command';
import { TakeReaderCommandsCommand, type TakeReaderCommandsResult } from './commands/take-reader-commands/take-reader-commands.command';
import { readerParameters, readUpload, refuseUnknownReader } from '../zk-push/reader-replies';

/**
 * The command half of the ZKTeco push protocol: the reader polls `getrequest` for its queued
 * commands and posts their results to `devicecmd`. Answers are text/plain, as for uploads.
 */
@Controller('iclock')
export class ReaderPollsController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime,
  ) {}

  @Get('getrequest')
  async poll(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const query = readerParameters(request, ['INFO'], reply);
    if (!query) return;
    const serial = query.SN;
    const result: TakeReaderCommandsResult = await this.commandBus.execute(new TakeReaderCommandsCommand(serial, query.INFO, new Date(), request.ip ?? null));
    if (!result) return refuseUnknownReader(this.runtime, serial, reply);
    reply.type('text/plain').send(result.answer);
  }

  /** Results come as text whatever content type the firmware names, read as an upload's body is. */
  @Post('devicecmd')
  @HttpCode(200)
  async results(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const query = readerParameters(request, [], reply);
    if (!query) return;
    const serial = query.SN;
    const bytes = readUpload(this.runtime, serial, request, reply);
    if (!bytes) return;
    const result: ReceiveCommandResultsResult = await this.commandBus.execute(new ReceiveCommandResultsCommand(serial, bytes.toString('utf8'), new Date(), request.ip ?? null));
    if (!result) return refuseUnknownReader(this.runtime, serial, reply);
    reply.type('text/plain').send('OK');
  }
}
