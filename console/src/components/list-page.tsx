import { Alert, AlertActionCloseButton, Bullseye, Button, Content, EmptyState, PageSection, SearchInput, Spinner, Toolbar, ToolbarContent, ToolbarItem, Tooltip } from '@patternfly/react-core';
import CloneIcon from '@patternfly/react-icons/dist/esm/icons/clone-icon';
import PencilAltIcon from '@patternfly/react-icons/dist/esm/icons/pencil-alt-icon';
import TrashIcon from '@patternfly/react-icons/dist/esm/icons/trash-icon';
import { Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import type { ListRequest, ListResult } from '@tna/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from './confirm-modal';
import { ListPagination } from './list-pagination';

/** Setup lists show 10 rows a page unless the user picks another size (part 1 §9). */
export const SETUP_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;
/** Edit, clone and delete side by side. */
const ACTIONS_STYLE = { display: 'flex' };

/** Sets the given address parameters ('' or null removes one); any change but the page's own starts again at page 1. */
export type UpdateListParams = (changes: Record<string, string | null>) => void;

/** What a list keeps in the address (page, perPage, search, sortBy, sortDesc), so a reload or the back button keeps it. */
export interface ListParams {
  request: Required<Pick<ListRequest, 'pageNumber' | 'pageSize' | 'sortBy' | 'sortDesc'>> & Pick<ListRequest, 'search'>;
  /** The search box's text, which reaches the address (and the request) 300 ms after the last keystroke. */
  typed: string;
  setTyped: (text: string) => void;
  update: UpdateListParams;
}

export function useListParams({ sortBy, pageSize = SETUP_PAGE_SIZE }: { sortBy: string; pageSize?: number }): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);

  const update: UpdateListParams = (changes) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: null, ...changes })) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => update({ search: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return {
    request: {
      search: search || undefined,
      pageNumber: Math.max(1, Number(params.get('page')) || 1),
      pageSize: Math.max(1, Number(params.get('perPage')) || pageSize),
      sortBy: params.get('sortBy') ?? sortBy,
      sortDesc: params.get('sortDesc') === 'true',
    },
    typed,
    setTyped,
    update,
  };
}

export interface ListColumn<T> {
  title: string;
  cell: (row: T) => ReactNode;
  /** The list call's sort key for this column; without one the column does not sort. */
  sortKey?: string;
}

export interface ListPageProps<T extends { id: string }> {
  /** The heading and the table's accessible name; lower-cased in the empty, loading and error texts. */
  title: string;
  /** Singular, as in "System User": the delete question's title and text. */
  noun: string;
  columns: ListColumn<T>[];
  /** Names a row on its buttons ("Edit Supervisors") and in the delete question. */
  nameOf: (row: T) => string;
  params: ListParams;
  list: UseQueryResult<ListResult<T>, Error>;
  /** Without one the rows have no delete button (records deleted elsewhere, or not at all). */
  remove?: UseMutationResult<void, Error, string>;
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  onClone?: (row: T) => void;
  /** Rows the product seeds, which are neither edited nor deleted. */
  isLocked?: (row: T) => boolean;
  /** The delete question's text; by default "<noun> “<name>” will be deleted. This cannot be undone." */
  deleteMessage?: (row: T) => string;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** More toolbar items after the search box, and more toolbar rows below it (a list's own filters). */
  toolbarItems?: ReactNode;
  toolbarRows?: ReactNode;
  /** Filters beyond the search narrow the list, so an empty answer reads "match" rather than "yet". */
  isFiltered?: boolean;
}

/**
 * The one list engine of the console: heading, toolbar with search (and Add New), sortable
 * columns, paging with "Showing x to y of z entries", edit / clone / delete per row, delete after
 * a confirmation. Its state sits in the address (useListParams); the page supplies the query and
 * the delete mutation, so any list call fits.
 */
export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  const { title, noun, columns, nameOf, params, list, remove, onAdd, onEdit, onClone, isLocked, toolbarItems, toolbarRows, isFiltered } = props;
  const { request, update } = params;
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const total = list.data?.total ?? 0;
  const plural = title.toLowerCase();

  // Back to the last page that has rows when deletes leave this one empty.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && total > 0 && request.pageNumber > 1) update({ page: String(Math.ceil(total / request.pageSize)) });
  });

  const sortOf = (column: ListColumn<T>, index: number): ThProps['sort'] | undefined =>
    column.sortKey === undefined
      ? undefined
      : {
          sortBy: { index: columns.findIndex((other) => other.sortKey === request.sortBy), direction: request.sortDesc ? 'desc' : 'asc' },
          onSort: (_event, _index, direction) => update({ sortBy: column.sortKey!, sortDesc: direction === 'desc' ? 'true' : null }),
          columnIndex: index,
        };

  const confirmDelete = () => {
    if (!deleting || !remove) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        setDeleteError(error.message);
      },
    });
  };

  const wholeRow = (content: ReactNode) => (
    <Tr>
      <Td colSpan={columns.length + 1}>
        <Bullseye>{content}</Bullseye>
      </Td>
    </Tr>
  );

  let body: ReactNode;
  if (list.data) {
    const empty = request.search ? `No ${plural} match “${request.search}”` : isFiltered ? `No ${plural} match` : `No ${plural} yet`;
    body =
      list.data.items.length === 0
        ? wholeRow(<EmptyState titleText={empty} headingLevel="h2" />)
        : list.data.items.map((row) => {
            const locked = isLocked?.(row) ?? false;
            const name = nameOf(row);
            return (
              <Tr key={row.id}>
                {columns.map((column) => (
                  <Td key={column.title} dataLabel={column.title}>
                    {column.cell(row)}
                  </Td>
                ))}
                <Td isActionCell>
                  <div style={ACTIONS_STYLE}>
                    {onEdit && !locked && (
                      <Tooltip content="Edit">
                        <Button variant="plain" aria-label={`Edit ${name}`} icon={<PencilAltIcon />} onClick={() => onEdit(row)} />
                      </Tooltip>
                    )}
                    {onClone && (
                      <Tooltip content="Clone">
                        <Button variant="plain" aria-label={`Clone ${name}`} icon={<CloneIcon />} onClick={() => onClone(row)} />
                      </Tooltip>
                    )}
                    {!locked && remove && (
                      <Tooltip content="Delete">
                        <Button variant="plain" aria-label={`Delete ${name}`} icon={<TrashIcon />} onClick={() => setDeleting(row)} />
                      </Tooltip>
                    )}
                  </div>
                </Td>
              </Tr>
            );
          });
  } else if (list.isError) {
    body = wholeRow(
      <EmptyState titleText={`Could not load ${plural}`} headingLevel="h2" status="danger">
        {list.error.message}
      </EmptyState>,
    );
  } else {
    body = wholeRow(<Spinner aria-label={`Loading ${plural}`} />);
  }

  return (
    <>
      <PageSection>
        <Content component="h1">{title}</Content>
      </PageSection>
      <PageSection isFilled>
        {deleteError && (
          <Alert variant="danger" isInline title="Not deleted" actionClose={<AlertActionCloseButton onClose={() => setDeleteError(null)} />}>
            {deleteError}
          </Alert>
        )}
        <Toolbar>
          <ToolbarContent>
            <ToolbarItem>
              <SearchInput
                aria-label={props.searchLabel ?? 'Search'}
                placeholder={props.searchPlaceholder ?? 'Search'}
                value={params.typed}
                onChange={(_event, value) => params.setTyped(value)}
                onClear={() => params.setTyped('')}
              />
            </ToolbarItem>
            {toolbarItems}
            {onAdd && (
              <ToolbarItem align={{ default: 'alignEnd' }}>
                <Button variant="primary" onClick={onAdd}>
                  Add New
                </Button>
              </ToolbarItem>
            )}
          </ToolbarContent>
          {toolbarRows}
        </Toolbar>
        <Table aria-label={title} variant="compact" role="table">
          <Thead>
            <Tr>
              {columns.map((column, index) => (
                <Th key={column.title} sort={sortOf(column, index)}>
                  {column.title}
                </Th>
              ))}
              <Th screenReaderText="Actions" />
            </Tr>
          </Thead>
          <Tbody>{body}</Tbody>
        </Table>
        <ListPagination
          page={request.pageNumber}
          pageSize={request.pageSize}
          total={total}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
          onPageSize={(size) => update({ perPage: String(size) })}
        />
      </PageSection>
      <ConfirmModal
        title={`Delete ${noun.toLowerCase()}?`}
        message={deleting && (props.deleteMessage?.(deleting) ?? `${noun} “${nameOf(deleting)}” will be deleted. This cannot be undone.`)}
        isBusy={remove?.isPending ?? false}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
