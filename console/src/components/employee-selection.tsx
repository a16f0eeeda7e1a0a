import { Alert, Button, Content, FormGroup, FormSelect, FormSelectOption, Label, LabelGroup, TextInput } from '@patternfly/react-core';
import { EMPLOYEE_FILTER, type ReportFilterEmployee, type ReportFilterKey } from '@tna/contracts';
import { useId, useState } from 'react';
import { IdNameSelect } from '../pages/clocking/actions/action-dialog';
import { EmployeePicker, employeeLabel } from '../pages/clocking/components/employee-picker';
import type { EmployeeSummary } from '../queries/employees';
import { findFilterEmployees, useReportFilterKeys } from '../queries/report-filters';
import { canCall, useSession } from '../session/session';

/** The employees the filter keys found: every id, and the first few to show. */
export interface FilterMatches {
  ids: string[];
  shown: ReportFilterEmployee[];
}

/**
 * Whom a report or graph covers (docs/reports.md, "Console"): every employee, employees picked
 * one by one, a saved employee filter, or the employee filter keys (the employees they find
 * now are sent by id).
 */
export type EmployeeSelectionValue =
  | { mode: 'all' }
  | { mode: 'employees'; employees: EmployeeSummary[] }
  | { mode: 'filter'; reportFilterID: string }
  | { mode: 'keys'; keys: Record<string, string>; matches: FilterMatches | null };

type Mode = EmployeeSelectionValue['mode'];

export const ALL_EMPLOYEES: EmployeeSelectionValue = { mode: 'all' };

/** The modes, each offered when the user may make the call it needs. */
const MODES: readonly { value: Mode; label: string; call?: string }[] = [
  { value: 'all', label: 'All employees' },
  { value: 'employees', label: 'Chosen employees', call: 'GetEmployees' },
  { value: 'filter', label: 'Saved employee filter', call: EMPLOYEE_FILTER.calls.idName },
  { value: 'keys', label: 'Employee filter keys', call: 'reportFilterEmployeesCreate' },
];

/** The selection as the calls take it: `employeeIDs`, `reportFilterID`, or neither for every employee. */
export function selectionRequest(selection: EmployeeSelectionValue): { employeeIDs?: string[]; reportFilterID?: string } {
  if (selection.mode === 'employees') return { employeeIDs: selection.employees.map((employee) => employee.id) };
  if (selection.mode === 'keys') return { employeeIDs: selection.matches?.ids ?? [] };
  if (selection.mode === 'filter') return { reportFilterID: selection.reportFilterID };
  return {};
}

/** Whether the selection names someone: an employee, a filter, or keys that found employees. */
export function isSelectionComplete(selection: EmployeeSelectionValue): boolean {
  if (selection.mode === 'employees') return selection.employees.length > 0;
  if (selection.mode === 'filter') return selection.reportFilterID !== '';
  if (selection.mode === 'keys') return (selection.matches?.ids.length ?? 0) > 0;
  return true;
}

const startOf = (mode: Mode): EmployeeSelectionValue =>
  mode === 'employees' ? { mode, employees: [] } : mode === 'filter' ? { mode, reportFilterID: '' } : mode === 'keys' ? { mode, keys: {}, matches: null } : { mode };

export function EmployeeSelection({ value, onChange }: { value: EmployeeSelectionValue; onChange: (value: EmployeeSelectionValue) => void }) {
  const id = useId();
  const session = useSession();
  const modes = MODES.filter((mode) => !mode.call || canCall(session, mode.call));
  return (
    <>
      <FormGroup label="Employees" fieldId={`${id}-mode`}>
        <FormSelect id={`${id}-mode`} value={value.mode} onChange={(_event, mode) => onChange(startOf(mode as Mode))}>
          {modes.map((mode) => (
            <FormSelectOption key={mode.value} value={mode.value} label={mode.label} />
          ))}
        </FormSelect>
      </FormGroup>
      {value.mode === 'employees' && <ChosenEmployees employees={value.employees} onChange={(employees) => onChange({ mode: 'employees', employees })} />}
      {value.mode === 'filter' && (
        <IdNameSelect label="Employee filter" call={EMPLOYEE_FILTER.calls.idName} value={value.reportFilterID} onChange={(reportFilterID) => onChange({ mode: 'filter', reportFilterID })} placeholder="Choose a filter" />
      )}
      {value.mode === 'keys' && <FilterKeys keys={value.keys} matches={value.matches} onChange={(keys, matches) => onChange({ mode: 'keys', keys, matches })} />}
    </>
  );
}

