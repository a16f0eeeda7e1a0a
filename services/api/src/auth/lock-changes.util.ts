import type { AuditLog } from '../audit/audit-log';
import type { LockChange } from './login-throttle.store';

/** Each login lock that began (`login-locked`) or ended (`login-unlocked`, with why) goes into the audit log. */
export async function auditLockChanges(
  audit: AuditLog,
  changes: LockChange[],
  entry: { action: 'login-locked' } | { action: 'login-unlocked'; reason: 'expired' | 'login' | 'password-reset' },
  userID: string | null = null,
): Promise<void> {
  for (const change of changes) {
    await audit.record({
      userID,
      username: change.username,
      action: entry.action,
      remoteAddress: change.remoteAddress,
      details: { scope: change.scope, failures: change.failures, lockedUntil: change.lockedUntil.toISOString(), ...('reason' in entry ? { reason: entry.reason } : {}) },
    });
  }
}
