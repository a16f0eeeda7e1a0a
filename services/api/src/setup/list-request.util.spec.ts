import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '@tna/contracts';
import { likeTerm, parseListRequest } from './list-request.util';

const status: FieldDescriptor = { name: 'status', label: 'Status', type: 'enum', options: [{ value: 'active', label: 'Active' }], required: true };
const options = { sortable: ['name'], filters: [status] };
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return ((error as { getResponse(): { fields: { field: string }[] } }).getResponse().fields ?? []).map((field) => field.field);
  }
  return [];
};

describe('list requests', () => {
  it('defaults to the first page of ten, by the name', () => {
    expect(parseListRequest({}, options)).toEqual({ search: null, pageNumber: 1, pageSize: 10, sortBy: null, sortDesc: false, filters: [] });
  });

  it('takes filter keys, null meaning none set, and ignores keys that are no filter', () => {
    const parsed = parseListRequest({ search: ' pack ', status: 'active', colour: 'red' }, options);
    expect(parsed.search).toBe('pack');
    expect(parsed.filters).toEqual([{ field: status, value: 'active' }]);
    expect(parseListRequest({ status: null }, options).filters).toEqual([{ field: status, value: null }]);
  });

  it('names every bad key', () => {
    expect(fieldsOf(() => parseListRequest({ pageNumber: 0, pageSize: 1001, sortBy: 'secret', sortDesc: 'yes', status: 'gone', search: 5 }, options))).toEqual([
      'search',
      'pageNumber',
      'pageSize',
      'sortBy',
      'sortDesc',
      'status',
    ]);
  });

  it('escapes the wildcards of a search', () => {
    expect(likeTerm('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
