import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { Alert, Button, Content, PageSection, Pagination, SearchInput, Toolbar, ToolbarContent, ToolbarItem, Tooltip } from '@patternfly/react-core';
import PencilAltIcon from '@patternfly/react-icons/dist/esm/icons/pencil-alt-icon';
import TrashIcon from '@patternfly/react-icons/dist/esm/icons/trash-icon';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { ListRequest, ListResult } from '@tna/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** Setup lists show 10 rows a page by default (part 1 §9). */
const PAGE_SIZE = 10;

export interface Column<T> {
  title: string;
  cell: (row: T) => ReactNode;
}

export interface SetupListProps<T extends { id: string }> {
  title: string;
  /** Singular, for the buttons and the delete question. */
  noun: string;
  columns: Column<T>[];
  nameOf: (row: T) => string;
  useList: (request: ListRequest) => UseQueryResult<ListResult<T>, Error>;
  useDelete: () => UseMutationResult<void, Error, string>;
  addPath: string;
  editPath: (row: T) => string;
}

/** "Showing x to y of z entries" (part 1 §2). */
export function showingText(page: number, perPage: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 entries';
  return `Showing ${(page - 1) * perPage + 1} to ${Math.min(page * perPage, total)} of ${total} entries`;
}

/** A System & Security setup list: search, page, edit and delete (asked first), Add New. */
export function SetupList<T extends { id: string }>({ title, noun, columns, nameOf, useList, useDelete, addPath, editPath }: SetupListProps<T>) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = useList({ search: search || undefined, pageNumber: page, pageSize: perPage });
  const remove = useDelete();
  const total = list.data?.total ?? 0;

  // Back to page 1 when the search or page size changes the rows (part 1 §4).
  useEffect(() => setPage(1), [search, perPage]);

  return (
    <>
      <PageSection>
        <Content component="h1">{title}</Content>
      </PageSection>
      <PageSection isFilled>
        <Toolbar>
          <ToolbarContent>
            <ToolbarItem>
              <SearchInput aria-label="Search" placeholder="Search" value={search} onChange={(_event, value) => setSearch(value)} onClear={() => setSearch('')} />
            </ToolbarItem>
            <ToolbarItem>
              <Button onClick={() => navigate(addPath)}>Add New</Button>
            </ToolbarItem>
            <ToolbarItem variant="pagination" align={{ default: 'alignEnd' }}>
              <Pagination
                itemCount={total}
                page={page}
                perPage={perPage}
                onSetPage={(_event, next) => setPage(next)}
                onPerPageSelect={(_event, next) => setPerPage(next)}
                isCompact
              />
            </ToolbarItem>
          </ToolbarContent>
        </Toolbar>
        {list.isError && <Alert variant="danger" isInline title={`Could not load the ${title.toLowerCase()}: ${list.error.message}`} />}
        {remove.isError && <Alert variant="danger" isInline title={remove.error.message} />}
        <Table aria-label={title} variant="compact" role="table">
          <Thead>
            <Tr>
              {columns.map((column) => (
                <Th key={column.title}>{column.title}</Th>
              ))}
              <Th screenReaderText="Actions" />
            </Tr>
          </Thead>
          <Tbody>
            {list.data?.items.map((row) => (
              <Tr key={row.id}>
                {columns.map((column) => (
                  <Td key={column.title} dataLabel={column.title}>
                    {column.cell(row)}
                  </Td>
                ))}
                <Td isActionCell modifier="nowrap">
                  <Tooltip content="Edit">
                    <Button variant="plain" aria-label={`Edit ${nameOf(row)}`} icon={<PencilAltIcon />} onClick={() => navigate(editPath(row))} />
                  </Tooltip>
                  <Tooltip content="Delete">
                    <Button variant="plain" aria-label={`Delete ${nameOf(row)}`} icon={<TrashIcon />} onClick={() => setDeleting(row)} />
                  </Tooltip>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
        <Content component="p">{showingText(page, perPage, total)}</Content>
      </PageSection>
      <ConfirmDeleteModal
        title={`Delete ${noun}`}
        message={deleting && `Delete ${nameOf(deleting)}?`}
        isDeleting={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
