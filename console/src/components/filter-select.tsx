import { FormGroup, FormSelect, FormSelectOption, ToolbarItem } from '@patternfly/react-core';

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  /** The first option's label: it filters nothing (value ''). */
  allLabel: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}

/** A list's filter in its toolbar: a labelled select of the values it may be narrowed to, or all. */
export function FilterSelect<V extends string>({ id, label, allLabel, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <ToolbarItem>
      <FormGroup label={label} fieldId={id}>
        <FormSelect id={id} value={value} onChange={(_event, next) => onChange(next as V | '')}>
          <FormSelectOption value="" label={allLabel} />
          {options.map((option) => (
            <FormSelectOption key={option.value} value={option.value} label={option.label} />
          ))}
        </FormSelect>
      </FormGroup>
    </ToolbarItem>
  );
}
