import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * A reader back after weeks offline sends its whole backlog in one upload (50,000 ATTLOG lines
 * are about 1.7 MB); a larger body, or one that inflates to more, is refused, so the device gets
 * the answer.
 */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Why an upload's body cannot be read: the status and the `ERROR:` text the device is answered. */
export class UnreadableUpload {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly message: string,
  ) {}
}

const tooLarge = new UnreadableUpload(413, `body larger than ${MAX_UPLOAD_BYTES} bytes`);
/** Codings undone for one body: no firmware stacks more, and each layer is inflated on the event loop. */
const MAX_CODINGS = 2;

const INFLATERS: Record<string, (bytes: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  // HTTP's deflate is zlib-wrapped; some senders send the bare stream.
  deflate: (bytes, options) => {
    try {
      return inflateSync(bytes, options);
    } catch (error) {
      if ((error as { code?: string }).code === 'Z_DATA_ERROR') return inflateRawSync(bytes, options);
      throw error;
    }
  },
  br: brotliDecompressSync,
};

/**
 * An upload's bytes, whatever content type the firmware named (the host hands anything not JSON
 * over as a Buffer), inflated when it was sent compressed (`Content-Encoding` gzip, deflate or
 * br, in the order applied): read as text, compressed bytes would be quarantined as garbage and
 * the clockings lost behind an OK.
 */
export function uploadBytes(body: unknown, contentEncoding: string | undefined): Buffer | UnreadableUpload {
  let bytes: Buffer;
  if (Buffer.isBuffer(body)) bytes = body;
  else if (typeof body === 'string') bytes = Buffer.from(body);
  else if (body === undefined || body === null) bytes = Buffer.alloc(0);
  else return new UnreadableUpload(400, 'body must be text');
  if (bytes.length > MAX_UPLOAD_BYTES) return tooLarge;
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length > MAX_CODINGS) return new UnreadableUpload(415, `more than ${MAX_CODINGS} Content-Encodings`);
  for (const coding of codings.reverse()) {
    const inflate = INFLATERS[coding];
    if (!inflate) return new UnreadableUpload(415, `Content-Encoding ${coding} not supported (gzip, deflate, br)`);
    try {
      bytes = inflate(bytes, { maxOutputLength: MAX_UPLOAD_BYTES });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return tooLarge;
      return new UnreadableUpload(400, `body is not valid ${coding}`);
    }
  }
  return bytes;
}
