import { Checkbox, FormGroup, FormSelect, FormSelectOption, Grid, GridItem, TextInput } from '@patternfly/react-core';
import { useId } from 'react';
import { useFetchIdNames } from '../../queries/entities';
import { STATUS_CHOICES, type ReportOption } from './report-pages';
import type { OptionValue } from './report-request';

/** One of a report's own options, drawn by its kind. */
export function ReportOptionField({ option, value, onChange }: { option: ReportOption; value: OptionValue; onChange: (value: OptionValue) => void }) {
  const id = useId();
  switch (option.kind) {
    case 'boolean':
      // In a FormGroup so that a horizontal form puts it under the other fields' controls.
      return (
        <FormGroup fieldId={id}>
          <Checkbox id={id} label={option.label} isChecked={value === true} onChange={(_event, checked) => onChange(checked)} />
        </FormGroup>
      );
    case 'integer':
      return (
        <FormGroup label={option.label} fieldId={id}>
          <TextInput id={id} type="number" min={option.min} max={option.max} value={String(value)} onChange={(_event, text) => onChange(text)} />
        </FormGroup>
      );
    case 'choice':
      return (
        <FormGroup label={option.label} fieldId={id}>
          <FormSelect id={id} value={String(value)} onChange={(_event, chosen) => onChange(chosen)}>
            {!option.required && <FormSelectOption value="" label="All" />}
            {option.choices.map((choice) => (
              <FormSelectOption key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </FormSelect>
        </FormGroup>
      );
    case 'date':
    case 'time':
      return (
        <FormGroup label={option.label} fieldId={id}>
          <TextInput id={id} type={option.kind} value={String(value)} onChange={(_event, text) => onChange(text)} />
        </FormGroup>
      );
    case 'timeZone':
      return (
        <FormGroup label={option.label} fieldId={id}>
          <TextInput id={id} list={`${id}-zones`} value={String(value)} placeholder="The installation's zone" onChange={(_event, text) => onChange(text.trim())} />
          <datalist id={`${id}-zones`}>
            {Intl.supportedValuesOf('timeZone').map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </FormGroup>
      );
    case 'statuses':
      return <Ticks label={option.label} choices={STATUS_CHOICES} value={value as string[]} onChange={onChange} />;
    case 'records':
      return <RecordTicks label={option.label} call={option.call} value={value as string[]} onChange={onChange} />;
  }
}

function RecordTicks({ label, call, value, onChange }: { label: string; call: string; value: string[]; onChange: (value: string[]) => void }) {
  const names = useFetchIdNames(call);
  return <Ticks label={label} choices={(names.data ?? []).map((name) => ({ value: name.id, label: name.name }))} value={value} onChange={onChange} />;
}

/** A ticked list; none ticked means all, unless the option is required (the form then says so). */
function Ticks({ label, choices, value, onChange }: { label: string; choices: readonly { value: string; label: string }[]; value: string[]; onChange: (value: string[]) => void }) {
  const id = useId();
  const toggle = (choice: string, checked: boolean) => onChange(checked ? [...value, choice] : value.filter((ticked) => ticked !== choice));
  return (
    <FormGroup label={label} role="group" fieldId={id}>
      <Grid md={6} style={{ maxHeight: '14rem', overflowY: 'auto' }} aria-label={label}>
        {choices.map((choice) => (
          <GridItem key={choice.value}>
            <Checkbox id={`${id}-${choice.value}`} label={choice.label} isChecked={value.includes(choice.value)} onChange={(_event, checked) => toggle(choice.value, checked)} />
          </GridItem>
        ))}
      </Grid>
    </FormGroup>
  );
}
