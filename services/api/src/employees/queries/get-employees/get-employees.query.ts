import type { ListRequest } from '@tna/contracts';

export class GetEmployeesQuery {
  constructor(readonly filter: ListRequest) {}
}
