import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { READER_POLL_SECONDS } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findReaderBySerial, readerStamps, takeReaderPoll, takeReaderUpload } from '../readers/readers.store';
import { ReceiveAttendanceLogCommand, type ReceiveAttendanceLogResult } from './commands/receive-attendance-log/receive-attendance-log.command';
import { ReceiveOperationLogCommand, type ReceiveOperationLogResult } from './commands/receive-operation-log/receive-operation-log.command';
import { handshakeOptions } from './domain/handshake';
import { declaredCharset, decodeUpload } from './upload-charset.util';
import { UnknownReaderError } from './unknown-reader.error';
import { acceptSerial, refuseUnknownReader } from './reader-replies';

/**
 * A reader back after weeks offline sends its whole backlog in one upload (50,000 ATTLOG lines
 * are about 1.7 MB); a larger body is read to the end and refused, so the device gets the answer.
 */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/**
 * An upload's bytes, whatever content type the firmware named: the host hands over anything not
 * JSON as a Buffer (so does the api's photo parser for octet-stream when it shares the process).
 */
function uploadBytes(body: unknown): Buffer | undefined {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  return body === undefined || body === null ? Buffer.alloc(0) : undefined;
}

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
  async handshake(@Query('SN') serial: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!acceptSerial(serial, reply)) return;
    const reader = await takeReaderPoll(this.runtime.dataSource.manager, { serial, at: new Date(), remoteAddress: request.ip ?? null });
    if (!reader) return refuseUnknownReader(this.runtime, serial, reply);
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
  async upload(
    @Query('SN') serial: string | undefined,
    @Query('table') table: string | undefined,
    @Query('Stamp') stamp: string | undefined,
    @Query('OpStamp') operationStamp: string | undefined,
    @Query('charset') charset: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!acceptSerial(serial, reply)) return;
    const bytes = uploadBytes(request.body);
    if (bytes === undefined) {
      reply.status(400).type('text/plain').send('ERROR: body must be text');
      return;
    }
    if (bytes.length > MAX_UPLOAD_BYTES) {
      this.runtime.logger.warn({ serial, bytes: bytes.length }, 'iclock upload too large, refused');
      reply.status(413).type('text/plain').send(`ERROR: body larger than ${MAX_UPLOAD_BYTES} bytes`);
      return;
    }
    const text = () => decodeUpload(bytes, declaredCharset(request.headers['content-type'], charset, this.runtime.config.TNA_READER_CHARSET));
    if (!table) {
      // Without a table the lines cannot be told apart; acknowledging them would drop them.
      if (!(await findReaderBySerial(this.runtime.dataSource.manager, serial))) return refuseUnknownReader(this.runtime, serial, reply);
      this.runtime.logger.warn({ serial }, 'iclock upload without table= refused');
      reply.status(400).type('text/plain').send('ERROR: table= missing');
      return;
    }
    const tableName = table.toUpperCase();
    if (tableName === 'OPERLOG' || tableName === 'BIODATA') {
      // The operation log names its stamp OpStamp; some firmware sends Stamp as for ATTLOG.
      return this.receive(serial, reply, new ReceiveOperationLogCommand(serial, tableName, text(), new Date(), request.ip ?? null, operationStamp ?? stamp ?? null));
    }
    if (tableName !== 'ATTLOG') return this.acknowledge(serial, tableName, stamp, request, reply);
    return this.receive(serial, reply, new ReceiveAttendanceLogCommand(serial, text(), new Date(), request.ip ?? null, stamp ?? null));
  }

  /** Clocking photographs (`table=ATTPHOTO`, a JPEG after a text header): acknowledged as any table the product does not keep. */
  @Post('fdata')
  @HttpCode(200)
  async photo(
    @Query('SN') serial: string | undefined,
    @Query('table') table: string | undefined,
    @Query('Stamp') stamp: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!acceptSerial(serial, reply)) return;
    return this.acknowledge(serial, (table ?? 'ATTPHOTO').toUpperCase(), stamp, request, reply);
  }

  /**
   * Photos and tables the product does not keep are answered OK so the device moves on instead of
   * re-sending them in a loop; the photo stamp is kept, as the handshake echoes it (ATTPHOTOStamp).
   */
  private async acknowledge(serial: string, tableName: string, stamp: string | undefined, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const reader = await takeReaderUpload(this.runtime.dataSource.manager, {
      serial,
      table: tableName,
      at: new Date(),
      remoteAddress: request.ip ?? null,
      stamp: tableName === 'ATTPHOTO' ? (stamp ?? null) : null,
    });
    if (!reader) return refuseUnknownReader(this.runtime, serial, reply);
    this.runtime.logger.debug({ serial, table: tableName }, 'iclock table acknowledged, not stored');
    reply.type('text/plain').send('OK');
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
