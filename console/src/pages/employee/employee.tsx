import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { Bullseye, Button, Content, EmptyState, PageSection, Spinner, Alert, AlertActionCloseButton, Tooltip } from '@patternfly/react-core';
import PencilAltIcon from '@patternfly/react-icons/dist/esm/icons/pencil-alt-icon';
import TrashIcon from '@patternfly/react-icons/dist/esm/icons/trash-icon';
import { Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import { EMPLOYEE_STATUSES, type EmployeeListItem } from '@tna/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { useDeleteEmployeeMutation, useFetchEmployeeList } from '../../queries/employee-record';
import { EmployeeToolbar, requestFromParams } from './employee-toolbar';

/** The employee list's page size: the specification's client default (part 1 §9). */
export const EMPLOYEE_PAGE_SIZE = 250;
const SEARCH_DELAY_MS = 300;
/** Edit and delete side by side. */
const ACTIONS_STYLE = { display: 'flex' };

const columns = ['Employee #', 'Surname', 'First name', 'Preferred name', 'Department', 'Job title', 'Status', 'Appointed'];
/** The list call's sort key of each column, where the list can sort on it. */
const sortKeys: (string | null)[] = ['employeeNumber', 'surname', 'firstName', 'preferredName', null, null, 'employeeStatus', 'appointmentDate'];
const statusLabel = (status: number) => EMPLOYEE_STATUSES.find((option) => option.value === status)?.label ?? String(status);

/** `/employee`: search and filter the employees on the server, then open, add or delete one. The filters sit in the address. */
export function EmployeePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [deleting, setDeleting] = useState<EmployeeListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortBy = params.get('sortBy') ?? 'surname';
  const sortDesc = params.get('sortDesc') === 'true';
  const list = useFetchEmployeeList({ ...requestFromParams(params), pageNumber: page, pageSize: EMPLOYEE_PAGE_SIZE, sortBy, sortDesc });
  const remove = useDeleteEmployeeMutation();

  // Any change of filter starts again at page 1.
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...changes, page: changes.page ?? '' })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (search === (params.get('search') ?? '')) return;
    const timer = setTimeout(() => update({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  let body: ReactNode;
  if (list.data?.items.length) {
    body = list.data.items.map((employee) => (
      <Tr key={employee.id}>
        <Td dataLabel={columns[0]}>{employee.employeeNumber}</Td>
        <Td dataLabel={columns[1]}>{employee.surname}</Td>
        <Td dataLabel={columns[2]}>{employee.firstName}</Td>
        <Td dataLabel={columns[3]}>{employee.preferredName}</Td>
        <Td dataLabel={columns[4]}>{employee.departmentName}</Td>
        <Td dataLabel={columns[5]}>{employee.jobTitleName}</Td>
        <Td dataLabel={columns[6]}>{statusLabel(employee.employeeStatus)}</Td>
        <Td dataLabel={columns[7]}>{employee.appointmentDate}</Td>
        <Td isActionCell>
          <div style={ACTIONS_STYLE}>
            <Tooltip content="Edit">
              <Button variant="plain" aria-label={`Edit ${employee.firstName} ${employee.surname}`} icon={<PencilAltIcon />} onClick={() => navigate(`/edit-employee/${employee.id}`)} />
            </Tooltip>
            <Tooltip content="Delete">
              <Button variant="plain" aria-label={`Delete ${employee.firstName} ${employee.surname}`} icon={<TrashIcon />} onClick={() => setDeleting(employee)} />
            </Tooltip>
          </div>
        </Td>
      </Tr>
    ));
  } else {
    const state = list.data ? (
      <EmptyState titleText="No employees match" headingLevel="h2" />
    ) : list.isError ? (
      <EmptyState titleText="Could not load employees" headingLevel="h2" status="danger">
        {list.error.message}
      </EmptyState>
    ) : (
      <Spinner aria-label="Loading employees" />
    );
    body = (
      <Tr>
        <Td colSpan={columns.length + 1}>
          <Bullseye>{state}</Bullseye>
        </Td>
      </Tr>
    );
  }

  return (
    <>
      <PageSection>
        <Content component="h1">Employees</Content>
      </PageSection>
      <PageSection>
        {deleteError && (
          <Alert variant="danger" isInline title="Not deleted" actionClose={<AlertActionCloseButton onClose={() => setDeleteError(null)} />}>
            {deleteError}
          </Alert>
        )}
        <EmployeeToolbar
          params={params}
          onChange={update}
          search={search}
          onSearch={setSearch}
          onAdd={() => navigate('/add-employee')}
          onMoreFilters={() => navigate(`/employee-filter?${params}`)}
        />
        <Table aria-label="Employees" variant="compact" role="table">
          <Thead>
            <Tr>
              {columns.map((column, index) => {
                const key = sortKeys[index];
                const sort: ThProps['sort'] = key
                  ? {
                      sortBy: { index: sortKeys.indexOf(sortBy), direction: sortDesc ? 'desc' : 'asc' },
                      onSort: (_event, _index, direction) => update({ sortBy: key, sortDesc: direction === 'desc' ? 'true' : '' }),
                      columnIndex: index,
                    }
                  : undefined;
                return (
                  <Th key={column} sort={sort}>
                    {column}
                  </Th>
                );
              })}
              <Th screenReaderText="Actions" />
            </Tr>
          </Thead>
          <Tbody>{body}</Tbody>
        </Table>
        <ListPagination page={page} pageSize={EMPLOYEE_PAGE_SIZE} total={list.data?.total ?? 0} onPage={(next) => update({ page: next > 1 ? String(next) : '' })} />
      </PageSection>
      <ConfirmDeleteModal
        title="Delete employee?"
        message={deleting && `${deleting.firstName} ${deleting.surname} (${deleting.employeeNumber}) will be deleted. This cannot be undone.`}
        isDeleting={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onError: (error) => setDeleteError(error.message),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
