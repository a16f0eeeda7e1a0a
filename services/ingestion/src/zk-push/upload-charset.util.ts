import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

const CHARSET_PARAMETER = /(?:^|;)\s*charset\s*=\s*"?([^";\s]+)"?/i;

/**
 * The charset an upload declares: `charset=` in its content type, else in the query (firmware
 * does either), else the installation's configured one. Null when none is named or iconv-lite
 * knows none of that name.
 */
export function declaredCharset(contentType: string | undefined, queryCharset: string | undefined, configured: string | undefined): string | null {
  const named = CHARSET_PARAMETER.exec(contentType ?? '')?.[1] ?? queryCharset ?? configured;
  return named && iconv.encodingExists(named) ? named : null;
}

/**
 * An upload's text. Older firmware sends user names in Latin-1 or GBK and work codes with NUL
 * bytes (which PostgreSQL text cannot hold): bytes are read in the declared charset, else as
 * UTF-8 when they are valid UTF-8, else as Latin-1, which maps every byte; NULs are dropped.
 */
export function decodeUpload(bytes: Buffer, charset: string | null): string {
  const text = charset ? iconv.decode(bytes, charset) : isUtf8(bytes) ? bytes.toString('utf8') : iconv.decode(bytes, 'latin1');
  return text.replace(/\0/g, '');
}
