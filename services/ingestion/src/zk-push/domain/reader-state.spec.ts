import { describe, expect, it } from 'vitest';
import { directionOf } from './reader-state';

describe('directionOf', () => {
  it('trusts the state key only on access-control readers', () => {
    expect(directionOf('T&A', 0, null)).toBeNull();
    expect(directionOf('Access Control', 0, null)).toBe('IN');
    expect(directionOf('Access Control', 1, null)).toBe('OUT');
    expect(directionOf('Access Control', 3, null)).toBe('IN');
  });

  it('uses a reader fixed to one direction whatever key was pressed', () => {
    expect(directionOf('Access Control', 1, 'IN')).toBe('IN');
  });

  it('gives no direction for a state the device did not send or does not define', () => {
    expect(directionOf('Access Control', null, null)).toBeNull();
    expect(directionOf('Access Control', 9, null)).toBeNull();
  });
});

describe('directionOf with a reader state map', () => {
  it("reads the reader's own states, and gives none for a state the map leaves out", () => {
    const stateMap = { '0': 'OUT', '1': 'IN', '128': 'IN' } as const;
    expect(directionOf('Access Control', 0, null, stateMap)).toBe('OUT');
    expect(directionOf('Access Control', 128, null, stateMap)).toBe('IN');
    expect(directionOf('Access Control', 2, null, stateMap)).toBeNull();
    expect(directionOf('T&A', 1, null, stateMap)).toBeNull();
  });
});
