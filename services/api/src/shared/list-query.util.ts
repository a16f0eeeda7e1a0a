import type { ListRequest, ListResult } from '@tna/contracts';

export interface PageWindow {
  limit: number;
  offset: number;
  orderBy: string;
}

/**
 * Paging and sorting of a filtered list: pageNumber from 1, at most 1000 a page, and only the
 * columns the caller whitelists can be sorted on (the SQL is built from them, never from input).
 */
export function pageWindow(request: ListRequest, sortable: Readonly<Record<string, string>>, defaultSort: string): PageWindow {
  const pageSize = request.pageSize ?? 10;
  const pageNumber = request.pageNumber ?? 1;
  // Only the caller's own keys: `constructor` or `__proto__` would name what every object inherits.
  const column = (request.sortBy && Object.hasOwn(sortable, request.sortBy) && sortable[request.sortBy]) || sortable[defaultSort];
  return { limit: pageSize, offset: (pageNumber - 1) * pageSize, orderBy: `${column} ${request.sortDesc ? 'DESC' : 'ASC'}, id` };
}

/** A search term for ILIKE, with its wildcards escaped. */
export function likePattern(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/**
 * A page from rows that carry `count(*) OVER () AS total`. A page past the end has no row to carry
 * the total: `countAll` answers it then.
 */
export async function pageOf<R extends { total: string | number }, T>(rows: readonly R[], window: PageWindow, toItem: (row: R) => T, countAll: () => Promise<number>): Promise<ListResult<T>> {
  if (rows.length > 0) return { items: rows.map(toItem), total: Number(rows[0].total) };
  return { items: [], total: window.offset === 0 ? 0 : await countAll() };
}
