import { describe, expect, it } from 'vitest';
import { commKeyBytes } from './comm-key';

describe('the comm key a reader is sent in CMD_AUTH', () => {
  it("matches pyzk's make_commkey for the same key and session", () => {
    expect([...commKeyBytes(0, 0x2f1a)]).toEqual([97, 125, 50, 86]);
    expect([...commKeyBytes(123456, 0x2f1a)]).toEqual([38, 127, 50, 214]);
    expect([...commKeyBytes(1, 1)]).toEqual([97, 253, 50, 121]);
    expect([...commKeyBytes(999999, 65535)]).toEqual([34, 129, 50, 150]);
  });
});
