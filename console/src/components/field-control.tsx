import {
  Button,
  Checkbox,
  FormGroup,
  FormHelperText,
  FormSelect,
  FormSelectOption,
  HelperText,
  HelperTextItem,
  Switch,
  TextArea,
  TextInput,
} from '@patternfly/react-core';
import TrashIcon from '@patternfly/react-icons/dist/esm/icons/trash-icon';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { idNameCallOf, type FieldDescriptor } from '@tna/contracts';
import { useFetchIdNames } from '../queries/entities';
import { useFetchEmployeesByID } from '../queries/employee-record';
import { EmployeePicker, employeeLabel } from '../pages/clocking/components/employee-picker';
import { rowsErrorOf, type FieldErrors } from './field-errors';

type Value = unknown;

/** The value a field starts with in a new record. */
export function initialValue(field: FieldDescriptor): Value {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'boolean') return false;
  if (field.type === 'references' || field.type === 'rows') return [];
  return null;
}

export function newRecord(fields: readonly FieldDescriptor[]): Record<string, Value> {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field)]));
}

/** Whether the form shows the field for the record as it stands (`shownWhen`). */
export function isShown(field: FieldDescriptor, record: Readonly<Record<string, Value>>): boolean {
  return !field.shownWhen || field.shownWhen.values.includes(record[field.shownWhen.field] as string | number | boolean);
}

/** The record as sent: a field the form does not show goes blank, so a value left from another choice is not kept. */
export function withoutHiddenValues(fields: readonly FieldDescriptor[], record: Readonly<Record<string, Value>>): Record<string, Value> {
  const hidden = fields.filter((field) => !isShown(field, record));
  return { ...record, ...Object.fromEntries(hidden.map((field) => [field.name, field.type === 'boolean' ? initialValue(field) : field.type === 'references' || field.type === 'rows' ? [] : null])) };
}

const textOf = (value: Value) => (value === null || value === undefined ? '' : String(value));
const orNull = (text: string) => (text.trim() === '' ? null : text);

export interface FieldControlProps {
  field: FieldDescriptor;
  /** Unique in the page: the input's id, and its label's `for`. */
  id: string;
  value: Value;
  onChange: (value: Value) => void;
  /** Shown in the label; row cells take their column header instead. */
  isLabelled?: boolean;
  error?: string;
}

