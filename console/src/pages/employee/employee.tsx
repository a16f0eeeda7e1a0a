import { Button, ToolbarItem } from '@patternfly/react-core';
import { EMPLOYEE_STATUSES, hasAnyPermission, type EmployeeListItem } from '@tna/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage, useListParams, type ListColumn } from '../../components/list-page';
import { useDeleteEmployeeMutation, useFetchEmployeeList } from '../../queries/employee-record';
import { userRights, useSession } from '../../session/session';
import { BulkUpdateModal } from './bulk-update-modal';
import { EmployeeFilters, requestFromParams } from './employee-toolbar';

/** The employee list's page size: the specification's client default (part 1 §9). */
export const EMPLOYEE_PAGE_SIZE = 250;

const statusLabel = (status: number) => EMPLOYEE_STATUSES.find((option) => option.value === status)?.label ?? String(status);

/** Sort keys are the list call's; department and job title do not sort. */
const columns: ListColumn<EmployeeListItem>[] = [
  { title: 'Employee #', cell: (employee) => employee.employeeNumber, sortKey: 'employeeNumber' },
  { title: 'Surname', cell: (employee) => employee.surname, sortKey: 'surname' },
  { title: 'First name', cell: (employee) => employee.firstName, sortKey: 'firstName' },
  { title: 'Preferred name', cell: (employee) => employee.preferredName, sortKey: 'preferredName' },
  { title: 'Department', cell: (employee) => employee.departmentName },
  { title: 'Job title', cell: (employee) => employee.jobTitleName },
  { title: 'Status', cell: (employee) => statusLabel(employee.employeeStatus), sortKey: 'employeeStatus' },
  { title: 'Appointed', cell: (employee) => employee.appointmentDate, sortKey: 'appointmentDate' },
];

/** `/employee`: search and filter the employees on the server, then open, add or delete one. The filters sit in the address. */
export function EmployeePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = useListParams({ sortBy: 'surname', pageSize: EMPLOYEE_PAGE_SIZE });
  const filters = requestFromParams(searchParams);
  const list = useFetchEmployeeList({ ...filters, ...params.request });
  const remove = useDeleteEmployeeMutation();
  const session = useSession();
  const mayBulkUpdate = session !== null && hasAnyPermission(userRights(session), ['empEmployeesEdit']);
  const [bulkOpen, setBulkOpen] = useState(false);
  return (
    <>

    <ListPage
      title="Employees"
      noun="Employee"
      columns={columns}
      nameOf={(employee) => `${employee.firstName} ${employee.surname}`}
      deleteMessage={(employee) => `${employee.firstName} ${employee.surname} (${employee.employeeNumber}) will be deleted. This cannot be undone.`}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => navigate('/add-employee')}
      onEdit={(employee) => navigate(`/edit-employee/${employee.id}`)}
      searchLabel="Search employees"
      searchPlaceholder="Name or employee #"
      toolbarItems={
        <>
          <ToolbarItem>
            <Button variant="secondary" onClick={() => navigate(`/employee-filter?${searchParams}`)}>
              More filters
            </Button>
          </ToolbarItem>
          {mayBulkUpdate && (
            <ToolbarItem>
              <Button variant="secondary" onClick={() => setBulkOpen(true)}>
                Bulk update
              </Button>
            </ToolbarItem>
          )}
        </>
      }
      toolbarRows={<EmployeeFilters params={searchParams} onChange={params.update} />}
      isFiltered={Object.keys(filters).length > 0}
    />
    {bulkOpen && <BulkUpdateModal filter={filters} onClose={() => setBulkOpen(false)} />}
    </>
  );
}
