/** How repeated failed logins for one user name, or from one address, slow down and then lock. */
export interface ThrottlePolicy {
  /** Failures after which every further attempt must wait: 1 s, then doubling. */
  slowdownAfter: number;
  /** Failures after which attempts are refused for `lockMinutes`. */
  lockAfter: number;
  lockMinutes: number;
  /** Failures further apart than this start the count again. */
  windowMinutes: number;
  maxDelaySeconds: number;
}

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/**
 * The longest failures from other addresses can hold up a user at an address their account has
 * logged in from before: an attacker elsewhere cannot lock the owner out.
 */
export const KNOWN_ADDRESS_MAX_WAIT_SECONDS = 30;

/** The counts one login attempt is judged by. */
export interface AttemptStates {
  /** Failures of the user name, from every address. */
  account?: ThrottleState;
  /** Failures of the user name from this attempt's address. */
  accountAtAddress?: ThrottleState;
  /** Failures from this attempt's address, whatever the name. */
  address?: ThrottleState;
}

/** The count runs on while failures keep coming: it starts again only after a quiet window since the last failure or the end of a lock. */
function withinWindow(state: ThrottleState, policy: ThrottlePolicy, now: Date): boolean {
  const since = Math.max(state.lastFailureAt.getTime(), state.lockedUntil?.getTime() ?? 0);
  return now.getTime() - since <= policy.windowMinutes * 60_000;
}

const secondsUntil = (until: number, now: Date) => Math.max(0, Math.ceil((until - now.getTime()) / 1000));

/** Seconds to wait before the next attempt is even checked; 0 lets it through. */
export function secondsToWait(state: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): number {
  if (!state) return 0;
  if (state.lockedUntil && state.lockedUntil > now) return secondsUntil(state.lockedUntil.getTime(), now);
  // After a lock the lock was the wait: one attempt, and its failure locks again.
  if (!withinWindow(state, policy, now) || state.failures < policy.slowdownAfter || state.failures >= policy.lockAfter) return 0;
  const delaySeconds = Math.min(2 ** (state.failures - policy.slowdownAfter), policy.maxDelaySeconds);
  return secondsUntil(state.lastFailureAt.getTime() + delaySeconds * 1000, now);
}

/**
 * The wait of one attempt. At an address the account has logged in from before, the name's
 * failures from elsewhere hold the attempt up at most `KNOWN_ADDRESS_MAX_WAIT_SECONDS` after the
 * last of them; the failures at that address itself, and the address's own count, apply in full,
 * so an attacker sharing the address gains nothing. Anywhere else the name's count applies in full.
 */
export function loginWait(states: AttemptStates, policies: { user: ThrottlePolicy; address: ThrottlePolicy }, knownAddress: boolean, now: Date): number {
  const { account } = states;
  let accountWait = secondsToWait(account, policies.user, now);
  if (knownAddress && account) accountWait = Math.min(accountWait, secondsUntil(account.lastFailureAt.getTime() + KNOWN_ADDRESS_MAX_WAIT_SECONDS * 1000, now));
  return Math.max(accountWait, secondsToWait(states.accountAtAddress, policies.user, now), secondsToWait(states.address, policies.address, now));
}

/** The state after one more failure, and whether this failure locked it: counted within the window, locked from `lockAfter` on. */
export function afterFailure(state: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): { state: ThrottleState; locked: boolean } {
  const failures = (state && withinWindow(state, policy, now) ? state.failures : 0) + 1;
  const wasLocked = state?.lockedUntil != null && state.lockedUntil > now;
  const lockedUntil = failures >= policy.lockAfter ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null;
  return { state: { failures, lastFailureAt: now, lockedUntil }, locked: lockedUntil !== null && !wasLocked };
}

/**
 * The state once its lock has run out, or undefined while it holds (or there is none). The lock's
 * end counts as the last failure, so the window runs from there and the count goes on.
 */
export function afterLockEnds(state: ThrottleState, now: Date): ThrottleState | undefined {
  if (!state.lockedUntil || state.lockedUntil > now) return undefined;
  return { failures: state.failures, lastFailureAt: new Date(Math.max(state.lastFailureAt.getTime(), state.lockedUntil.getTime())), lockedUntil: null };
}
