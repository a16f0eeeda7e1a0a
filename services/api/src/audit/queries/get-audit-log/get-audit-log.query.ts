import type { AuditLogRequest } from '@tna/contracts';

export class GetAuditLogQuery {
  constructor(readonly request: AuditLogRequest) {}
}
