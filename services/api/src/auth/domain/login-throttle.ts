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

function withinWindow(state: ThrottleState, policy: ThrottlePolicy, now: Date): boolean {
  return now.getTime() - state.lastFailureAt.getTime() <= policy.windowMinutes * 60_000;
}

/** Seconds to wait before the next attempt is even checked; 0 lets it through. */
export function secondsToWait(state: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): number {
  if (!state) return 0;
  const untilMs = (until: number) => Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  if (state.lockedUntil && state.lockedUntil > now) return untilMs(state.lockedUntil.getTime());
  if (!withinWindow(state, policy, now) || state.failures < policy.slowdownAfter) return 0;
  const delaySeconds = Math.min(2 ** (state.failures - policy.slowdownAfter), policy.maxDelaySeconds);
  return untilMs(state.lastFailureAt.getTime() + delaySeconds * 1000);
}

/** The state after one more failure: counted within the window, locked at `lockAfter`. */
export function afterFailure(state: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): ThrottleState {
  const failures = (state && withinWindow(state, policy, now) ? state.failures : 0) + 1;
  const lockedUntil = failures >= policy.lockAfter ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null;
  return { failures, lastFailureAt: now, lockedUntil };
}
