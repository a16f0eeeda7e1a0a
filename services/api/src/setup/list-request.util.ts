import { checkRecord, columnOf, type FieldDescriptor, type FieldError } from '@tna/contracts';
import { validationFailed } from './record-sql.util';

export const MAX_PAGE_SIZE = 1000;

/** A filtered list request, checked: filters hold checked values (null asks for records without one). */
export interface ParsedListRequest {
  search: string | null;
  pageNumber: number;
  pageSize: number;
  sortBy: string | null;
  sortDesc: boolean;
  filters: { field: FieldDescriptor; value: unknown }[];
}

const isInteger = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks `{search, pageNumber, pageSize, sortBy, sortDesc, ...filter keys}`: a bad paging value,
 * an unknown sort or a malformed filter is a 400 naming it; keys that are no filter are ignored.
 */
export function parseListRequest(
  body: unknown,
  options: { sortable: readonly string[]; filters: readonly FieldDescriptor[]; defaultPageSize?: number },
): ParsedListRequest {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const { search, pageNumber = 1, pageSize = options.defaultPageSize ?? 10, sortBy, sortDesc = false } = input;
  if (search !== undefined && search !== null && (typeof search !== 'string' || search.length > 200)) {
    errors.push({ field: 'search', message: 'search must be text of at most 200 characters' });
  }
  if (!isInteger(pageNumber, 1, 1_000_000)) errors.push({ field: 'pageNumber', message: 'pageNumber must be a whole number from 1' });
  if (!isInteger(pageSize, 1, MAX_PAGE_SIZE)) errors.push({ field: 'pageSize', message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
  if (sortBy !== undefined && sortBy !== null && (typeof sortBy !== 'string' || !options.sortable.includes(sortBy))) {
    errors.push({ field: 'sortBy', message: `sortBy must be one of ${options.sortable.join(', ')}` });
  }
  if (typeof sortDesc !== 'boolean') errors.push({ field: 'sortDesc', message: 'sortDesc must be true or false' });

  const filters: ParsedListRequest['filters'] = [];
  for (const field of options.filters) {
    if (!(field.name in input)) continue;
    const optional = { ...field, required: false };
    const checked = checkRecord({ fields: [optional] }, { [field.name]: input[field.name] });
    errors.push(...checked.errors);
    filters.push({ field, value: checked.value[field.name] });
  }
  if (errors.length > 0) throw validationFailed(errors);
  return {
    search: typeof search === 'string' && search.trim() ? search.trim() : null,
    pageNumber: pageNumber as number,
    pageSize: pageSize as number,
    sortBy: (sortBy as string | undefined) ?? null,
    sortDesc: sortDesc as boolean,
    filters,
  };
}

/** A search term for ILIKE, with its wildcards escaped. */
export function likeTerm(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The ORDER BY expression of a sortable field: text case-insensitively. */
export function sortExpression(field: FieldDescriptor, alias = 't'): string {
  const column = `${alias}.${columnOf(field.name)}`;
  return field.type === 'string' || field.type === 'text' ? `lower(${column})` : column;
}
