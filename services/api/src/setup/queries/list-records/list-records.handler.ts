import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { columnOf, type FieldDescriptor, type ListResult, type RecordDescriptor } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likeTerm, parseListRequest, sortExpression } from '../../list-request.util';
import { listRecordsPage } from '../../setup.store';
import { ListRecordsQuery } from './list-records.query';

/** Fields a list can sort on: the listed ones and the name, never lists or rows. */
export function sortableFields(record: RecordDescriptor): FieldDescriptor[] {
  return record.fields.filter(
    (field) => (field.listed || field.name === record.nameField) && field.type !== 'rows' && field.type !== 'references',
  );
}

/** Fields a list can filter on: references and the fields marked filterable. */
export function filterFields(record: RecordDescriptor): FieldDescriptor[] {
  return record.fields.filter((field) => field.type === 'reference' || field.filterable);
}

/** `GetXs`: one page of the records matching the search and filters, with the count of all matches. */
@QueryHandler(ListRecordsQuery)
export class ListRecordsHandler implements IQueryHandler<ListRecordsQuery, ListResult<Record<string, unknown>>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ record, request }: ListRecordsQuery): Promise<ListResult<Record<string, unknown>>> {
    const sortable = sortableFields(record);
    const list = parseListRequest(request, { sortable: sortable.map((field) => field.name), filters: filterFields(record) });
    const params: unknown[] = [];
    const where: string[] = [];
    if (list.search) {
      params.push(likeTerm(list.search));
      const searchable = record.fields.filter((field) => field.searchable || field.name === record.nameField);
      where.push(`(${searchable.map((field) => `t.${columnOf(field.name)} ILIKE $${params.length}`).join(' OR ')})`);
    }
    for (const { field, value } of list.filters) {
      if (value === null) {
        where.push(`t.${columnOf(field.name)} IS NULL`);
      } else {
        params.push(value);
        where.push(`t.${columnOf(field.name)} = $${params.length}`);
      }
    }
    const sortField = sortable.find((field) => field.name === (list.sortBy ?? record.nameField)) ?? sortable[0];
    const order = `${sortExpression(sortField)} ${list.sortDesc ? 'DESC' : 'ASC'}, t.id`;
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return listRecordsPage(this.runtime.dataSource, record, {
      filter,
      params,
      order,
      limit: list.pageSize,
      offset: (list.pageNumber - 1) * list.pageSize,
    });
  }
}
