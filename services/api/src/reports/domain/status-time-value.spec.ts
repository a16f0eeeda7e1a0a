import { describe, expect, it } from 'vitest';
import { CLOCKING_STATUS } from '@tna/contracts';
import { statusTimeValue } from './status-time-value';

describe("a status's time value for the Top-X measures", () => {
  it('costs absence the short time, lateness and leaving early their no pay, arriving early and leaving late the overtime', () => {
    expect(statusTimeValue(CLOCKING_STATUS.awol)).toBe('short');
    expect(statusTimeValue(CLOCKING_STATUS.noOut)).toBe('short');
    expect(statusTimeValue(CLOCKING_STATUS.lateIn)).toBe('noPayBefore');
    expect(statusTimeValue(CLOCKING_STATUS.earlyOut)).toBe('noPayAfter');
    expect(statusTimeValue(CLOCKING_STATUS.earlyIn)).toBe('overtime');
    expect(statusTimeValue(CLOCKING_STATUS.lateOut)).toBe('overtime');
    expect(statusTimeValue(CLOCKING_STATUS.onLeave)).toBe('leave');
    expect(statusTimeValue(CLOCKING_STATUS.clockedInOut)).toBe('normal');
  });

  it('gives the statuses that are no time of their own none', () => {
    for (const code of [CLOCKING_STATUS.dayOff, CLOCKING_STATUS.waitingFurtherAction, CLOCKING_STATUS.lateInCleared, CLOCKING_STATUS.calculationError]) {
      expect(statusTimeValue(code)).toBeNull();
    }
  });
});
