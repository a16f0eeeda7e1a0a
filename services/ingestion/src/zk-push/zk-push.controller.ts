import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findReaderBySerial, readerStamps } from '../readers/readers.store';
import { ReceiveAttendanceLogCommand, type ReceiveAttendanceLogResult } from './commands/receive-attendance-log/receive-attendance-log.command';
import { ReceiveOperationLogCommand, type ReceiveOperationLogResult } from './commands/receive-operation-log/receive-operation-log.command';
import { handshakeOptions } from './domain/handshake';
import { UnknownReaderError } from './unknown-reader.error';

const SERIAL = /^[A-Za-z0-9_-]{1,64}$/;
/** A device uploads a few hundred kB at most; a larger body is read to the end and refused, so the device gets the answer. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * An upload's lines, whatever content type the firmware named: the host reads unknown types as
 * text, but a parser another module registered (the api's photos take application/octet-stream
 * as bytes when it shares the process) may hand over a Buffer.
 */
function uploadText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return body === undefined || body === null ? '' : undefined;
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
  async handshake(@Query('SN') serial: string | undefined, @Res() reply: FastifyReply) {
    if (!this.validSerial(serial, reply)) return;
    const reader = await findReaderBySerial(this.runtime.dataSource.manager, serial);
    if (!reader) return this.refuse(serial, reply);
    const stamps = await readerStamps(this.runtime.dataSource.manager, serial);
    const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
    const text = handshakeOptions({
      serial,
      stamps,
      utcOffsetMinutes: DateTime.now().setZone(zone).offset,
      delaySeconds: 10,
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
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!this.validSerial(serial, reply)) return;
    const body = uploadText(request.body);
    if (body === undefined) {
      reply.status(400).type('text/plain').send('ERROR: body must be text');
      return;
    }
    if (Buffer.byteLength(body) > MAX_UPLOAD_BYTES) {
      this.runtime.logger.warn({ serial, bytes: Buffer.byteLength(body) }, 'iclock upload too large, refused');
      reply.status(413).type('text/plain').send(`ERROR: body larger than ${MAX_UPLOAD_BYTES} bytes`);
      return;
    }
    const tableName = (table ?? '').toUpperCase();
    if (tableName === 'OPERLOG' || tableName === 'BIODATA') {
      // The operation log names its stamp OpStamp; some firmware sends Stamp as for ATTLOG.
      return this.receive(serial, reply, new ReceiveOperationLogCommand(serial, tableName, body, new Date(), request.ip ?? null, operationStamp ?? stamp ?? null));
    }
    if (tableName !== 'ATTLOG') {
      // Photos and other tables are acknowledged so the device moves on.
      this.runtime.logger.debug({ serial, table }, 'iclock table acknowledged, not stored');
      const reader = await findReaderBySerial(this.runtime.dataSource.manager, serial);
      if (!reader) return this.refuse(serial, reply);
      reply.type('text/plain').send('OK');
      return;
    }
    return this.receive(serial, reply, new ReceiveAttendanceLogCommand(serial, body, new Date(), request.ip ?? null, stamp ?? null));
  }

  /** Runs an upload's command and answers `OK: <lines taken>`, or refuses an unknown reader. */
  private async receive(serial: string, reply: FastifyReply, command: ReceiveAttendanceLogCommand | ReceiveOperationLogCommand): Promise<void> {
    try {
      const result: ReceiveAttendanceLogResult | ReceiveOperationLogResult = await this.commandBus.execute(command);
      reply.type('text/plain').send(`OK: ${result.accepted}`);
    } catch (error) {
      if (error instanceof UnknownReaderError) return this.refuse(serial, reply);
      throw error;
    }
  }

  @Get('getrequest')
  async poll(@Query('SN') serial: string | undefined, @Res() reply: FastifyReply) {
    if (!this.validSerial(serial, reply)) return;
    if (!(await findReaderBySerial(this.runtime.dataSource.manager, serial))) return this.refuse(serial, reply);
    reply.type('text/plain').send('OK');
  }

  @Post('devicecmd')
  async commandResult(@Query('SN') serial: string | undefined, @Res() reply: FastifyReply) {
    if (!this.validSerial(serial, reply)) return;
    reply.type('text/plain').send('OK');
  }

  private validSerial(serial: string | undefined, reply: FastifyReply): serial is string {
    if (serial && SERIAL.test(serial)) return true;
    reply.status(400).type('text/plain').send('ERROR: missing or malformed SN');
    return false;
  }

  /** Unknown serials are refused and logged: the device keeps its data and tries again later. */
  private refuse(serial: string, reply: FastifyReply): void {
    this.runtime.logger.warn({ serial }, 'refused a reader with an unknown serial number');
    reply.status(403).type('text/plain').send('UNKNOWN DEVICE');
  }
}
