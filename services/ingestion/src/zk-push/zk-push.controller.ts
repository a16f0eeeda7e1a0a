import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { READER_POLL_SECONDS } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findReaderBySerial, readerStamps, takeReaderPoll, takeReaderUpload } from '../readers/readers.store';
import { ReceiveAttendanceLogCommand, type ReceiveAttendanceLogResult } from './commands/receive-attendance-log/receive-attendance-log.command';
import { ReceiveOperationLogCommand, type ReceiveOperationLogResult } from './commands/receive-operation-log/receive-operation-log.command';
import { handshakeOptions, readerStamp } from './domain/handshake';
import { declaredCharset, decodeUpload } from './upload-charset.util';
import { UnknownReaderError } from './unknown-reader.error';
import { readerParameters, readUpload, refuseReader, refuseUnknownReader } from './reader-replies';

/**
 * The ZKTeco push protocol (ADMS, "iclock"): the device is the HTTP client. Answers are
 * text/plain; the device treats any 200 whose body contains OK as success and re-sends
 * anything else.
 */
@Controller('iclock')
export class ZkPushController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime,
  ) {}

  @Get('cdata')
  async handshake(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const polled = await this.takePoll(request, reply);
    if (!polled) return;
    const { serial, reader } = polled;
    const stamps = await readerStamps(this.runtime.dataSource.manager, serial);
    const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
    const text = handshakeOptions({
      serial,
      stamps,
      utcOffsetMinutes: DateTime.now().setZone(zone).offset,
      delaySeconds: READER_POLL_SECONDS,
    });
    reply.type('text/plain').send(text);
  }

  @Post('cdata')
  @HttpCode(200)
  async upload(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const query = readerParameters(request, ['table', 'Stamp', 'OpStamp', 'charset'], reply);
    if (!query) return;
    const serial = query.SN;
    const bytes = readUpload(this.runtime, serial, request, reply);
    if (!bytes) return;
    const text = () => decodeUpload(bytes, declaredCharset(request.headers['content-type'], query.charset, this.runtime.config.TNA_READER_CHARSET));
    if (!query.table) {
      // Without a table the lines cannot be told apart; acknowledging them would drop them.
      if (!(await findReaderBySerial(this.runtime.dataSource.manager, serial))) return refuseUnknownReader(this.runtime, serial, reply);
      this.runtime.logger.warn({ serial }, 'iclock upload without table= refused');
      refuseReader(reply, 400, 'table= missing');
      return;
    }
    const tableName = query.table.toUpperCase();
    if (tableName === 'OPERLOG' || tableName === 'BIODATA') {
      // The operation log names its stamp OpStamp; some firmware sends Stamp as for ATTLOG.
      const stamp = this.stampOf(serial, query.OpStamp ?? query.Stamp);
      return this.receive(serial, reply, new ReceiveOperationLogCommand(serial, tableName, text(), new Date(), request.ip ?? null, stamp));
    }
    if (tableName !== 'ATTLOG') return this.acknowledge(serial, tableName, query.Stamp, request, reply, bytes.length);
    return this.receive(serial, reply, new ReceiveAttendanceLogCommand(serial, text(), new Date(), request.ip ?? null, this.stampOf(serial, query.Stamp)));
  }

  /** Clocking photographs (`table=ATTPHOTO`, a JPEG after a text header): acknowledged as any table the product does not keep. */
  @Post('fdata')
  @HttpCode(200)
  async photo(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const query = readerParameters(request, ['table', 'Stamp'], reply);
    if (!query) return;
    return this.acknowledge(query.SN, (query.table ?? 'ATTPHOTO').toUpperCase(), query.Stamp, request, reply);
  }

  /** The heartbeat some firmware sends while a long upload runs: answered as a poll, so the reader is seen. */
  @Get('ping')
  async ping(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (await this.takePoll(request, reply)) reply.type('text/plain').send('OK');
  }

  /** Notes a known reader's poll (handshake, ping); undefined once the device has been refused. */
  private async takePoll(request: FastifyRequest, reply: FastifyReply) {
    const query = readerParameters(request, [], reply);
    if (!query) return undefined;
    const reader = await takeReaderPoll(this.runtime.dataSource.manager, { serial: query.SN, at: new Date(), remoteAddress: request.ip ?? null });
    if (!reader) {
      refuseUnknownReader(this.runtime, query.SN, reply);
      return undefined;
    }
    return { serial: query.SN, reader };
  }

  /**
   * Photos and tables the product does not keep are answered OK so the device moves on instead of
   * re-sending them in a loop; the photo stamp is kept, as the handshake echoes it (ATTPHOTOStamp).
   * A table other than a photo's is logged as a warning, so an operator can see what a reader
   * sends that is not kept.
   */
  private async acknowledge(serial: string, tableName: string, stamp: string | undefined, request: FastifyRequest, reply: FastifyReply, bytes = 0): Promise<void> {
    const reader = await takeReaderUpload(this.runtime.dataSource.manager, {
      serial,
      table: tableName,
      at: new Date(),
      remoteAddress: request.ip ?? null,
      stamp: tableName === 'ATTPHOTO' ? this.stampOf(serial, stamp) : null,
    });
    if (!reader) return refuseUnknownReader(this.runtime, serial, reply);
    if (tableName !== 'ATTPHOTO') this.runtime.logger.warn({ serial, table: tableName, bytes }, 'iclock table acknowledged, not stored');
    reply.type('text/plain').send('OK');
  }

  /** The upload's stamp to keep; one that is not a stamp is logged and left out, and the data is still taken. */
  private stampOf(serial: string, value: string | undefined): string | null {
    const stamp = readerStamp(value);
    if (value !== undefined && value !== '' && stamp === null) this.runtime.logger.warn({ serial, stamp: value.slice(0, 80) }, 'iclock stamp ignored: not a stamp');
    return stamp;
  }

  /** Runs an upload's command and answers `OK: <lines taken>`, or refuses an unknown reader. */
  private async receive(serial: string, reply: FastifyReply, command: ReceiveAttendanceLogCommand | ReceiveOperationLogCommand): Promise<void> {
    try {
      const result: ReceiveAttendanceLogResult | ReceiveOperationLogResult = await this.commandBus.execute(command);
      reply.type('text/plain').send(`OK: ${result.accepted}`);
    } catch (error) {
      if (error instanceof UnknownReaderError) return refuseUnknownReader(this.runtime, serial, reply);
      throw error;
    }
  }
}
