import { Alert, Button, Form, FormGroup, FormSelect, FormSelectOption, Modal, ModalBody, ModalFooter, ModalHeader, Stack, StackItem, TextInput } from '@patternfly/react-core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../api/client';
import { fieldErrorsOf } from '../../../components/field-errors';
import { JobProgress } from '../../../components/job-progress';
import { useFetchIdNames } from '../../../queries/entities';
import type { DateRange } from '../clocking-toolbar';

/** What an action answered, as the dialog shows it; `jobID` when the work goes on in the background. */
export interface ActionOutcome {
  variant: 'success' | 'warning' | 'danger';
  title: string;
  jobID?: string;
}

/** The result codes an action answers and its text; variant success for the codes that did what was asked. */
export function outcomeOf(result: { resultCode: number; resultText: string; requestID?: string; failedDays?: number }, succeeded: readonly number[], details = ''): ActionOutcome {
  const failed = result.failedDays ? ` ${result.failedDays} days could not be calculated (status 1000).` : '';
  return {
    variant: !succeeded.includes(result.resultCode) ? 'warning' : failed ? 'warning' : 'success',
    title: `${result.resultCode} ${result.resultText}${details ? `: ${details}` : ''}.${failed}`,
    jobID: result.requestID,
  };
}

export interface ActionDialogProps {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  isPending: boolean;
  /** The request failed (a 4xx or no answer). */
  error: Error | null;
  outcome: ActionOutcome | null;
  /** Whether every required field has a value. */
  isComplete: boolean;
  children: ReactNode;
}

/** The frame of every day action: the form, then what the action answered and, for a large one, its job's progress. */
export function ActionDialog({ title, submitLabel, onClose, onSubmit, isPending, error, outcome, isComplete, children }: ActionDialogProps) {
  const titleId = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isComplete && !isPending) onSubmit();
  };
  return (
    <Modal variant="small" isOpen onClose={onClose} aria-labelledby={titleId}>
      <ModalHeader title={title} labelId={titleId} />
      <ModalBody>
        <Stack hasGutter>
          <StackItem>
            <Form id={`${titleId}-form`} onSubmit={submit}>
              {children}
            </Form>
          </StackItem>
          {error && (
            <StackItem>
              <Alert variant="danger" isInline title={error.message}>
                {problemOf(error)}
              </Alert>
            </StackItem>
          )}
          {outcome && (
            <StackItem>
              <Alert variant={outcome.variant} isInline title={outcome.title} />
            </StackItem>
          )}
          {outcome?.jobID && (
            <StackItem>
              <JobProgress jobID={outcome.jobID} title="Recalculation" />
            </StackItem>
          )}
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" type="submit" form={`${titleId}-form`} isLoading={isPending} isDisabled={!isComplete || isPending}>
          {submitLabel}
        </Button>
        <Button variant="link" onClick={onClose}>
          {outcome ? 'Close' : 'Cancel'}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** What the api said was wrong: the fields' messages, or the message beside the error. */
function problemOf(error: Error): string {
  const fields = Object.entries(fieldErrorsOf(error)).map(([field, message]) => `${field}: ${message}`);
  if (fields.length > 0) return fields.join('; ');
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : '';
}

/** From and To of the days an action covers; they start at the row's day. */
export function RangeFields({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const id = useId();
  return (
    <>
      <FormGroup label="From" isRequired fieldId={`${id}-from`}>
        <TextInput id={`${id}-from`} type="date" value={range.from} onChange={(_event, from) => onChange({ ...range, from })} isRequired />
      </FormGroup>
      <FormGroup label="To" isRequired fieldId={`${id}-to`}>
        <TextInput id={`${id}-to`} type="date" value={range.to} onChange={(_event, to) => onChange({ ...range, to })} isRequired />
      </FormGroup>
    </>
  );
}

/** A range the api would take: both dates given, in order. */
export const isRangeComplete = (range: DateRange) => range.from !== '' && range.to !== '' && range.from <= range.to;

export interface IdNameSelectProps {
  label: string;
  /** The `_IDName` call listing the choices; none while the choice depends on another field. */
  call: string | undefined;
  query?: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
  /** The empty choice's text: a prompt for a required field, a dash for an optional one. */
  placeholder?: string;
  isRequired?: boolean;
  /** Choices before the records' own, such as "Day off". */
  extra?: readonly { value: string; label: string }[];
}

/** A record picked by name from its `_IDName` list. */
export function IdNameSelect({ label, call, query, value, onChange, placeholder = '—', isRequired = false, extra = [] }: IdNameSelectProps) {
  const id = useId();
  const names = useFetchIdNames(call, query);
  return (
    <FormGroup label={label} isRequired={isRequired} fieldId={id}>
      <FormSelect id={id} value={value} onChange={(_event, chosen) => onChange(chosen)} isDisabled={!call}>
        <FormSelectOption value="" label={placeholder} isPlaceholder={isRequired} />
        {extra.map((option) => (
          <FormSelectOption key={option.value} value={option.value} label={option.label} />
        ))}
        {names.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
      </FormSelect>
    </FormGroup>
  );
}
