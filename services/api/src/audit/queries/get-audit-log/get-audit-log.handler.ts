import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEntry, ListResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern } from '../../../shared/list-query.util';
import { GetAuditLogQuery } from './get-audit-log.query';

/** Newest first; the search matches the user name, the action and the record id. */
@QueryHandler(GetAuditLogQuery)
export class GetAuditLogHandler implements IQueryHandler<GetAuditLogQuery, ListResult<AuditEntry>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetAuditLogQuery): Promise<ListResult<AuditEntry>> {
    const pageSize = request.pageSize ?? 50;
    const offset = ((request.pageNumber ?? 1) - 1) * pageSize;
    const where = `($1::text IS NULL OR username ILIKE $1 OR action ILIKE $1 OR target_id ILIKE $1)
      AND ($2::uuid IS NULL OR user_id = $2)
      AND ($3::date IS NULL OR at >= $3::date)
      AND ($4::date IS NULL OR at < $4::date + 1)`;
    const params = [likePattern(request.search), request.userID ?? null, request.from ?? null, request.to ?? null];
    const [{ total }]: { total: number }[] = await this.runtime.dataSource.query(`SELECT count(*)::int AS total FROM audit_log WHERE ${where}`, params);
    const items: AuditEntry[] = await this.runtime.dataSource.query(
      `SELECT id::text, at, user_id AS "userID", username, action, target_id AS "targetID", remote_address AS "remoteAddress", details
         FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...params, pageSize, offset],
    );
    return { items, total };
  }
}
