import { Button, FormGroup, FormSelect, FormSelectOption, Label, LabelGroup } from '@patternfly/react-core';
import { EMPLOYEE_FILTER } from '@tna/contracts';
import { useId } from 'react';
import { IdNameSelect } from '../pages/clocking/actions/action-dialog';
import { EmployeePicker, employeeLabel } from '../pages/clocking/components/employee-picker';
import type { EmployeeSummary } from '../queries/employees';

/**
 * Whom a report or graph covers (docs/reports.md, "Console"): every employee, employees picked
 * one by one, or a saved employee filter.
 */
export type EmployeeSelectionValue = { mode: 'all' } | { mode: 'employees'; employees: EmployeeSummary[] } | { mode: 'filter'; reportFilterID: string };

export const ALL_EMPLOYEES: EmployeeSelectionValue = { mode: 'all' };

const MODES = [
  { value: 'all', label: 'All employees' },
  { value: 'employees', label: 'Chosen employees' },
  { value: 'filter', label: 'Saved employee filter' },
] as const;

/** The selection as the calls take it: `employeeIDs`, `reportFilterID`, or neither for every employee. */
export function selectionRequest(selection: EmployeeSelectionValue): { employeeIDs?: string[]; reportFilterID?: string } {
  if (selection.mode === 'employees') return { employeeIDs: selection.employees.map((employee) => employee.id) };
  if (selection.mode === 'filter') return { reportFilterID: selection.reportFilterID };
  return {};
}

/** Whether the selection names someone: at least one employee, or a filter. */
export const isSelectionComplete = (selection: EmployeeSelectionValue) =>
  selection.mode === 'all' || (selection.mode === 'employees' ? selection.employees.length > 0 : selection.reportFilterID !== '');

export function EmployeeSelection({ value, onChange }: { value: EmployeeSelectionValue; onChange: (value: EmployeeSelectionValue) => void }) {
  const id = useId();
  const changeMode = (mode: EmployeeSelectionValue['mode']) => onChange(mode === 'employees' ? { mode, employees: [] } : mode === 'filter' ? { mode, reportFilterID: '' } : { mode });
  return (
    <>
      <FormGroup label="Employees" fieldId={`${id}-mode`}>
        <FormSelect id={`${id}-mode`} value={value.mode} onChange={(_event, mode) => changeMode(mode as EmployeeSelectionValue['mode'])}>
          {MODES.map((mode) => (
            <FormSelectOption key={mode.value} value={mode.value} label={mode.label} />
          ))}
        </FormSelect>
      </FormGroup>
      {value.mode === 'employees' && <ChosenEmployees employees={value.employees} onChange={(employees) => onChange({ mode: 'employees', employees })} />}
      {value.mode === 'filter' && (
        <IdNameSelect label="Employee filter" call={EMPLOYEE_FILTER.calls.idName} value={value.reportFilterID} onChange={(reportFilterID) => onChange({ mode: 'filter', reportFilterID })} placeholder="Choose a filter" />
      )}
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
      {employees.length > 1 && (
        <Button variant="link" isInline onClick={() => onChange([])}>
          Remove all
        </Button>
      )}
    </FormGroup>
  );
}
