import { describe, expect, it } from 'vitest';
import { clientAddress, windowsAccountName } from './client-address.util';

const proxies = new Set(['127.0.0.1', '10.0.0.5']);

describe('the client address', () => {
  it('is the connection address when no trusted proxy is in between, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, proxies)).toBe('203.0.113.9');
  });

  it('is the address a trusted proxy forwarded, read from the right past further trusted proxies', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', 'forged, 198.51.100.7, 10.0.0.5', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', ['1.1.1.1', '198.51.100.7'], proxies)).toBe('198.51.100.7');
  });

  it('stops at an entry that is not an address', () => {
    expect(clientAddress('127.0.0.1', 'not-an-ip', proxies)).toBe('127.0.0.1');
  });
});

describe('the account name in a trusted user header', () => {
  it('drops the domain and the realm', () => {
    expect(windowsAccountName('CORP\\jdoe')).toBe('jdoe');
    expect(windowsAccountName('jdoe@CORP.EXAMPLE')).toBe('jdoe');
    expect(windowsAccountName('jdoe')).toBe('jdoe');
  });

  it('refuses anything that cannot be a user name', () => {
    expect(windowsAccountName('')).toBeNull();
    expect(windowsAccountName("x' OR 1=1 --")).toBeNull();
  });
});
