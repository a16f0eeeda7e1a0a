import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEntry, ListResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern } from '../../../shared/list-query.util';
import { listAuditEntries } from '../../audit.store';
import { GetAuditLogQuery } from './get-audit-log.query';

/** Newest first; the search matches the user name, the action and the record id. */
@QueryHandler(GetAuditLogQuery)
export class GetAuditLogHandler implements IQueryHandler<GetAuditLogQuery, ListResult<AuditEntry>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetAuditLogQuery): Promise<ListResult<AuditEntry>> {
    const pageSize = request.pageSize ?? 50;
    const offset = ((request.pageNumber ?? 1) - 1) * pageSize;
    const filter = { search: likePattern(request.search), userID: request.userID ?? null, from: request.from ?? null, to: request.to ?? null };
    return listAuditEntries(this.runtime.dataSource, filter, pageSize, offset);
  }
}
