import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName, ListResult, SecurityTemplate } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { SECURITY_TEMPLATE_SELECT } from '../../security-template.columns';
import { GetSecurityTemplateQuery, GetSecurityTemplatesIdNameQuery, GetSecurityTemplatesQuery } from './get-security-templates.query';

@QueryHandler(GetSecurityTemplateQuery)
export class GetSecurityTemplateHandler implements IQueryHandler<GetSecurityTemplateQuery, SecurityTemplate> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetSecurityTemplateQuery): Promise<SecurityTemplate> {
    const rows: SecurityTemplate[] = await this.runtime.dataSource.query(`${SECURITY_TEMPLATE_SELECT} WHERE t.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundException({ error: 'no such security template', field: 'ID' });
    return rows[0];
  }
}

/** The search matches the name. */
@QueryHandler(GetSecurityTemplatesQuery)
export class GetSecurityTemplatesHandler implements IQueryHandler<GetSecurityTemplatesQuery, ListResult<SecurityTemplate>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetSecurityTemplatesQuery): Promise<ListResult<SecurityTemplate>> {
    const page = pageWindow(request, { name: 'lower(t.name)' }, 'name');
    const search = likePattern(request.search);
    const [{ total }]: { total: number }[] = await this.runtime.dataSource.query(
      'SELECT count(*)::int AS total FROM security_templates t WHERE $1::text IS NULL OR t.name ILIKE $1',
      [search],
    );
    const items: SecurityTemplate[] = await this.runtime.dataSource.query(
      `${SECURITY_TEMPLATE_SELECT} WHERE $1::text IS NULL OR t.name ILIKE $1 ORDER BY ${page.orderBy} LIMIT $2 OFFSET $3`,
      [search, page.limit, page.offset],
    );
    return { items, total };
  }
}

@QueryHandler(GetSecurityTemplatesIdNameQuery)
export class GetSecurityTemplatesIdNameHandler implements IQueryHandler<GetSecurityTemplatesIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return this.runtime.dataSource.query('SELECT id, name FROM security_templates ORDER BY lower(name), id');
  }
}
