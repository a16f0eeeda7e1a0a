import { Inject, Injectable } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { insertAuditRecord, type AuditRecord } from './audit.store';

/** Who did what, when: logins, failed logins and every call that changes data. */
@Injectable()
export class AuditLog {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async record(entry: AuditRecord): Promise<void> {
    await insertAuditRecord(this.runtime.dataSource, entry);
  }
}
