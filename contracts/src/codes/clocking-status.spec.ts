import { describe, expect, it } from 'vitest';
import { CLOCKING_STATUS, CLOCKING_STATUS_TEXT, NO_STATUS_TEXT, isClockingStatusCode, statusText } from './clocking-status';

describe('clocking status', () => {
  it('gives the text of every status code', () => {
    expect(statusText(0)).toBe('Waiting further action');
    expect(statusText(CLOCKING_STATUS.clockedInOut)).toBe('Clocked in/out');
    expect(statusText(5)).toBe('On leave');
    expect(statusText(100)).toBe('AWOL');
    expect(statusText(CLOCKING_STATUS.awolCleared)).toBe('Cleared adjustment: AWOL');
    expect(statusText(112)).toBe('Cleared adjustment: early out');
    expect(statusText(160)).toBe('FILO rule applies');
    expect(statusText(1000)).toBe('Calculation error');
  });

  it('reads a missing or unknown status as the no-status text', () => {
    expect(statusText(null)).toBe('<no status, contact programmer>');
    expect(statusText(8)).toBe(NO_STATUS_TEXT);
    expect(statusText(-1)).toBe(NO_STATUS_TEXT);
  });

  it('has a text for each named code and no other', () => {
    const codes = Object.values(CLOCKING_STATUS).sort((a, b) => a - b);
    expect(Object.keys(CLOCKING_STATUS_TEXT).map(Number)).toEqual(codes);
    expect(codes).toHaveLength(26);
    expect(codes.every(isClockingStatusCode)).toBe(true);
  });
});
