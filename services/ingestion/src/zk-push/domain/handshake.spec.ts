import { describe, expect, it } from 'vitest';
import { handshakeOptions, readerStamp } from './handshake';

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

  it('echoes a stored stamp that is not one as 0, so no sender can write option lines into the handshake', () => {
    const text = handshakeOptions({ serial: 'ZK1', stamps: { ATTLOG: '5\nDelay=99999\nRealtime=0', OPERLOG: '{"602","603"}', ATTPHOTO: '' }, utcOffsetMinutes: 0, delaySeconds: 10 });
    expect(text.split('\n')).toHaveLength(handshakeOptions({ serial: 'ZK1', stamps: {}, utcOffsetMinutes: 0, delaySeconds: 10 }).split('\n').length);
    expect(options(text)).toMatchObject({ ATTLOGStamp: '0', OPERLOGStamp: '0', ATTPHOTOStamp: '0', Delay: '10', Realtime: '1' });
  });
});

describe('readerStamp', () => {
  it('keeps the markers firmware sends and nothing with a line break, a space or a quote', () => {
    expect(['9999', '1732700000', 'a1.B-2_3:4'].map(readerStamp)).toEqual(['9999', '1732700000', 'a1.B-2_3:4']);
    expect([undefined, '', '5\nDelay=1', '5 6', '{"602","603"}', 'x'.repeat(65)].map(readerStamp)).toEqual([null, null, null, null, null, null]);
  });
});
