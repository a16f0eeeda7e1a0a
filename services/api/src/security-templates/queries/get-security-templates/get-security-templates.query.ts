import type { ListRequest } from '@tna/contracts';

export class GetSecurityTemplateQuery {
  constructor(readonly id: string) {}
}

export class GetSecurityTemplatesQuery {
  constructor(readonly request: ListRequest) {}
}

export class GetSecurityTemplatesIdNameQuery {}
