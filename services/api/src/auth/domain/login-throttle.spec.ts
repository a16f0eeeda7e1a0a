import { describe, expect, it } from 'vitest';
import { afterFailure, afterLockEnds, KNOWN_ADDRESS_MAX_WAIT_SECONDS, loginWait, secondsToWait, type ThrottlePolicy, type ThrottleState } from './login-throttle';

const policy: ThrottlePolicy = { slowdownAfter: 3, lockAfter: 6, lockMinutes: 15, windowMinutes: 15, maxDelaySeconds: 60 };
/** The defaults of docs/security.md: slower from the 3rd failure of a name, locked at the 10th. */
const user: ThrottlePolicy = { slowdownAfter: 3, lockAfter: 10, lockMinutes: 15, windowMinutes: 15, maxDelaySeconds: 60 };
const address: ThrottlePolicy = { ...user, slowdownAfter: 10, lockAfter: 50 };
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 8, 0, 0) + seconds * 1000);

function fail(times: number, everySeconds: number, p = policy, start = 0): ThrottleState {
  let state: ThrottleState | undefined;
  for (let i = 0; i < times; i++) state = afterFailure(state, p, at(start + i * everySeconds)).state;
  return state!;
}

/**
 * An attacker guessing one name from a new address each time, trying again the moment the
 * product lets them; the times of the attempts whose password was checked, in seconds.
 */
function guessFromManyAddresses(untilSeconds: number, p = user): { tries: number[]; state: ThrottleState | undefined } {
  const tries: number[] = [];
  let state: ThrottleState | undefined;
  for (let now = 0; now < untilSeconds; ) {
    const wait = loginWait({ account: state }, { user: p, address }, false, at(now));
    if (wait > 0) {
      now += wait;
      continue;
    }
    tries.push(now);
    state = afterFailure(state, p, at(now)).state;
  }
  return { tries, state };
}

/** Seconds between consecutive tries from the 10th failure on. */
const gapsAfterTenth = (tries: number[]) => tries.slice(10).map((t, i) => t - tries[9 + i]);

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

  it('locks at the sixth failure for the lock time, and says so once', () => {
    const fifth = fail(5, 10);
    const sixth = afterFailure(fifth, policy, at(50));
    expect(sixth.locked).toBe(true);
    expect(sixth.state.lockedUntil).toEqual(at(50 + 15 * 60));
    expect(secondsToWait(sixth.state, policy, at(60))).toBe(15 * 60 - 10);
    expect(secondsToWait(sixth.state, policy, at(50 + 15 * 60))).toBe(0);
    // A failure while locked (the owner's, at their own address) keeps the lock: not a new one.
    expect(afterFailure(sixth.state, policy, at(70)).locked).toBe(false);
  });

  it('starts the count again after a quiet window', () => {
    const old = fail(5, 1);
    const next = afterFailure(old, policy, at(4 + 16 * 60)).state;
    expect(next.failures).toBe(1);
    expect(secondsToWait(old, policy, at(4 + 16 * 60))).toBe(0);
  });

  it('ends a lock once its time is up, and locks again at the next failure', () => {
    const locked = fail(6, 10);
    expect(afterLockEnds(locked, at(60))).toBeUndefined();
    const ended = afterLockEnds(locked, at(50 + 15 * 60 + 5))!;
    expect(ended).toEqual({ failures: 6, lastFailureAt: at(50 + 15 * 60), lockedUntil: null });
    expect(secondsToWait(ended, policy, at(50 + 15 * 60 + 5))).toBe(0);
    expect(afterFailure(ended, policy, at(50 + 15 * 60 + 6))).toMatchObject({ locked: true, state: { failures: 7 } });
  });
});

describe('lockout an attacker cannot turn against the owner', () => {
  const policies = { user, address };

  it('slows guessing of one name from many addresses to one try a minute or fewer after 10 failures', () => {
    const { tries, state } = guessFromManyAddresses(3 * 3600);
    // Three at once, then 1, 2, 4, 8, 16, 32 and 60 s apart: the 10th failure 123 s after the first.
    expect(tries.slice(0, 10)).toEqual([0, 0, 0, 1, 3, 7, 15, 31, 63, 123]);
    const gaps = gapsAfterTenth(tries);
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(60);
    // With the default lock: one try each 15 minutes for as long as the guessing goes on.
    expect(gaps.every((gap) => gap === 15 * 60)).toBe(true);
    expect(state!.failures).toBe(tries.length);
  });

  it('still holds one try a minute with a one-minute lock', () => {
    const short = { ...user, lockMinutes: 1 };
    const { tries } = guessFromManyAddresses(3600, short);
    const gaps = gapsAfterTenth(tries);
    expect(gaps.length).toBeGreaterThan(50);
    expect(Math.min(...gaps)).toBe(60);
  });

  it('holds the owner up at most 30 s after the last failure from elsewhere, however many there were', () => {
    const locked = fail(10, 1, user);
    const lastFailure = 9;
    expect(locked.lockedUntil).toEqual(at(lastFailure + 15 * 60));
    // From a new address: the whole lock.
    expect(loginWait({ account: locked }, policies, false, at(lastFailure))).toBe(15 * 60);
    // From the owner's address: 30 s, then through.
    expect(loginWait({ account: locked }, policies, true, at(lastFailure))).toBe(KNOWN_ADDRESS_MAX_WAIT_SECONDS);
    expect(loginWait({ account: locked }, policies, true, at(lastFailure + 20))).toBe(10);
    expect(loginWait({ account: locked }, policies, true, at(lastFailure + 30))).toBe(0);
  });

  it('never holds the owner longer than the count itself would', () => {
    const slowed = fail(4, 1, user);
    expect(loginWait({ account: slowed }, policies, true, at(3))).toBe(2);
  });

  it('applies the owner address’s own failures in full: sharing the owner’s address gains an attacker nothing', () => {
    const fromThere = fail(10, 1, user);
    expect(loginWait({ account: fromThere, accountAtAddress: fromThere }, policies, true, at(9))).toBe(15 * 60);
  });

  it('applies the address’s count to everyone at it', () => {
    const busyAddress = fail(50, 1, address);
    expect(loginWait({ address: busyAddress }, policies, true, at(49))).toBe(15 * 60);
  });
});
