import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName, ListResult, SecurityTemplate } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { findSecurityTemplate, listSecurityTemplates, SECURITY_TEMPLATE_SORTS, securityTemplateNames } from '../../security-templates.store';
import { GetSecurityTemplateQuery, GetSecurityTemplatesIdNameQuery, GetSecurityTemplatesQuery } from './get-security-templates.query';

@QueryHandler(GetSecurityTemplateQuery)
export class GetSecurityTemplateHandler implements IQueryHandler<GetSecurityTemplateQuery, SecurityTemplate> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetSecurityTemplateQuery): Promise<SecurityTemplate> {
    const template = await findSecurityTemplate(this.runtime.dataSource, id);
    if (!template) throw new NotFoundException({ error: 'no such security template', field: 'ID' });
    return template;
  }
}

/** The search matches the name. */
@QueryHandler(GetSecurityTemplatesQuery)
export class GetSecurityTemplatesHandler implements IQueryHandler<GetSecurityTemplatesQuery, ListResult<SecurityTemplate>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetSecurityTemplatesQuery): Promise<ListResult<SecurityTemplate>> {
    const page = pageWindow(request, SECURITY_TEMPLATE_SORTS, 'name');
    return listSecurityTemplates(this.runtime.dataSource, likePattern(request.search), page);
  }
}

@QueryHandler(GetSecurityTemplatesIdNameQuery)
export class GetSecurityTemplatesIdNameHandler implements IQueryHandler<GetSecurityTemplatesIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return securityTemplateNames(this.runtime.dataSource);
  }
}
