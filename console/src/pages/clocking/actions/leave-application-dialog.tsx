import { Checkbox, FormGroup, FormHelperText, FormSelect, FormSelectOption, HelperText, HelperTextItem, Radio, TextArea, TextInput } from '@patternfly/react-core';
import { useId, useState } from 'react';
import {
  LEAVE_DURATIONS,
  LEAVE_TYPE,
  type CreateLeaveApplicationRequest,
  type CreateLeaveApplicationResult,
  type EmployeeShiftLeaveAction,
  type LeavePosition,
} from '@tna/contracts';
import { useCancelLeaveApplicationMutation, useCreateLeaveApplicationMutation } from '../../../queries/leave';
import { canCall, useSession } from '../../../session/session';
import { ActionDialog, IdNameSelect, outcomeOf, type ActionOutcome } from './action-dialog';

/** The duration select's value for a fraction typed in. */
const CUSTOM = 'custom';
/** CreateLeaveApplication's codes that made an application. */
const CREATED = [40, 41] as const;
const CANCELLED = 50;

/** The form as typed: dates are the employee's calendar days (YYYY-MM-DD), never instants. */
export interface LeaveApplicationForm {
  leaveTypeID: string;
  reasonID: string;
  startDate: string;
  endDate: string;
  /** One of LEAVE_DURATIONS' values as text, or CUSTOM. */
  duration: string;
  customFraction: string;
  position: LeavePosition;
  applicantComment: string;
  approved: boolean;
}

export type LeaveApplicationProblems = Partial<Record<'leaveTypeID' | 'startDate' | 'endDate' | 'customFraction', string>>;

/** The fraction of the shift's target the form asks for; NaN while the custom fraction is no number. */
export function durationOf(form: LeaveApplicationForm): number {
  if (form.duration !== CUSTOM) return Number(form.duration);
  return form.customFraction.trim() === '' ? Number.NaN : Number(form.customFraction);
}

/** What stops the form from being sent, by field; the api refuses the same with a 400. */
export function leaveApplicationProblems(form: LeaveApplicationForm): LeaveApplicationProblems {
  const problems: LeaveApplicationProblems = {};
  if (form.leaveTypeID === '') problems.leaveTypeID = 'Select a leave type';
  if (form.startDate === '') problems.startDate = 'Enter the first day';
  if (form.endDate === '') problems.endDate = 'Enter the last day';
  else if (form.startDate !== '' && form.endDate < form.startDate) problems.endDate = 'The end date is before the start date';
  if (form.duration === CUSTOM) {
    const fraction = durationOf(form);
    // Six decimals, as the api keeps (0.125 is 1 hour of an 8-hour shift).
    if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1 || Math.round(fraction * 1e6) !== fraction * 1e6)
      problems.customFraction = 'Enter a fraction above 0 and at most 1 (0.125 is 1 hour of an 8-hour shift)';
  }
  return problems;
}

export function requestOf(employeeID: string, form: LeaveApplicationForm): CreateLeaveApplicationRequest {
  const duration = durationOf(form);
  return {
    employeeID,
    leaveTypeID: form.leaveTypeID,
    ...(form.reasonID ? { reasonID: form.reasonID } : {}),
    startDate: form.startDate,
    endDate: form.endDate,
    duration,
    ...(duration < 1 ? { position: form.position } : {}),
    ...(form.applicantComment.trim() ? { applicantComment: form.applicantComment.trim() } : {}),
    ...(form.approved ? { approved: true } : {}),
  };
}

function formOf(date: string, existing: EmployeeShiftLeaveAction | undefined): LeaveApplicationForm {
  if (!existing) {
    return { leaveTypeID: '', reasonID: '', startDate: date, endDate: date, duration: '1', customFraction: '', position: 'BEGIN', applicantComment: '', approved: false };
  }
  const named = LEAVE_DURATIONS.some((option) => option.value === existing.duration);
  return {
    leaveTypeID: existing.leaveTypeID,
    reasonID: existing.reasonID ?? '',
    startDate: existing.startDate,
    endDate: existing.endDate,
    duration: named ? String(existing.duration) : CUSTOM,
    customFraction: named ? '' : String(existing.duration),
    position: existing.position ?? 'BEGIN',
    applicantComment: existing.applicantComment ?? '',
    approved: false,
  };
}

const createdOutcome = (result: CreateLeaveApplicationResult, prefix = ''): ActionOutcome => {
  const outcome = outcomeOf(result, CREATED, result.shiftDate ? `on ${result.shiftDate}` : '');
  return { ...outcome, title: `${prefix}${outcome.title}` };
};

export interface LeaveApplicationDialogProps {
  employeeID: string;
  /** The day the menu was opened on: the dates start there. */
  date: string;
  /** Change: the application to replace; saving cancels it, then applies anew. */
  existing?: EmployeeShiftLeaveAction;
  onClose: () => void;
}

/**
 * Apply for leave, or change an application. There is no call that edits an application, so a
 * change cancels the old one (50) and creates the new one; a refused cancel creates nothing.
 */
