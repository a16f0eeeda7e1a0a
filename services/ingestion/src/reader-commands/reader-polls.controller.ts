import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { ReceiveCommandResultsCommand, type ReceiveCommandResultsResult } from './commands/receive-command-results/receive-command-results.command';
import { TakeReaderCommandsCommand, type TakeReaderCommandsResult } from './commands/take-reader-commands/take-reader-commands.command';
import { acceptSerial, refuseUnknownReader } from '../zk-push/reader-replies';

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
  async poll(@Query('SN') serial: string | undefined, @Query('INFO') info: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!acceptSerial(serial, reply)) return;
    const result: TakeReaderCommandsResult = await this.commandBus.execute(new TakeReaderCommandsCommand(serial, info, new Date(), request.ip ?? null));
    if (!result) return refuseUnknownReader(this.runtime, serial, reply);
    reply.type('text/plain').send(result.answer);
  }

  /** Results come as text whatever content type the firmware names (the host hands anything not JSON over as bytes). */
  @Post('devicecmd')
  @HttpCode(200)
  async results(@Query('SN') serial: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!acceptSerial(serial, reply)) return;
    const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : typeof request.body === 'string' ? request.body : request.body == null ? '' : null;
    if (body === null) {
      reply.status(400).type('text/plain').send('ERROR: body must be text');
      return;
    }
    const result: ReceiveCommandResultsResult = await this.commandBus.execute(new ReceiveCommandResultsCommand(serial, body, new Date(), request.ip ?? null));
    if (!result) return refuseUnknownReader(this.runtime, serial, reply);
    reply.type('text/plain').send('OK');
  }
}
