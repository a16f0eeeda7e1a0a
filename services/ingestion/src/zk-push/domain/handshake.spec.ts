import { describe, expect, it } from 'vitest';
import { handshakeOptions } from './handshake';

const options = (text: string) => Object.fromEntries(text.split('\n').slice(1).map((line) => line.split(/=(.*)/s).slice(0, 2)));

describe('handshakeOptions', () => {
  it('starts with the serial and echoes the stored stamps', () => {
    const text = handshakeOptions({ serial: 'ZK1', stamps: { ATTLOG: '9999' }, utcOffsetMinutes: 120, delaySeconds: 10 });
    expect(text.split('\n')[0]).toBe('GET OPTION FROM: ZK1');
    expect(options(text)).toMatchObject({ ATTLOGStamp: '9999', OPERLOGStamp: '0', Realtime: '1', Encrypt: '0', Delay: '10', TimeZone: '2' });
    expect(options(text).TransFlag.split('\t')).toEqual(expect.arrayContaining(['OpLog', 'EnrollUser', 'ChgUser', 'EnrollFP', 'ChgFP', 'FACE']));
  });

  it('sends a fractional-hour time zone in minutes, as the protocol reads values of 25 and more', () => {
    expect(options(handshakeOptions({ serial: 'ZK1', stamps: {}, utcOffsetMinutes: 330, delaySeconds: 10 })).TimeZone).toBe('330');
  });
});
