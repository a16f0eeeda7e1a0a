import { describe, expect, it } from 'vitest';
import { backoffMinutes } from './backoff';

describe('the wait before trying a silent reader again', () => {
  it('doubles from one minute up to thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffMinutes)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('is none without a failure', () => {
    expect(backoffMinutes(0)).toBe(0);
  });
});
