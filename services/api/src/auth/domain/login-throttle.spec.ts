import { describe, expect, it } from 'vitest';
import { afterFailure, secondsToWait, type ThrottlePolicy, type ThrottleState } from './login-throttle';

const policy: ThrottlePolicy = { slowdownAfter: 3, lockAfter: 6, lockMinutes: 15, windowMinutes: 15, maxDelaySeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 8, 0, 0) + seconds * 1000);

function fail(times: number, everySeconds: number): ThrottleState {
  let state: ThrottleState | undefined;
  for (let i = 0; i < times; i++) state = afterFailure(state, policy, at(i * everySeconds));
  return state!;
}

describe('login throttling', () => {
  it('lets the first failures through at once', () => {
    expect(secondsToWait(undefined, policy, at(0))).toBe(0);
    expect(secondsToWait(fail(2, 1), policy, at(2))).toBe(0);
  });

  it('slows down from the third failure, doubling the wait', () => {
    const third = fail(3, 1);
    expect(secondsToWait(third, policy, at(2))).toBe(1);
    expect(secondsToWait(third, policy, at(3))).toBe(0);
    const fifth = fail(5, 10);
    expect(secondsToWait(fifth, policy, at(40))).toBe(4);
  });

  it('locks at the sixth failure for the lock time', () => {
    const sixth = fail(6, 10);
    expect(sixth.lockedUntil).toEqual(at(50 + 15 * 60));
    expect(secondsToWait(sixth, policy, at(60))).toBe(15 * 60 - 10);
    expect(secondsToWait(sixth, policy, at(50 + 15 * 60))).toBe(0);
  });

  it('starts the count again after a quiet window', () => {
    const old = fail(5, 1);
    const next = afterFailure(old, policy, at(4 + 16 * 60));
    expect(next.failures).toBe(1);
    expect(secondsToWait(old, policy, at(4 + 16 * 60))).toBe(0);
  });
});
