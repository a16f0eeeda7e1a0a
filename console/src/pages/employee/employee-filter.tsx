import {
  ActionGroup,
  Button,
  Content,
  Form,
  FormGroup,
  FormHelperText,
  FormSelect,
  FormSelectOption,
  HelperText,
  HelperTextItem,
  PageSection,
  TextInput,
} from '@patternfly/react-core';
import { APPOINTMENT_DATE_RANGES, EMPLOYEE_FILTER, EMPLOYEE_STATUSES } from '@tna/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { useFetchIdNames, type EntityRecord } from '../../queries/entities';
import { CUSTOM_RANGE, EMPLOYEE_FILTERS, FILTER_PARAMS, FilterSelect } from './employee-toolbar';

type Values = Record<(typeof FILTER_PARAMS)[number], string>;

const valuesOf = (params: URLSearchParams): Values => Object.fromEntries(FILTER_PARAMS.map((key) => [key, params.get(key) ?? ''])) as Values;

/** A saved employee filter (setupEvents) as the filter screen's values. */
function savedValues(saved: EntityRecord): Partial<Values> {
  const from = (saved.appointmentDateFrom as string | null) ?? '';
  const to = (saved.appointmentDateTo as string | null) ?? '';
  const values: Partial<Values> = { surname: (saved.surname as string | null) ?? '', preferredName: (saved.preferredName as string | null) ?? '' };
  for (const { key } of EMPLOYEE_FILTERS) values[key] = (saved[key] as string | null) ?? '';
  return { ...values, appointed: from || to ? CUSTOM_RANGE : '', appointedFrom: from, appointedTo: to };
}

/**
 * `/employee-filter` and `/employee-filter-advanced`: every filter key of the employee list (the
 * advanced screen adds the less used ones and saved employee filters), applied by opening the
 * list with them.
 */
export function EmployeeFilterPage() {
  const navigate = useNavigate();
  const advanced = useLocation().pathname.endsWith('-advanced');
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>(() => valuesOf(params));
  const savedFilters = useFetchIdNames(advanced ? EMPLOYEE_FILTER.calls.idName : undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const shown = advanced ? EMPLOYEE_FILTERS : EMPLOYEE_FILTERS.slice(0, 3);

  const apply = () => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value.trim()) next.set(key, value.trim());
    if (values.appointed !== CUSTOM_RANGE) {
      next.delete('appointedFrom');
      next.delete('appointedTo');
    }
    navigate(`/employee?${next}`);
  };

  const loadSaved = (id: string) => {
    if (!id) return;
    setLoadError(null);
    callApi<EntityRecord>(EMPLOYEE_FILTER.calls.get, { query: { ID: id } }).then(
      (saved) => set(savedValues(saved)),
      (error: Error) => setLoadError(error.message),
    );
  };

  return (
    <>
      <PageSection>
        <Content component="h1">Employee Filter</Content>
        <Content component="p">
          {advanced ? <Link to={`/employee-filter?${params}`}>Fewer filters</Link> : <Link to={`/employee-filter-advanced?${params}`}>Advanced filter</Link>}
        </Content>
      </PageSection>
      <PageSection>
        <Form
          aria-label="Employee filter"
          style={{ maxWidth: '40rem' }}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {advanced && (
            <FormGroup label="Saved filter" fieldId="saved-filter">
              <FormSelect id="saved-filter" aria-label="Saved filter" value="" onChange={(_event, id) => loadSaved(id)}>
                <FormSelectOption value="" label={savedFilters.data?.length === 0 ? 'No saved filters' : 'Start from a saved filter'} />
                {savedFilters.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
              </FormSelect>
              {loadError && (
                <FormHelperText>
                  <HelperText>
                    <HelperTextItem variant="error">{loadError}</HelperTextItem>
                  </HelperText>
                </FormHelperText>
              )}
            </FormGroup>
          )}
          <FormGroup label="Surname starts with" fieldId="filter-surname">
            <TextInput id="filter-surname" value={values.surname} onChange={(_event, surname) => set({ surname })} />
          </FormGroup>
          <FormGroup label="Preferred name starts with" fieldId="filter-preferred-name">
            <TextInput id="filter-preferred-name" value={values.preferredName} onChange={(_event, preferredName) => set({ preferredName })} />
          </FormGroup>
          {shown.map(({ key, label, entity }) => (
            <FormGroup key={key} label={label} fieldId={`filter-${key}`}>
              <FilterSelect label={label} entity={entity} value={values[key]} onChange={(value) => set({ [key]: value })} />
            </FormGroup>
          ))}
          <FormGroup label="Status" fieldId="filter-status">
            <FormSelect id="filter-status" value={values.employeeStatus} onChange={(_event, employeeStatus) => set({ employeeStatus })}>
              <FormSelectOption value="" label="Any status" />
              {EMPLOYEE_STATUSES.map((status) => (
                <FormSelectOption key={status.value} value={String(status.value)} label={status.label} />
              ))}
            </FormSelect>
          </FormGroup>
          <FormGroup label="Appointment date" fieldId="filter-appointed">
            <FormSelect id="filter-appointed" value={values.appointed} onChange={(_event, appointed) => set({ appointed })}>
              <FormSelectOption value="" label="Any time" />
              <FormSelectOption value={CUSTOM_RANGE} label="Custom" />
              {APPOINTMENT_DATE_RANGES.map((range) => (
                <FormSelectOption key={range} value={range} label={range} />
              ))}
            </FormSelect>
          </FormGroup>
          {values.appointed === CUSTOM_RANGE && (
            <>
              <FormGroup label="Appointed from" fieldId="filter-appointed-from">
                <TextInput id="filter-appointed-from" type="date" value={values.appointedFrom} onChange={(_event, appointedFrom) => set({ appointedFrom })} />
              </FormGroup>
              <FormGroup label="Appointed to" fieldId="filter-appointed-to">
                <TextInput id="filter-appointed-to" type="date" value={values.appointedTo} onChange={(_event, appointedTo) => set({ appointedTo })} />
              </FormGroup>
            </>
          )}
          <ActionGroup>
            <Button type="submit" variant="primary">
              Apply
            </Button>
            <Button variant="secondary" onClick={() => setValues(valuesOf(new URLSearchParams()))}>
              Clear
            </Button>
            <Button variant="link" onClick={() => navigate(`/employee?${params}`)}>
              Cancel
            </Button>
          </ActionGroup>
        </Form>
      </PageSection>
    </>
  );
}