/** A typeahead adding one employee at a time; each chosen one is a label that can be removed. */
function ChosenEmployees({ employees, onChange }: { employees: EmployeeSummary[]; onChange: (employees: EmployeeSummary[]) => void }) {
  const id = useId();
  const add = (employee: EmployeeSummary | null) => {
    if (employee && !employees.some((chosen) => chosen.id === employee.id)) onChange([...employees, employee]);
  };
  return (
    <FormGroup label={<span id={`${id}-label`}>Add an employee</span>} fieldId={id}>
      {/* Keyed by the count so the picker empties after each pick, ready for the next name. */}
      <EmployeePicker key={employees.length} id={id} labelledBy={`${id}-label`} selected={null} onSelect={add} />
      {employees.length > 0 && (
        <LabelGroup categoryName="Chosen" numLabels={10} aria-label="Chosen employees">
          {employees.map((employee) => (
            <Label key={employee.id} onClose={() => onChange(employees.filter((chosen) => chosen.id !== employee.id))} closeBtnAriaLabel={`Remove ${employeeLabel(employee)}`}>
              {employeeLabel(employee)}
            </Label>
          ))}
        </LabelGroup>
      )}
    </FormGroup>
  );
}

/**
 * The employee filter keys ReportFilterEmployeesInitialize offers; Find employees asks
 * reportFilterEmployeesCreate for every match. Changing a key forgets the matches, so what is
 * sent is always what the keys on screen found.
 */
function FilterKeys({ keys, matches, onChange }: { keys: Record<string, string>; matches: FilterMatches | null; onChange: (keys: Record<string, string>, matches: FilterMatches | null) => void }) {
  const offered = useReportFilterKeys();
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string>();
  const find = async () => {
    setFinding(true);
    setError(undefined);
    try {
      onChange(keys, await findFilterEmployees(keys));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setFinding(false);
    }
  };
  if (offered.isError) return <Alert variant="danger" isInline isPlain title={`Cannot offer the filter keys: ${offered.error.message}`} />;
  return (
    <>
      {offered.data?.keys.map((key) => <FilterKeyField key={key.name} filterKey={key} value={keys[key.name] ?? ''} onChange={(value) => onChange({ ...keys, [key.name]: value }, null)} />)}
      <FormGroup fieldId="find-employees">
        <Button id="find-employees" variant="secondary" onClick={() => void find()} isLoading={finding} isDisabled={finding || !offered.data}>
          Find employees
        </Button>
        {error && <Alert variant="danger" isInline isPlain title={`Cannot find the employees: ${error}`} />}
        {matches && (
          <Content component="p" aria-live="polite">
            {matches.ids.length === 0
              ? 'No employee matches these keys.'
              : `${matches.ids.length} employee${matches.ids.length === 1 ? '' : 's'} found: ${matches.shown.map((employee) => `${employee.name} (${employee.employeeNumber})`).join(', ')}${matches.ids.length > matches.shown.length ? ', …' : ''}`}
          </Content>
        )}
      </FormGroup>
    </>
  );
}

function FilterKeyField({ filterKey, value, onChange }: { filterKey: ReportFilterKey; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormGroup label={filterKey.label} fieldId={id}>
      {filterKey.type === 'reference' ? (
        <FormSelect id={id} value={value} onChange={(_event, chosen) => onChange(chosen)}>
          <FormSelectOption value="" label="Any" />
          {filterKey.options?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
        </FormSelect>
      ) : (
        <TextInput id={id} type={filterKey.type === 'date' ? 'date' : 'text'} value={value} onChange={(_event, text) => onChange(text)} />
      )}
    </FormGroup>
  );
}
