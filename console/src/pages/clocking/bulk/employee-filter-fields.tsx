import { Alert, FormGroup, FormSelect, FormSelectOption, Spinner, TextInput } from '@patternfly/react-core';
import { EMPLOYEE_STATUSES } from '@tna/contracts';
import { BULK_MAX_EMPLOYEES, type EmployeeFilter, type useMatchingEmployees } from '../../../queries/bulk-actions';
import { EMPLOYEE_FILTERS, FilterSelect } from '../../employee/employee-toolbar';

/** The employee filter keys a bulk action chooses its employees by (the employee list's). */
export function EmployeeFilterFields({ filter, onChange }: { filter: EmployeeFilter; onChange: (filter: EmployeeFilter) => void }) {
  const set = (key: string, value: unknown) => {
    const next: Record<string, unknown> = { ...filter, [key]: value };
    if (value === '' || value === undefined) delete next[key];
    onChange(next as EmployeeFilter);
  };
  return (
    <>
      <FormGroup label="Name or employee #" fieldId="bulk-search">
        <TextInput id="bulk-search" value={filter.search ?? ''} onChange={(_event, search) => set('search', search.trim() === '' ? undefined : search)} />
      </FormGroup>
      {EMPLOYEE_FILTERS.map(({ key, label, entity }) => (
        <FormGroup key={key} label={label} fieldId={`bulk-${key}`}>
          <FilterSelect label={label} entity={entity} value={typeof filter[key] === 'string' ? filter[key] : ''} onChange={(value) => set(key, value)} />
        </FormGroup>
      ))}
      <FormGroup label="Status" fieldId="bulk-status">
        <FormSelect id="bulk-status" aria-label="Status" value={filter.employeeStatus === undefined ? '' : String(filter.employeeStatus)} onChange={(_event, status) => set('employeeStatus', status === '' ? undefined : Number(status))}>
          <FormSelectOption value="" label="Any status" />
          {EMPLOYEE_STATUSES.map((status) => (
            <FormSelectOption key={status.value} value={String(status.value)} label={status.label} />
          ))}
        </FormSelect>
      </FormGroup>
    </>
  );
}

/** How many employees the filter chose, or why none can be acted on. */
export function MatchingCount({ matching }: { matching: ReturnType<typeof useMatchingEmployees> }) {
  if (matching.isPending) return <Spinner size="md" aria-label="Finding the employees" />;
  if (matching.isError) return <Alert isInline variant="danger" title={`Cannot list the employees: ${matching.error.message}`} />;
  const { items, total } = matching.data;
  if (total === 0) return <Alert isInline variant="warning" title="No employee matches the filter" />;
  if (total > items.length) return <Alert isInline variant="warning" title={`${total} employees match; only the first ${BULK_MAX_EMPLOYEES} by employee # are acted on`} />;
  return <Alert isInline variant="info" title={`${total} ${total === 1 ? 'employee matches' : 'employees match'} the filter`} />;
}
