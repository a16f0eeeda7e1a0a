import { describe, expect, it } from 'vitest';
import { parseInfoAnswer, parseInfoParameter } from './reader-info';

describe('parseInfoParameter', () => {
  it('reads firmware, users, fingerprints, logs and IP from the first poll', () => {
    expect(parseInfoParameter('Ver 6.60 Apr 28 2017,12,30,4021,192.168.1.201,10,7,15,0,111')).toEqual({
      firmware: 'Ver 6.60 Apr 28 2017',
      users: 12,
      fingerprints: 30,
      logs: 4021,
      ip: '192.168.1.201',
    });
  });

  it('leaves out what is not a count', () => {
    expect(parseInfoParameter('Ver 8.0,x,,5')).toEqual({ firmware: 'Ver 8.0', users: null, fingerprints: null, logs: 5, ip: null });
  });

  it('leaves out a count too large to keep, and cuts a long text, so an odd INFO never fails the poll', () => {
    expect(parseInfoParameter(`${'V'.repeat(5000)},99999999999,2147483647,3,192.168.1.9`)).toEqual({
      firmware: 'V'.repeat(100),
      users: null,
      fingerprints: 2147483647,
      logs: 3,
      ip: '192.168.1.9',
    });
    expect(parseInfoAnswer(['UserCount=99999999999', 'FPCount=2'])).toMatchObject({ users: null, fingerprints: 2 });
  });

  it('is null without INFO', () => {
    expect(parseInfoParameter(undefined)).toBeNull();
    expect(parseInfoParameter(',,,')).toBeNull();
  });
});

describe('parseInfoAnswer', () => {
  it('reads the key=value lines of an INFO answer, with or without ~', () => {
    expect(parseInfoAnswer(['~DeviceName=F18', 'MAC=00:17:61:01:02:03', 'TransactionCount=77', 'UserCount=3', 'FPCount=6', 'FWVersion=Ver 6.60 Apr 28 2017', 'IPAddress=10.0.0.9'])).toEqual({
      firmware: 'Ver 6.60 Apr 28 2017',
      users: 3,
      fingerprints: 6,
      logs: 77,
      ip: '10.0.0.9',
    });
  });

  it('is null when the answer names none of them', () => {
    expect(parseInfoAnswer(['~DeviceName=F18'])).toBeNull();
  });
});
