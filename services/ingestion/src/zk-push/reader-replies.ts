import type { FastifyReply } from 'fastify';
import { READER_SERIAL } from '@tna/contracts';
import type { ServiceRuntime } from '@tna/platform';

/** Every /iclock request names its reader by `SN`, checked by the same rule as CreateScanner's externalId: else 400. */
export function acceptSerial(serial: string | undefined, reply: FastifyReply): serial is string {
  if (serial && READER_SERIAL.test(serial)) return true;
  reply.status(400).type('text/plain').send('ERROR: missing or malformed SN');
  return false;
}

/** Unknown serials are refused and logged: the device keeps its data, redoes its handshake and tries again later. */
export function refuseUnknownReader(runtime: ServiceRuntime, serial: string, reply: FastifyReply): void {
  runtime.logger.warn({ serial }, 'refused a reader with an unknown serial number');
  reply.status(403).type('text/plain').send('UNKNOWN DEVICE');
}
