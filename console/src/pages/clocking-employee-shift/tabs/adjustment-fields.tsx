import { FormGroup, FormSelect, FormSelectOption, Radio, TextArea, TextInput } from '@patternfly/react-core';
import { hoursMinutes, NO_PAY_TYPE_TEXT, TIME_VALUES, timeValueText, type AdjustmentKind, type EmployeeShift, type NoPayType, type TimeValue } from '@tna/contracts';
import { ReasonSelect } from '../../../components/reason-select';
import { useFetchAdjustmentTypes, type AdjustmentTypeOption } from '../../../queries/adjustments';
import { needsTimeValue, type AdjustmentForm } from './adjustment-request';

export const ACTIONS: { value: AdjustmentTypeOption['action']; label: string }[] = [
  { value: 'addTime', label: 'Add / pay time' },
  { value: 'deductTime', label: 'Deduct time' },
  { value: 'deductMakeUpTime', label: 'Deduct make-up time' },
  { value: 'deductShortTimeCarriedOver', label: 'Deduct short time carried over' },
  { value: 'none', label: 'None' },
];

export const NO_PAY_OPTIONS: { value: NoPayType; label: string; minutes: (shift: EmployeeShift) => number }[] = [
  { value: 'NP', label: NO_PAY_TYPE_TEXT.NP, minutes: (shift) => shift.noPayTimeTot - shift.noPayTotBefore - shift.noPayTotAfter },
  { value: 'NPB', label: NO_PAY_TYPE_TEXT.NPB, minutes: (shift) => shift.noPayTotBefore },
  { value: 'NPA', label: NO_PAY_TYPE_TEXT.NPA, minutes: (shift) => shift.noPayTotAfter },
];

export const DIALOG_TITLE: Record<AdjustmentKind, string> = {
  time: 'Create Adjustment',
  fromNoPay: 'Create from No Pay',
  futureOvertime: 'Approved Future Overtime',
  transfer: 'Transfer Time',
};

/** A blank form of the kind. */
export const emptyAdjustmentForm = (kind: AdjustmentKind): AdjustmentForm => ({
  kind,
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

export function TimeValueSelect({ id, label, value, onChange }: { id: string; label: string; value: TimeValue; onChange: (value: TimeValue) => void }) {
  return (
    <FormGroup label={label} fieldId={id}>
      <FormSelect id={id} value={value} onChange={(_event, chosen) => onChange(chosen as TimeValue)}>
        {TIME_VALUES.map((option) => (
          <FormSelectOption key={option} value={option} label={timeValueText(option)} />
        ))}
      </FormSelect>
    </FormGroup>
  );
}

interface AdjustmentFieldsProps {
  form: AdjustmentForm;
  set: (changes: Partial<AdjustmentForm>) => void;
  /** Before every field's id, so two forms can stand on one page. */
  idPrefix: string;
  /** The one day adjusted, when it is one: each no-pay option shows the day's minutes of it. */
  shift?: EmployeeShift;
}

/** The fields of one time adjustment after its kind: what it asks depends on the kind. */
export function AdjustmentFields({ form, set, idPrefix, shift }: AdjustmentFieldsProps) {
  const { kind } = form;
  const types = useFetchAdjustmentTypes(kind === 'time');
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <>
      {kind === 'time' && (
        <>
          <FormGroup role="radiogroup" isInline fieldId={id('adjustment-action')} label="Add/Deduct Time">
            {ACTIONS.map((option) => (
              <Radio
                key={option.value}
                id={id(`adjustment-action-${option.value}`)}
                name={id('adjustment-action')}
                label={option.label}
                isChecked={form.action === option.value}
                onChange={() => set({ action: option.value, typeID: '' })}
              />
            ))}
          </FormGroup>
          <FormGroup label="Adjustment type" fieldId={id('adjustment-type')}>
            <FormSelect id={id('adjustment-type')} value={form.typeID} onChange={(_event, typeID) => set({ typeID })} isDisabled={form.action === null}>
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
        <FormGroup role="radiogroup" isInline fieldId={id('no-pay-type')} label="No pay">
          {NO_PAY_OPTIONS.map((option) => (
            <Radio
              key={option.value}
              id={id(`no-pay-${option.value}`)}
              name={id('no-pay-type')}
              label={shift ? `${option.label} (${hoursMinutes(option.minutes(shift))})` : option.label}
              isChecked={form.noPayType === option.value}
              onChange={() => set({ noPayType: option.value })}
            />
          ))}
        </FormGroup>
      )}
      {needsTimeValue(kind, form.action) && (
        <TimeValueSelect id={id('time-value')} label={kind === 'transfer' ? 'From' : 'Time value'} value={form.timeValue} onChange={(timeValue) => set({ timeValue })} />
      )}
      {kind === 'transfer' && <TimeValueSelect id={id('to-time-value')} label="To" value={form.toTimeValue} onChange={(toTimeValue) => set({ toTimeValue })} />}
      <FormGroup label="Time (hrs:mins)" fieldId={id('adjustment-time')} isRequired>
        <TextInput id={id('adjustment-time')} value={form.time} onChange={(_event, time) => set({ time })} placeholder="0:00" />
      </FormGroup>
      <FormGroup role="radiogroup" isInline fieldId={id('adjustment-range')} label="Time option">
        <Radio id={id('under-24')} name={id('adjustment-range')} label="< 24 hrs" isChecked={!form.over24Hours} onChange={() => set({ over24Hours: false })} />
        <Radio id={id('over-24')} name={id('adjustment-range')} label=">= 24 hrs" isChecked={form.over24Hours} onChange={() => set({ over24Hours: true })} />
      </FormGroup>
      <ReasonSelect id={id('adjustment-reason')} value={form.reasonID} onChange={(reasonID) => set({ reasonID })} />
      <FormGroup label="Note" fieldId={id('adjustment-note')}>
        <TextArea id={id('adjustment-note')} value={form.note} onChange={(_event, note) => set({ note })} />
      </FormGroup>
    </>
  );
}
