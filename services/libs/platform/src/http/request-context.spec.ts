import { describe, expect, it } from 'vitest';
import { requestContext } from './request-context';

describe('a request context', () => {
  it('makes an /iclock upload act as its reader, for every serial CreateScanner accepts (dots and colons included)', () => {
    for (const serial of ['CQZ7224460246', 'ZK.10:4', 'door_2-B']) {
      expect(requestContext(undefined, `/iclock/cdata?SN=${serial}`, { SN: serial }).actor).toEqual({ kind: 'reader', id: serial });
    }
  });

  it('gives no reader to a serial CreateScanner refuses, nor to a call outside /iclock', () => {
    expect(requestContext(undefined, '/iclock/cdata?SN=a%20b', { SN: 'a b' }).actor).toBeUndefined();
    expect(requestContext(undefined, '/iclock/cdata', { SN: 'x'.repeat(65) }).actor).toBeUndefined();
    expect(requestContext(undefined, '/api/GetScanners?SN=ZK1', { SN: 'ZK1' }).actor).toBeUndefined();
  });

  it('keeps a plain correlation id and replaces anything else', () => {
    expect(requestContext('job-42:retry.1', '/api/GetScanners', {}).correlationId).toBe('job-42:retry.1');
    const replaced = requestContext('bad id\n', '/api/GetScanners', {}).correlationId;
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });
});
