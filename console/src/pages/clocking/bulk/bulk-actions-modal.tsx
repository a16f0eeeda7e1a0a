import { Alert, Form, FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import {
  dateRangeProblem,
  hasAnyPermission,
  idNameCallOf,
  type ChangeShiftResult,
  type EmployeeListItem,
  type HoursAuthorisationResult,
  type LockUnlockShiftResult,
  type Permission,
  type RecalcResult,
  type UserRights,
} from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../../api/client';
import { ReasonSelect } from '../../../components/reason-select';
import { useMatchingEmployees, type EmployeeFilter, type EmployeeOutcome } from '../../../queries/bulk-actions';
import { useFetchIdNames } from '../../../queries/entities';
import { BulkRunModal, useBulkRun } from './bulk-run';
import { EmployeeFilterFields, MatchingCount } from './employee-filter-fields';

/** Inclusive dates `YYYY-MM-DD`. */
export interface BulkRange {
  from: string;
  to: string;
}

type Outcome = Omit<EmployeeOutcome, 'employee'>;

/** What each action sends for one employee's days; the body is the existing call's, with that one employee. */
interface BulkAction {
  label: string;
  permission: Permission;
  run: (employee: EmployeeListItem, range: BulkRange, choice: ShiftChoice) => Promise<Outcome>;
}

/** Change shift: a shift id, or null for a day off, and an optional reason. */
interface ShiftChoice {
  shiftID: string | null;
  reasonID?: string;
}

const DAY_OFF = 'day-off';

const daysText = (count: number, what: string) => `${count} ${count === 1 ? 'day' : 'days'} ${what}`;
const lockedText = (locked: number | undefined) => (locked ? `, ${daysText(locked, 'locked left as they were')}` : '');

function recalcOutcome(answer: RecalcResult): Outcome {
  const scheduled = answer.resultCode === 12;
  return {
    state: 'done',
    code: answer.resultCode,
    text: `${answer.resultText}: ${daysText(answer.days, scheduled ? 'to recalculate' : 'recalculated')}${lockedText(answer.lockedDays)}`,
    ...(answer.requestID ? { jobID: answer.requestID } : {}),
  };
}

function lockOutcome(answer: LockUnlockShiftResult): Outcome {
  return {
    state: 'done',
    code: answer.resultCode,
    text: `${answer.resultText}: ${daysText(answer.changedDays, 'changed')}, ${answer.unchangedDays} already so`,
    ...(answer.requestID ? { jobID: answer.requestID } : {}),
  };
}

function authorisationOutcome(answer: HoursAuthorisationResult, authorise: boolean): Outcome {
  if ('resultCode' in answer) return { state: 'refused', code: answer.resultCode, text: answer.resultText };
  return { state: 'done', code: null, text: `${daysText(answer.days, authorise ? 'authorised' : 'unauthorised')}${lockedText(answer.lockedDays)}` };
}

function shiftChangeOutcome(answer: ChangeShiftResult): Outcome {
  return {
    // 10 (same shift already) and 150 (locked) changed nothing.
    state: answer.resultCode === 1 ? 'done' : 'refused',
    code: answer.resultCode,
    text: `${answer.resultText}: ${daysText(answer.changedDays, 'changed')}${lockedText(answer.lockedDays)}`,
    ...(answer.requestID ? { jobID: answer.requestID } : {}),
  };
}

const body = (employee: EmployeeListItem, range: BulkRange) => ({ employeeIDs: [employee.id], from: range.from, to: range.to });

/** The clocking screen's actions that work on employees' days over a range, each behind its flag. */
export const BULK_ACTIONS = {
  changeShift: {
    label: 'Change shift',
    permission: 'clkShiftChanges',
    run: async (employee, range, choice) => shiftChangeOutcome(await callApi<ChangeShiftResult>('ChangeShift', { body: { ...body(employee, range), ...choice } })),
  },
  lock: {
    label: 'Lock',
    permission: 'clkLockUnlock',
    run: async (employee, range) => lockOutcome(await callApi<LockUnlockShiftResult>('LockUnlockShift', { body: { ...body(employee, range), lock: true } })),
  },
  unlock: {
    label: 'Unlock',
    permission: 'clkLockUnlock',
    run: async (employee, range) => lockOutcome(await callApi<LockUnlockShiftResult>('LockUnlockShift', { body: { ...body(employee, range), lock: false } })),
  },
  recalcTimeValues: {
    label: 'Recalculate time values',
    permission: 'clkRecalculate',
    run: async (employee, range) => recalcOutcome(await callApi<RecalcResult>('RecalcTimeValues', { body: body(employee, range) })),
  },
  recalcAutoShift: {
    label: 'Recalculate auto shift',
    permission: 'clkRecalculate',
    run: async (employee, range) => recalcOutcome(await callApi<RecalcResult>('RecalcAutoShift', { body: body(employee, range) })),
  },
  authorise: {
    label: 'Authorise hours',
    permission: 'clkAuthoriseHours',
    run: async (employee, range) =>
      authorisationOutcome(await callApi<HoursAuthorisationResult>('AuthUnAuthHoursEmplsDateRange', { body: { ...body(employee, range), authorise: true } }), true),
  },
  unauthorise: {
    label: 'Unauthorise hours',
    permission: 'clkAuthoriseHours',
    run: async (employee, range) =>
      authorisationOutcome(await callApi<HoursAuthorisationResult>('AuthUnAuthHoursEmplsDateRange', { body: { ...body(employee, range), authorise: false } }), false),
  },
} satisfies Record<string, BulkAction>;

export type BulkActionName = keyof typeof BULK_ACTIONS;

/** The actions the session's flags allow. */
export const allowedBulkActions = (rights: UserRights | null): BulkActionName[] =>
  rights === null ? [] : (Object.keys(BULK_ACTIONS) as BulkActionName[]).filter((name) => hasAnyPermission(rights, [BULK_ACTIONS[name].permission]));

export interface BulkActionsModalProps {
  /** The actions offered: those the session may take. */
  actions: readonly BulkActionName[];
  initialRange: BulkRange;
  initialFilter?: EmployeeFilter;
  onClose: () => void;
}

/**
 * Change shift, lock, unlock, recalculate or (un)authorise hours for every employee the filter
 * keys choose, over a date range: one call per employee, so each employee's result code is shown.
 */
export function BulkActionsModal({ actions, initialRange, initialFilter = {}, onClose }: BulkActionsModalProps) {
  const [action, setAction] = useState<BulkActionName>(actions[0]);
  const [range, setRange] = useState(initialRange);
  const [filter, setFilter] = useState<EmployeeFilter>(initialFilter);
  const [shift, setShift] = useState('');
  const [reasonID, setReasonID] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const matching = useMatchingEmployees(filter);
  const shifts = useFetchIdNames(action === 'changeShift' ? idNameCallOf('Shift') : undefined);
  const run = useBulkRun();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rangeProblem = dateRangeProblem(range);
    if (rangeProblem) return setProblem(rangeProblem.message);
    if (action === 'changeShift' && shift === '') return setProblem('Choose a shift, or day off');
    const employees = matching.data?.items ?? [];
    if (employees.length === 0) return setProblem('No employee matches the filter');
    setProblem(null);
    const choice: ShiftChoice = { shiftID: shift === DAY_OFF ? null : shift, ...(reasonID ? { reasonID } : {}) };
    void run.start(employees, (employee) => BULK_ACTIONS[action].run(employee, range, choice));
  };

  return (
    <BulkRunModal title={`${BULK_ACTIONS[action].label} for many employees`} run={run} onClose={onClose} formID="bulk-actions-form" canStart={(matching.data?.items.length ?? 0) > 0}>
      {problem && <Alert isInline variant="danger" title={problem} />}
      <Form id="bulk-actions-form" onSubmit={submit} isHorizontal>
        <FormGroup label="Action" fieldId="bulk-action" isRequired>
          <FormSelect id="bulk-action" value={action} onChange={(_event, value) => setAction(value as BulkActionName)}>
            {actions.map((name) => (
              <FormSelectOption key={name} value={name} label={BULK_ACTIONS[name].label} />
            ))}
          </FormSelect>
        </FormGroup>
        {action === 'changeShift' && (
          <>
            <FormGroup label="Shift" fieldId="bulk-shift" isRequired>
              <FormSelect id="bulk-shift" value={shift} onChange={(_event, value) => setShift(value)}>
                <FormSelectOption value="" label="Select a shift" isPlaceholder />
                <FormSelectOption value={DAY_OFF} label="Day off" />
                {(shifts.data ?? []).map((option) => (
                  <FormSelectOption key={option.id} value={option.id} label={option.name} />
                ))}
              </FormSelect>
            </FormGroup>
            <ReasonSelect id="bulk-reason" value={reasonID} onChange={setReasonID} />
          </>
        )}
        <FormGroup label="From" fieldId="bulk-from" isRequired>
          <TextInput id="bulk-from" type="date" value={range.from} onChange={(_event, from) => setRange({ ...range, from })} />
        </FormGroup>
        <FormGroup label="To" fieldId="bulk-to" isRequired>
          <TextInput id="bulk-to" type="date" value={range.to} onChange={(_event, to) => setRange({ ...range, to })} />
        </FormGroup>
        <EmployeeFilterFields filter={filter} onChange={setFilter} />
        <MatchingCount matching={matching} />
      </Form>
    </BulkRunModal>
  );
}