/** One field of a descriptor as a PatternFly form group: the control its type calls for, its help and its error. */
export function FieldControl({ field, id, value, onChange, isLabelled = true, error }: FieldControlProps) {
  const control = <Control field={field} id={id} value={value} onChange={onChange} invalid={!!error} />;
  return (
    <FormGroup label={isLabelled ? field.label : undefined} isRequired={isLabelled && field.required} fieldId={id} role={field.type === 'references' ? 'group' : undefined}>
      {control}
      {(error || (isLabelled && field.help)) && (
        <FormHelperText>
          <HelperText>
            <HelperTextItem variant={error ? 'error' : 'default'} id={`${id}-helper`}>
              {error ?? field.help}
            </HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </FormGroup>
  );
}

function Control({ field, id, value, onChange, invalid }: { field: FieldDescriptor; id: string; value: Value; onChange: (value: Value) => void; invalid: boolean }) {
  const validated = invalid ? 'error' : 'default';
  const common = { id, name: field.name, validated, 'aria-label': field.label, 'aria-describedby': `${id}-helper` } as const;
  switch (field.type) {
    case 'text':
      return <TextArea {...common} value={textOf(value)} onChange={(_event, text) => onChange(orNull(text))} resizeOrientation="vertical" />;
    case 'integer':
    case 'minutes':
      return (
        <TextInput
          {...common}
          type="number"
          value={textOf(value)}
          onChange={(_event, text) => onChange(text.trim() === '' ? null : Number(text))}
          min={field.min}
          max={field.max}
        />
      );
    case 'boolean':
      return <Switch id={id} aria-label={field.label} label={value === true ? 'Yes' : 'No'} isChecked={value === true} onChange={(_event, checked) => onChange(checked)} />;
    case 'date':
      return <TextInput {...common} type="date" value={textOf(value)} onChange={(_event, text) => onChange(orNull(text))} />;
    case 'time':
      return <TextInput {...common} type="time" value={textOf(value)} onChange={(_event, text) => onChange(orNull(text))} />;
    case 'enum':
      return (
        <FormSelect {...common} value={textOf(value)} onChange={(_event, text) => onChange(field.options?.find((option) => String(option.value) === text)?.value ?? null)}>
          {/* A required choice not made yet shows as such, not as the first option it is not. */}
          {(!field.required || value === null || value === undefined) && (
            <FormSelectOption value="" label={field.required ? `Select ${field.label.toLowerCase()}` : '—'} isPlaceholder={field.required} />
          )}
          {field.options?.map((option) => <FormSelectOption key={String(option.value)} value={String(option.value)} label={option.label} />)}
        </FormSelect>
      );
    case 'reference':
      return field.references === 'Employee' ? (
        <EmployeeReference id={id} label={field.label} value={value as string | null} onChange={onChange} />
      ) : (
        <ReferenceSelect field={field} common={common} value={value as string | null} onChange={onChange} />
      );
    case 'references':
      return field.references === 'Employee' ? (
        <EmployeeReferences id={id} label={field.label} value={(value as string[]) ?? []} onChange={onChange} />
      ) : (
        <ReferenceChecklist field={field} id={id} value={(value as string[]) ?? []} onChange={onChange} />
      );
    case 'rows':
      return <RowsEditor field={field} id={id} value={(value as Record<string, Value>[]) ?? []} onChange={onChange} />;
    default:
      return <TextInput {...common} value={textOf(value)} onChange={(_event, text) => onChange(orNull(text))} maxLength={field.maxLength} />;
  }
}

function ReferenceSelect({ field, common, value, onChange }: { field: FieldDescriptor; common: object; value: string | null; onChange: (value: Value) => void }) {
  const call = idNameCallOf(field.references!);
  const names = useFetchIdNames(call);
  // A reference to a type with no lookup call offers nothing to pick.
  const placeholder = !call ? `No ${field.label.toLowerCase()} setup yet` : names.isLoading ? 'Loading…' : `Select ${field.label.toLowerCase()}`;
  return (
    <FormSelect {...common} value={value ?? ''} onChange={(_event, text) => onChange(text || null)} isDisabled={!call}>
      <FormSelectOption value="" label={placeholder} isPlaceholder={field.required} />
      {names.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
    </FormSelect>
  );
}

function ReferenceChecklist({ field, id, value, onChange }: { field: FieldDescriptor; id: string; value: string[]; onChange: (value: Value) => void }) {
  const names = useFetchIdNames(idNameCallOf(field.references!));
  const chosen = new Set(value);
  if (names.isError) return <span>Could not list the {field.label.toLowerCase()}: {names.error.message}</span>;
  if (names.data?.length === 0) return <span>No {field.label.toLowerCase()} set up yet</span>;
  return (
    <div style={{ maxHeight: '14rem', overflowY: 'auto' }}>
      {names.data?.map((option) => (
        <Checkbox
          key={option.id}
          id={`${id}-${option.id}`}
          label={option.name}
          isChecked={chosen.has(option.id)}
          onChange={(_event, checked) => onChange(checked ? [...value, option.id] : value.filter((item) => item !== option.id))}
        />
      ))}
    </div>
  );
}

/** Employees are too many for a select: a search that remembers who is chosen. */
function EmployeeReference({ id, label, value, onChange }: { id: string; label: string; value: string | null; onChange: (value: Value) => void }) {
  const chosen = useFetchEmployeesByID(value ? [value] : []);
  const selected = chosen.data?.items.find((employee) => employee.id === value) ?? null;
  if (value && !selected) return <span>Loading…</span>;
  return (
    <>
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <EmployeePicker key={selected?.id ?? 'none'} id={id} labelledBy={`${id}-label`} selected={selected} onSelect={(employee) => onChange(employee?.id ?? null)} />
    </>
  );
}

/** A list of employees: those chosen, each with a remove button, and a search to add another. */
function EmployeeReferences({ id, label, value, onChange }: { id: string; label: string; value: string[]; onChange: (value: Value) => void }) {
  const chosen = useFetchEmployeesByID(value);
  const byID = new Map(chosen.data?.items.map((employee) => [employee.id, employee]));
  return (
    <>
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      {value.length > 0 && (
        <ul aria-label={`${label} (chosen)`} style={{ listStyle: 'none', padding: 0 }}>
          {value.map((employeeID) => {
            const employee = byID.get(employeeID);
            const name = employee ? employeeLabel(employee) : chosen.isPending ? 'Loading…' : 'An employee no longer listed';
            return (
              <li key={employeeID}>
                {name}
                <Button variant="plain" aria-label={`Remove ${name}`} icon={<TrashIcon />} onClick={() => onChange(value.filter((item) => item !== employeeID))} />
              </li>
            );
          })}
        </ul>
      )}
      {/* A new picker after each pick, so its box is empty for the next search. */}
      <EmployeePicker
        key={value.length}
        id={id}
        labelledBy={`${id}-label`}
        selected={null}
        onSelect={(employee) => employee && !value.includes(employee.id) && onChange([...value, employee.id])}
      />
    </>
  );
}

/** A rows field: one table row per child row, a control per row field, add and remove. */
function RowsEditor({ field, id, value, onChange }: { field: FieldDescriptor; id: string; value: Record<string, Value>[]; onChange: (value: Value) => void }) {
  const rowFields = field.rowFields ?? [];
  const canAdd = field.maxRows === undefined || value.length < field.maxRows;
  const setCell = (index: number, name: string, cell: Value) => onChange(value.map((row, i) => (i === index ? { ...row, [name]: cell } : row)));
  return (
    <>
      {value.length > 0 && (
        <Table aria-label={field.label} variant="compact" role="table">
          <Thead>
            <Tr>
              {rowFields.map((rowField) => (
                <Th key={rowField.name}>{rowField.label}</Th>
              ))}
              <Th screenReaderText="Remove" />
            </Tr>
          </Thead>
          <Tbody>
            {value.map((row, index) => (
              <Tr key={index}>
                {rowFields.map((rowField) => (
                  <Td key={rowField.name} dataLabel={rowField.label}>
                    <FieldControl
                      field={{ ...rowField, label: `${rowField.label} ${index + 1}` }}
                      id={`${id}-${index}-${rowField.name}`}
                      value={row[rowField.name]}
                      onChange={(cell) => setCell(index, rowField.name, cell)}
                      isLabelled={false}
                    />
                  </Td>
                ))}
                <Td isActionCell>
                  <Button variant="plain" aria-label={`Remove row ${index + 1}`} icon={<TrashIcon />} onClick={() => onChange(value.filter((_, i) => i !== index))} />
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      <Button variant="link" isInline isDisabled={!canAdd} onClick={() => onChange([...value, newRecord(rowFields)])}>
        Add {field.label.toLowerCase().replace(/s$/, '')}
      </Button>
    </>
  );
}

export interface FieldsFormProps {
  fields: readonly FieldDescriptor[];
  value: Record<string, Value>;
  onChange: (value: Record<string, Value>) => void;
  errors: FieldErrors;
  idPrefix: string;
}

/** The controls of some fields of a record, each with its error. */
export function FieldControls({ fields, value, onChange, errors, idPrefix }: FieldsFormProps) {
  return (
    <>
      {fields.filter((field) => isShown(field, value)).map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          value={value[field.name]}
          onChange={(next) => onChange({ ...value, [field.name]: next })}
          error={field.type === 'rows' ? rowsErrorOf(errors, field.name) : errors[field.name]}
        />
      ))}
    </>
  );
}
