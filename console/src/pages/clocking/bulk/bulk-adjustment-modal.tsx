import { Alert, Form, FormGroup, FormSelect, FormSelectOption, Radio, TextArea, TextInput } from '@patternfly/react-core';
import { isIsoDate, type AdjustmentKind, type CreateAdjustmentResult } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../../api/client';
import { useFetchAdjustmentTypes, useFetchShiftAdjustmentReasons } from '../../../queries/adjustments';
import { useMatchingEmployees, type EmployeeFilter } from '../../../queries/bulk-actions';
import { adjustmentRequestOf, needsTimeValue, type AdjustmentForm } from '../../clocking-employee-shift/tabs/adjustment-request';
import { DONE } from '../../clocking-employee-shift/tabs/adjustment-result';
import { ACTIONS, DIALOG_TITLE, NO_PAY_OPTIONS, TimeValueSelect } from '../../clocking-employee-shift/tabs/time-adjustments-tab';
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
  const [form, setForm] = useState<AdjustmentForm>({
    kind: kinds[0],
    action: null,
    typeID: '',
    timeValue: 'normal',
    toTimeValue: 'overtime1',
    noPayType: null,
    time: '',
    over24Hours: false,
    reasonID: '',
    note: '',
  });
  const [date, setDate] = useState(initialDate);
  const [filter, setFilter] = useState<EmployeeFilter>(initialFilter);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (changes: Partial<AdjustmentForm>) => setForm((current) => ({ ...current, ...changes }));
  const matching = useMatchingEmployees(filter);
  const types = useFetchAdjustmentTypes(form.kind === 'time');
  const reasons = useFetchShiftAdjustmentReasons(true);
  const run = useBulkRun();
  const { kind } = form;
  const needsValue = needsTimeValue(kind, form.action);

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
        {kind === 'time' && (
          <>
            <FormGroup role="radiogroup" isInline fieldId="bulk-adjustment-action" label="Add/Deduct Time">
              {ACTIONS.map((option) => (
                <Radio
                  key={option.value}
                  id={`bulk-adjustment-action-${option.value}`}
                  name="bulk-adjustment-action"
                  label={option.label}
                  isChecked={form.action === option.value}
                  onChange={() => set({ action: option.value, typeID: '' })}
                />
              ))}
            </FormGroup>
            <FormGroup label="Adjustment type" fieldId="bulk-adjustment-type">
              <FormSelect id="bulk-adjustment-type" value={form.typeID} onChange={(_event, typeID) => set({ typeID })} isDisabled={form.action === null}>
                <FormSelectOption value="" label="—" />
                {(types.data ?? [])
                  .filter((type) => type.action === form.action)
                  .map((type) => (
                    <FormSelectOption key={type.id} value={type.id} label={type.name} />
                  ))}
              </FormSelect>
            </FormGroup>
          </>
        )}
        {kind === 'fromNoPay' && (
          <FormGroup role="radiogroup" isInline fieldId="bulk-no-pay-type" label="No pay">
            {NO_PAY_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                id={`bulk-no-pay-${option.value}`}
                name="bulk-no-pay-type"
                label={option.label}
                isChecked={form.noPayType === option.value}
                onChange={() => set({ noPayType: option.value })}
              />
            ))}
          </FormGroup>
        )}
        {needsValue && <TimeValueSelect id="bulk-time-value" label={kind === 'transfer' ? 'From' : 'Time value'} value={form.timeValue} onChange={(timeValue) => set({ timeValue })} />}
        {kind === 'transfer' && <TimeValueSelect id="bulk-to-time-value" label="To" value={form.toTimeValue} onChange={(toTimeValue) => set({ toTimeValue })} />}
        <FormGroup label="Time (hrs:mins)" fieldId="bulk-adjustment-time" isRequired>
          <TextInput id="bulk-adjustment-time" value={form.time} onChange={(_event, time) => set({ time })} placeholder="0:00" />
        </FormGroup>
        <FormGroup role="radiogroup" isInline fieldId="bulk-adjustment-range" label="Time option">
          <Radio id="bulk-under-24" name="bulk-adjustment-range" label="< 24 hrs" isChecked={!form.over24Hours} onChange={() => set({ over24Hours: false })} />
          <Radio id="bulk-over-24" name="bulk-adjustment-range" label=">= 24 hrs" isChecked={form.over24Hours} onChange={() => set({ over24Hours: true })} />
        </FormGroup>
        <FormGroup label="Reason" fieldId="bulk-adjustment-reason">
          <FormSelect id="bulk-adjustment-reason" value={form.reasonID} onChange={(_event, reasonID) => set({ reasonID })}>
            <FormSelectOption value="" label="—" />
            {(reasons.data ?? []).map((reason) => (
              <FormSelectOption key={reason.id} value={reason.id} label={reason.name} />
            ))}
          </FormSelect>
        </FormGroup>
        <FormGroup label="Note" fieldId="bulk-adjustment-note">
          <TextArea id="bulk-adjustment-note" value={form.note} onChange={(_event, note) => set({ note })} />
        </FormGroup>
        <EmployeeFilterFields filter={filter} onChange={setFilter} />
        <MatchingCount matching={matching} />
      </Form>
    </BulkRunModal>
  );
}
