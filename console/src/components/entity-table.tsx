import { ConfirmDeleteModal } from './confirm-delete-modal';
import { Alert, AlertActionCloseButton, Bullseye, Button, EmptyState, SearchInput, Spinner, Toolbar, ToolbarContent, ToolbarItem, Tooltip } from '@patternfly/react-core';
import CloneIcon from '@patternfly/react-icons/dist/esm/icons/clone-icon';
import PencilAltIcon from '@patternfly/react-icons/dist/esm/icons/pencil-alt-icon';
import TrashIcon from '@patternfly/react-icons/dist/esm/icons/trash-icon';
import { Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import { idNameCallOf, type EntityDescriptor, type FieldDescriptor } from '@tna/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteEntityMutation, useFetchEntityList, useFetchIdNames, type EntityRecord } from '../queries/entities';
import { ListPagination } from './list-pagination';

/** Setup lists show 10 rows a page (part 1 §9). */
export const SETUP_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;
/** Edit, clone and delete side by side. */
const ACTIONS_STYLE = { display: 'flex' };

/** The list's columns: the name first, then the fields marked listed. */
export function listedFields(entity: EntityDescriptor): FieldDescriptor[] {
  const name = entity.fields.find((field) => field.name === entity.nameField);
  return [...(name ? [name] : []), ...entity.fields.filter((field) => field.listed && field.name !== entity.nameField)];
}

function ReferenceName({ field, id }: { field: FieldDescriptor; id: string }) {
  const names = useFetchIdNames(idNameCallOf(field.references!));
  return <>{names.data?.find((option) => option.id === id)?.name ?? ''}</>;
}

/** A field's value as the list shows it. */
export function CellValue({ field, value }: { field: FieldDescriptor; value: unknown }): ReactNode {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'enum':
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'reference':
      return <ReferenceName field={field} id={String(value)} />;
    case 'references':
    case 'rows':
      return String((value as unknown[]).length);
    default:
      return String(value);
  }
}

export interface EntityTableProps {
  entity: EntityDescriptor;
  onAdd: () => void;
  onEdit: (record: EntityRecord) => void;
  onClone: (record: EntityRecord) => void;
}

/**
 * The generic setup list: search box, sortable columns, 10 rows a page with five page links,
 * edit / clone / delete per row (delete after a confirmation), Add New. Page, search and sort sit
 * in the URL, so a reload or the back button keeps them.
 */
export function EntityTable({ entity, onAdd, onEdit, onClone }: EntityTableProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortBy = params.get('sortBy') ?? entity.nameField;
  const sortDesc = params.get('sortDesc') === 'true';
  const [typed, setTyped] = useState(search);
  const [deleting, setDeleting] = useState<EntityRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const columns = listedFields(entity);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => update({ search: typed, page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const list = useFetchEntityList(entity, { search: search || undefined, pageNumber: page, pageSize: SETUP_PAGE_SIZE, sortBy, sortDesc });
  const remove = useDeleteEntityMutation(entity);
  const total = list.data?.total ?? 0;

  // Back to the last page that has rows when deletes leave this one empty.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && total > 0 && page > 1) update({ page: String(Math.ceil(total / SETUP_PAGE_SIZE)) });
  });

  const sortOf = (field: FieldDescriptor, index: number): ThProps['sort'] | undefined =>
    field.type === 'rows' || field.type === 'references'
      ? undefined
      : {
          sortBy: { index: columns.findIndex((column) => column.name === sortBy), direction: sortDesc ? 'desc' : 'asc' },
          onSort: (_event, _index, direction) => update({ sortBy: field.name, sortDesc: direction === 'desc' ? 'true' : null, page: null }),
          columnIndex: index,
        };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        setDeleteError(error.message);
      },
    });
  };

  let body: ReactNode;
  if (list.data) {
    body =
      list.data.items.length === 0 ? (
        <Tr>
          <Td colSpan={columns.length + 1}>
            <Bullseye>
              <EmptyState titleText={search ? `No ${entity.pluralLabel.toLowerCase()} match “${search}”` : `No ${entity.pluralLabel.toLowerCase()} yet`} headingLevel="h2" />
            </Bullseye>
          </Td>
        </Tr>
      ) : (
        list.data.items.map((record) => {
          // Rows the product seeds (system shift statuses) are neither edited nor deleted.
          const system = entity.systemField !== undefined && record[entity.systemField] === true;
          return (
            <Tr key={record.id}>
              {columns.map((field) => (
                <Td key={field.name} dataLabel={field.label}>
                  <CellValue field={field} value={record[field.name]} />
                </Td>
              ))}
              <Td isActionCell>
                <div style={ACTIONS_STYLE}>
                  {!system && (
                    <Tooltip content="Edit">
                      <Button variant="plain" aria-label={`Edit ${String(record[entity.nameField])}`} icon={<PencilAltIcon />} onClick={() => onEdit(record)} />
                    </Tooltip>
                  )}
                  {entity.cloneable && (
                    <Tooltip content="Clone">
                      <Button variant="plain" aria-label={`Clone ${String(record[entity.nameField])}`} icon={<CloneIcon />} onClick={() => onClone(record)} />
                    </Tooltip>
                  )}
                  {!system && (
                    <Tooltip content="Delete">
                      <Button variant="plain" aria-label={`Delete ${String(record[entity.nameField])}`} icon={<TrashIcon />} onClick={() => setDeleting(record)} />
                    </Tooltip>
                  )}
                </div>
              </Td>
            </Tr>
          );
        })
      );
  } else if (list.isError) {
    body = (
      <Tr>
        <Td colSpan={columns.length + 1}>
          <EmptyState titleText={`Could not load ${entity.pluralLabel.toLowerCase()}`} headingLevel="h2" status="danger">
            {list.error.message}
          </EmptyState>
        </Td>
      </Tr>
    );
  } else {
    body = (
      <Tr>
        <Td colSpan={columns.length + 1}>
          <Bullseye>
            <Spinner aria-label={`Loading ${entity.pluralLabel.toLowerCase()}`} />
          </Bullseye>
        </Td>
      </Tr>
    );
  }

  return (
    <>
      {deleteError && (
        <Alert variant="danger" isInline title="Not deleted" actionClose={<AlertActionCloseButton onClose={() => setDeleteError(null)} />}>
          {deleteError}
        </Alert>
      )}
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <SearchInput aria-label="Search" placeholder="Search" value={typed} onChange={(_event, value) => setTyped(value)} onClear={() => setTyped('')} />
          </ToolbarItem>
          <ToolbarItem align={{ default: 'alignEnd' }}>
            <Button variant="primary" onClick={onAdd}>
              Add New
            </Button>
          </ToolbarItem>
        </ToolbarContent>
      </Toolbar>
      <Table aria-label={entity.pluralLabel} variant="compact" role="table">
        <Thead>
          <Tr>
            {columns.map((field, index) => (
              <Th key={field.name} sort={sortOf(field, index)}>
                {field.label}
              </Th>
            ))}
            <Th screenReaderText="Actions" />
          </Tr>
        </Thead>
        <Tbody>{body}</Tbody>
      </Table>
      <ListPagination page={page} pageSize={SETUP_PAGE_SIZE} total={total} onPage={(next) => update({ page: next === 1 ? null : String(next) })} />
      <ConfirmDeleteModal
        title={`Delete ${entity.label.toLowerCase()}?`}
        message={deleting && `${entity.label} “${String(deleting[entity.nameField] ?? '')}” will be deleted. This cannot be undone.`}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
