import { Inject, Injectable } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';

export interface AuditRecord {
  userID: string | null;
  username: string | null;
  action: string;
  targetID?: string | null;
  remoteAddress: string | null;
  details?: Record<string, unknown>;
}

/** Who did what, when: logins, failed logins and every call that changes data. */
@Injectable()
export class AuditLog {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.runtime.dataSource.query(
      'INSERT INTO audit_log (user_id, username, action, target_id, remote_address, details) VALUES ($1, $2, $3, $4, $5, $6)',
      [entry.userID, entry.username?.slice(0, 128) ?? null, entry.action, entry.targetID ?? null, entry.remoteAddress, JSON.stringify(entry.details ?? {})],
    );
  }
}
