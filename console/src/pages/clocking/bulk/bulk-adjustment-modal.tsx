import { Alert, Form, FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { isIsoDate, type AdjustmentKind, type CreateAdjustmentResult } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../../api/client';
import { useMatchingEmployees, type EmployeeFilter } from '../../../queries/bulk-actions';
import { AdjustmentFields, DIALOG_TITLE, emptyAdjustmentForm } from '../../clocking-employee-shift/tabs/adjustment-fields';
import { adjustmentRequestOf, type AdjustmentForm } from '../../clocking-employee-shift/tabs/adjustment-request';
import { DONE } from '../../clocking-employee-shift/tabs/adjustment-result';
import { BulkRunModal, useBulkRun } from './bulk-run';
import { EmployeeFilterFields, MatchingCount } from './employee-filter-fields';

export interface BulkAdjustmentModalProps {
  /** The kinds offered: fromNoPay only with clkNoPay. */
  kinds: readonly AdjustmentKind[];
  initialDate: string;
  initialFilter?: EmployeeFilter;
  onClose: () => void;
}

/**
 * One time adjustment for the same day of every employee the filter keys choose: CreateAdjustment
 * per employee by employee and date (a day without a shift row yet is code 10), each result code shown.
 */
export function BulkAdjustmentModal({ kinds, initialDate, initialFilter = {}, onClose }: BulkAdjustmentModalProps) {
  const [form, setForm] = useState<AdjustmentForm>(() => emptyAdjustmentForm(kinds[0]));
  const [date, setDate] = useState(initialDate);
  const [filter, setFilter] = useState<EmployeeFilter>(initialFilter);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (changes: Partial<AdjustmentForm>) => setForm((current) => ({ ...current, ...changes }));
  const matching = useMatchingEmployees(filter);
  const run = useBulkRun();
  const { kind } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(date)) return setProblem('Enter the day to adjust');
    const checked = adjustmentRequestOf(form);
    if ('problem' in checked) return setProblem(checked.problem);
    const employees = matching.data?.items ?? [];
    if (employees.length === 0) return setProblem('No employee matches the filter');
    setProblem(null);
    void run.start(employees, async (employee) => {
      const answer = await callApi<CreateAdjustmentResult>('CreateAdjustment', { body: { ...checked.request, employeeID: employee.id, date } });
      return { state: DONE.has(answer.resultCode) ? 'done' : 'refused', code: answer.resultCode, text: answer.resultText };
    });
  };

  return (
    <BulkRunModal title={`${DIALOG_TITLE[kind]} for many employees`} run={run} onClose={onClose} formID="bulk-adjustment-form" canStart={(matching.data?.items.length ?? 0) > 0}>
      {problem && <Alert isInline variant="danger" title={problem} />}
      <Form id="bulk-adjustment-form" onSubmit={submit} isHorizontal>
        <FormGroup label="Adjustment" fieldId="bulk-adjustment-kind" isRequired>
          <FormSelect id="bulk-adjustment-kind" value={kind} onChange={(_event, value) => set({ kind: value as AdjustmentKind, action: null, typeID: '', noPayType: null })}>
            {kinds.map((option) => (
              <FormSelectOption key={option} value={option} label={DIALOG_TITLE[option]} />
            ))}
          </FormSelect>
        </FormGroup>
        <FormGroup label="Day" fieldId="bulk-adjustment-date" isRequired>
          <TextInput id="bulk-adjustment-date" type="date" value={date} onChange={(_event, value) => setDate(value)} />
        </FormGroup>
        <AdjustmentFields form={form} set={set} idPrefix="bulk-" />
        <EmployeeFilterFields filter={filter} onChange={setFilter} />
        <MatchingCount matching={matching} />
      </Form>
    </BulkRunModal>
  );
}
