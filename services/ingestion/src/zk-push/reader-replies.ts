import type { FastifyReply, FastifyRequest } from 'fastify';
import { READER_SERIAL } from '@tna/contracts';
import type { ServiceRuntime } from '@tna/platform';
import { UnreadableUpload, uploadBytes } from './upload-body.util';

/**
 * The query parameters an /iclock call reads, each as given. One given twice leaves no way to
 * tell which to believe: it is refused 400 naming it (the device logs the answer), and undefined
 * returned.
 */
export function readerParameters<K extends string>(request: FastifyRequest, names: readonly K[], reply: FastifyReply): Partial<Record<K, string>> | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      reply.status(400).type('text/plain').send(`ERROR: ${name}= given more than once`);
      return undefined;
    }
    values[name] = value;
  }
  return values;
}

/** An upload's bytes (uploadBytes), or undefined once the device has been answered why they cannot be read. */
export function readUpload(runtime: ServiceRuntime, serial: string, request: FastifyRequest, reply: FastifyReply): Buffer | undefined {
  const header = request.headers['content-encoding'];
  const bytes = uploadBytes(request.body, Array.isArray(header) ? header.join(',') : header);
  if (!(bytes instanceof UnreadableUpload)) return bytes;
  runtime.logger.warn({ serial, url: request.url, reason: bytes.message }, 'iclock upload refused');
  reply.status(bytes.status).type('text/plain').send(`ERROR: ${bytes.message}`);
  return undefined;
}

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
