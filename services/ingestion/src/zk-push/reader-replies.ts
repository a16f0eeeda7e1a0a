import type { FastifyReply, FastifyRequest } from 'fastify';
import { READER_SERIAL } from '@tna/contracts';
import type { ServiceRuntime } from '@tna/platform';
import { UnreadableUpload, uploadBytes } from './upload-body.util';

/** Refuses a reader's request in the push protocol's words: the status and `ERROR: <why>` as text, which firmware logs. */
export function refuseReader(reply: FastifyReply, status: number, why: string): void {
  reply.status(status).type('text/plain').send(`ERROR: ${why}`);
}

/**
 * The reader's serial (`SN`) and the other query parameters an /iclock call reads, each as given.
 * One given twice leaves no way to tell which to believe: it is refused 400 naming it (the device
 * logs the answer). Every call names its reader by `SN`, checked by the same rule as
 * CreateScanner's externalId: else 400. Undefined once the device has been refused.
 */
export function readerParameters<K extends string>(
  request: FastifyRequest,
  names: readonly K[],
  reply: FastifyReply,
): (Partial<Record<K, string>> & { SN: string }) | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const values: Partial<Record<K | 'SN', string>> = {};
  for (const name of ['SN', ...names] as const) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      refuseReader(reply, 400, `${name}= given more than once`);
      return undefined;
    }
    values[name] = value;
  }
  const serial = values.SN;
  if (!serial || !READER_SERIAL.test(serial)) {
    refuseReader(reply, 400, 'missing or malformed SN');
    return undefined;
  }
  return { ...values, SN: serial };
}

/** An upload's bytes (uploadBytes), or undefined once the device has been answered why they cannot be read. */
export function readUpload(runtime: ServiceRuntime, serial: string, request: FastifyRequest, reply: FastifyReply): Buffer | undefined {
  const header = request.headers['content-encoding'];
  const bytes = uploadBytes(request.body, Array.isArray(header) ? header.join(',') : header);
  if (!(bytes instanceof UnreadableUpload)) return bytes;
  runtime.logger.warn({ serial, url: request.url, reason: bytes.message }, 'iclock upload refused');
  refuseReader(reply, bytes.status, bytes.message);
  return undefined;
}

/** Unknown serials are refused and logged: the device keeps its data, redoes its handshake and tries again later. */
export function refuseUnknownReader(runtime: ServiceRuntime, serial: string, reply: FastifyReply): void {
  runtime.logger.warn({ serial }, 'refused a reader with an unknown serial number');
  reply.status(403).type('text/plain').send('UNKNOWN DEVICE');
}