export function LeaveApplicationDialog({ employeeID, date, existing, onClose }: LeaveApplicationDialogProps) {
  const id = useId();
  const session = useSession();
  const mayApprove = canCall(session, 'ApproveDeclineLeaveApps');
  const [form, setForm] = useState(() => formOf(date, existing));
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const create = useCreateLeaveApplicationMutation();
  const cancel = useCancelLeaveApplicationMutation();
  const problems = leaveApplicationProblems(form);
  // A field's problem shows once it is typed in, so the empty form opens without red.
  const shown = (field: keyof LeaveApplicationProblems) => (touched || field === 'endDate' || field === 'customFraction' ? problems[field] : undefined);
  const set = <K extends keyof LeaveApplicationForm>(field: K, value: LeaveApplicationForm[K]) => {
    setTouched(true);
    setOutcome(null);
    setForm((current) => ({ ...current, [field]: value, ...(field === 'leaveTypeID' ? { reasonID: '' } : {}) }));
  };
  const duration = durationOf(form);

  const submit = async () => {
    setOutcome(null);
    if (existing) {
      const cancelled = await cancel.mutateAsync({ applicationID: existing.applicationID });
      if (cancelled.resultCode !== CANCELLED) {
        setOutcome(outcomeOf(cancelled, [CANCELLED], 'the application was kept'));
        return;
      }
    }
    const created = await create.mutateAsync(requestOf(employeeID, form));
    setOutcome(createdOutcome(created, existing ? `${CANCELLED} Cancelled; ` : ''));
  };

  return (
    <ActionDialog
      title={existing ? 'Change leave application' : 'Apply for leave'}
      submitLabel={existing ? 'Change application' : 'Apply'}
      onClose={onClose}
      onSubmit={() => void submit().catch(() => undefined)}
      isPending={create.isPending || cancel.isPending}
      error={cancel.error ?? create.error}
      outcome={outcome}
      isComplete={Object.keys(problems).length === 0 && outcome === null}
    >
      <IdNameSelect
        label="Leave type"
        call={LEAVE_TYPE.calls.idName}
        value={form.leaveTypeID}
        onChange={(value) => set('leaveTypeID', value)}
        placeholder="Select a leave type"
        isRequired
      />
      <IdNameSelect
        label="Reason"
        call={form.leaveTypeID ? 'GetLeaveTypeReasons_IDNameForLeaveTypeID' : undefined}
        query={{ LeaveTypeID: form.leaveTypeID }}
        value={form.reasonID}
        onChange={(value) => set('reasonID', value)}
      />
      <DateField id={`${id}-start`} label="Start date" value={form.startDate} onChange={(value) => set('startDate', value)} problem={shown('startDate')} />
      <DateField id={`${id}-end`} label="End date" value={form.endDate} onChange={(value) => set('endDate', value)} problem={shown('endDate')} />
      <FormGroup label="Duration" isRequired fieldId={`${id}-duration`}>
        <FormSelect id={`${id}-duration`} value={form.duration} onChange={(_event, value) => set('duration', value)}>
          {LEAVE_DURATIONS.map((option) => (
            <FormSelectOption key={option.value} value={String(option.value)} label={option.label} />
          ))}
          <FormSelectOption value={CUSTOM} label="Custom fraction" />
        </FormSelect>
      </FormGroup>
      {form.duration === CUSTOM && (
        <FormGroup label="Fraction of the shift's target hours" isRequired fieldId={`${id}-fraction`}>
          <TextInput
            id={`${id}-fraction`}
            type="number"
            step="any"
            value={form.customFraction}
            onChange={(_event, value) => set('customFraction', value)}
            validated={shown('customFraction') ? 'error' : 'default'}
            isRequired
          />
          <Problem text={shown('customFraction')} />
        </FormGroup>
      )}
      {duration < 1 && (
        <FormGroup role="radiogroup" label="Position in the shift" isRequired fieldId={`${id}-position`} isInline>
          <Radio id={`${id}-begin`} name={`${id}-position`} label="Beginning" isChecked={form.position === 'BEGIN'} onChange={() => set('position', 'BEGIN')} />
          <Radio id={`${id}-end-position`} name={`${id}-position`} label="End" isChecked={form.position === 'END'} onChange={() => set('position', 'END')} />
        </FormGroup>
      )}
      <FormGroup label="Applicant comment" fieldId={`${id}-comment`}>
        <TextArea id={`${id}-comment`} value={form.applicantComment} onChange={(_event, value) => set('applicantComment', value)} maxLength={1000} />
      </FormGroup>
      {mayApprove && (
        <Checkbox
          id={`${id}-approved`}
          label="Approve now"
          description="Granted at once where you may approve this employee's leave; otherwise it waits for approval."
          isChecked={form.approved}
          onChange={(_event, checked) => set('approved', checked)}
        />
      )}
    </ActionDialog>
  );
}

function DateField({ id, label, value, onChange, problem }: { id: string; label: string; value: string; onChange: (value: string) => void; problem: string | undefined }) {
  return (
    <FormGroup label={label} isRequired fieldId={id}>
      <TextInput id={id} type="date" value={value} onChange={(_event, chosen) => onChange(chosen)} validated={problem ? 'error' : 'default'} isRequired />
      <Problem text={problem} />
    </FormGroup>
  );
}

function Problem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <FormHelperText>
      <HelperText>
        <HelperTextItem variant="error">{text}</HelperTextItem>
      </HelperText>
    </FormHelperText>
  );
}
