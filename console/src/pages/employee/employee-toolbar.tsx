import { FormSelect, FormSelectOption, ToolbarContent, ToolbarGroup, ToolbarItem } from '@patternfly/react-core';
import { APPOINTMENT_DATE_RANGES, EMPLOYEE_STATUSES, idNameCallOf, type EmployeeListRequest } from '@tna/contracts';
import type { UpdateListParams } from '../../components/list-page';
import { useFetchIdNames } from '../../queries/entities';

/** The id filter keys of part 1 §3 the console offers, with the setup whose records they pick. */
export const EMPLOYEE_FILTERS = [
  { key: 'departmentID', label: 'Department', entity: 'Department' },
  { key: 'businessUnitID', label: 'Business unit', entity: 'BusinessUnit' },
  { key: 'jobTitleID', label: 'Job title', entity: 'JobTitle' },
  { key: 'costCentreID', label: 'Cost centre', entity: 'CostCentre' },
  { key: 'teamID', label: 'Team', entity: 'Team' },
  { key: 'genderID', label: 'Gender', entity: 'Gender' },
  { key: 'scannerGroupID', label: 'Reader group', entity: 'ScannerGroup' },
] as const;

/** Every key the employee list keeps in its address, so a filter can be linked to and survives a reload. */
export const FILTER_PARAMS = ['search', 'surname', 'preferredName', ...EMPLOYEE_FILTERS.map((filter) => filter.key), 'employeeStatus', 'appointed', 'appointedFrom', 'appointedTo'] as const;

/** The custom appointment-date range, beside the decades. */
export const CUSTOM_RANGE = 'custom';

/** Wide enough for "Any business unit" and most names. */
const SELECT_STYLE = { minWidth: '13rem' };

/** The list request's filter part of the address's parameters. */
export function requestFromParams(params: URLSearchParams): Partial<EmployeeListRequest> {
  const request: Record<string, unknown> = {};
  for (const key of ['search', 'surname', 'preferredName', ...EMPLOYEE_FILTERS.map((filter) => filter.key)]) {
    const value = params.get(key)?.trim();
    if (value) request[key] = value;
  }
  const status = params.get('employeeStatus');
  if (status === '0' || status === '1') request.employeeStatus = Number(status);
  const appointed = params.get('appointed');
  if (appointed === CUSTOM_RANGE) {
    const from = params.get('appointedFrom') || undefined;
    const to = params.get('appointedTo') || undefined;
    if (from || to) request.appointmentDate = { from, to };
  } else if (appointed) {
    request.appointmentDate = appointed;
  }
  return request as Partial<EmployeeListRequest>;
}

export function FilterSelect({ label, entity, value, onChange }: { label: string; entity: string; value: string; onChange: (value: string) => void }) {
  const names = useFetchIdNames(idNameCallOf(entity));
  return (
    <FormSelect aria-label={label} value={value} onChange={(_event, next) => onChange(next)} style={SELECT_STYLE}>
      <FormSelectOption value="" label={`Any ${label.toLowerCase()}`} />
      {names.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
    </FormSelect>
  );
}

/** The list toolbar's row of common filter keys and appointment-date quick ranges. */
export function EmployeeFilters({ params, onChange }: { params: URLSearchParams; onChange: UpdateListParams }) {
  return (
    <ToolbarContent>
      <ToolbarGroup variant="filter-group">
        {EMPLOYEE_FILTERS.slice(0, 3).map(({ key, label, entity }) => (
          <ToolbarItem key={key}>
            <FilterSelect label={label} entity={entity} value={params.get(key) ?? ''} onChange={(value) => onChange({ [key]: value })} />
          </ToolbarItem>
        ))}
        <ToolbarItem>
          <FormSelect aria-label="Status" style={SELECT_STYLE} value={params.get('employeeStatus') ?? ''} onChange={(_event, employeeStatus) => onChange({ employeeStatus })}>
            <FormSelectOption value="" label="Any status" />
            {EMPLOYEE_STATUSES.map((status) => (
              <FormSelectOption key={status.value} value={String(status.value)} label={status.label} />
            ))}
          </FormSelect>
        </ToolbarItem>
        <ToolbarItem>
          <FormSelect
            aria-label="Appointed"
            style={SELECT_STYLE}
            value={params.get('appointed') ?? ''}
            onChange={(_event, appointed) => onChange({ appointed, appointedFrom: '', appointedTo: '' })}
          >
            <FormSelectOption value="" label="Appointed any time" />
            {APPOINTMENT_DATE_RANGES.map((range) => (
              <FormSelectOption key={range} value={range} label={`Appointed in the ${range}`} />
            ))}
            {params.get('appointed') === CUSTOM_RANGE && <FormSelectOption value={CUSTOM_RANGE} label="Custom dates" />}
          </FormSelect>
        </ToolbarItem>
      </ToolbarGroup>
    </ToolbarContent>
  );
}
