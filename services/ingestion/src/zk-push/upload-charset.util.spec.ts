import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { declaredCharset, decodeUpload } from './upload-charset.util';

describe('an upload in the charset its reader uses', () => {
  it('takes the charset of the content type first, then the query, then the configured one', () => {
    expect(declaredCharset('text/plain; charset=GBK', 'latin1', 'utf8')).toBe('GBK');
    expect(declaredCharset('text/plain', 'gbk', 'utf8')).toBe('gbk');
    expect(declaredCharset(undefined, undefined, 'windows-1252')).toBe('windows-1252');
    expect(declaredCharset('text/plain', undefined, undefined)).toBeNull();
    expect(declaredCharset('text/plain; charset=no-such-charset', undefined, undefined)).toBeNull();
  });

  it('reads UTF-8 as UTF-8 and other bytes as Latin-1 when no charset is named', () => {
    expect(decodeUpload(Buffer.from('Zoë'), null)).toBe('Zoë');
    expect(decodeUpload(iconv.encode('José', 'latin1'), null)).toBe('José');
  });

  it('reads GBK when it is named, and drops NUL bytes', () => {
    expect(decodeUpload(iconv.encode('张三', 'gbk'), 'gbk')).toBe('张三');
    expect(decodeUpload(Buffer.from('A\0B'), null)).toBe('AB');
  });
});
