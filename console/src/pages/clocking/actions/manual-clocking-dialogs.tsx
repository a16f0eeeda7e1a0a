import {
  Alert,
  Button,
  Checkbox,
  Form,
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Radio,
  TextInput,
} from '@patternfly/react-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { hasAnyPermission, type Clocking, type ManualClockingAnswer } from '@tna/contracts';
import { ApiError, callApi } from '../../../api/client';
import { EmployeeShiftsQueryKey } from '../../../queries/clockings';
import { EmployeeShiftQueryKey } from '../../../queries/employee-shift';
import { userRights, useSession } from '../../../session/session';

export type ManualClockingCall = 'CreateClockInOnly' | 'CreateClockOutOnly' | 'CreateClockInOut' | 'InsertClocking' | 'DeleteClocking';

/** The actions in the order of the specification's clocking menu, with the times each one asks for. */
export const MANUAL_CLOCKING_ACTIONS: readonly { call: ManualClockingCall; label: string; times: readonly ('inAt' | 'outAt')[] }[] = [
  { call: 'CreateClockInOnly', label: 'Clock In Only', times: ['inAt'] },
  { call: 'CreateClockOutOnly', label: 'Clock Out Only', times: ['outAt'] },
  { call: 'CreateClockInOut', label: 'Clock In/Out', times: ['inAt', 'outAt'] },
  { call: 'InsertClocking', label: 'Insert Clocking', times: ['inAt', 'outAt'] },
  { call: 'DeleteClocking', label: 'Delete Clocking', times: [] },
];

/** Codes that report a change made; the others say why nothing was (part 2 §8). */
const DONE_CODES = new Set([1, 11, 20, 21, 100, 111]);

export interface ManualClockingEmployee {
  id: string;
  /** Null or absent: the installation's default zone, which the server applies. */
  timeZone?: string | null;
}

export interface ManualClockingDay {
  shiftDate: string;
  /** The scheduled start and end instants, to offer as the times. */
  shiftStart?: string | null;
  shiftEnd?: string | null;
}

export interface ManualClockingActionsProps {
  employee: ManualClockingEmployee;
  shift: ManualClockingDay;
}

/** `YYYY-MM-DDTHH:MM` of an instant on the clock of `zone`: what the fields show and the api takes. */
export function wallTimeIn(instant: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The manual clocking actions of one employee-day as menu items (for a row's actions menu) and
 * the dialog they open. Nothing without clkManualClocking: the server refuses it too.
 */
export function useManualClockingActions({ employee, shift }: ManualClockingActionsProps): { items: { call: ManualClockingCall; title: string; onClick: () => void }[]; dialog: ReactNode } {
  const session = useSession();
  const [open, setOpen] = useState<ManualClockingCall | null>(null);
  const allowed = session !== null && hasAnyPermission(userRights(session), ['clkManualClocking']);
  if (!allowed) return { items: [], dialog: null };
  return {
    items: MANUAL_CLOCKING_ACTIONS.map((action) => ({ call: action.call, title: action.label, onClick: () => setOpen(action.call) })),
    dialog: open && <ManualClockingDialog key={open} call={open} employee={employee} shift={shift} onClose={() => setOpen(null)} />,
  };
}

interface DialogProps extends ManualClockingActionsProps {
  call: ManualClockingCall;
  onClose: () => void;
}

function ManualClockingDialog({ call, employee, shift, onClose }: DialogProps) {
  const action = MANUAL_CLOCKING_ACTIONS.find((candidate) => candidate.call === call)!;
  const zone = employee.timeZone ?? null;
  const offered = (instant: string | null | undefined, fallback: string) => (instant && zone ? wallTimeIn(instant, zone) : `${shift.shiftDate}T${fallback}`);
  const [times, setTimes] = useState({ inAt: offered(shift.shiftStart, '08:00'), outAt: offered(shift.shiftEnd, '17:00') });
  // Clock In/Out and Insert take either time or both: each has its own check box.
  const [using, setUsing] = useState({ inAt: true, outAt: call !== 'InsertClocking' });
  const [clockingID, setClockingID] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: () => {
      const body: Record<string, string> = { employeeID: employee.id, date: shift.shiftDate };
      for (const field of action.times) if (action.times.length === 1 || using[field]) body[field] = times[field];
      if (call === 'DeleteClocking' && clockingID !== null) body.clockingID = clockingID;
      return callApi<ManualClockingAnswer>(call, { body });
    },
    onSuccess: () => {
      // The grid and the day's detail both show the recalculated day.
      void queryClient.invalidateQueries({ queryKey: [EmployeeShiftsQueryKey] });
      void queryClient.invalidateQueries({ queryKey: [EmployeeShiftQueryKey] });
    },
  });
  const answer = mutation.data;
  const done = answer !== undefined && DONE_CODES.has(answer.resultCode);
  const failure = mutation.error instanceof ApiError ? (mutation.error.body as { field?: string; message?: string } | undefined) : undefined;
  // A refused time is shown at its field; any other refusal above the buttons.
  const fieldShown = action.times.some((field) => field === failure?.field);

  return (
    <Modal variant="small" isOpen onClose={onClose} aria-labelledby="manual-clocking-title">
      <ModalHeader title={action.label} labelId="manual-clocking-title" description={`Day ${shift.shiftDate}`} />
      <ModalBody>
        <Form id="manual-clocking-form" onSubmit={(event) => (event.preventDefault(), mutation.mutate())}>
          {action.times.map((field) => (
            <FormGroup key={field} label={field === 'inAt' ? 'Clock in' : 'Clock out'} fieldId={`manual-${field}`}>
              {action.times.length > 1 && (
                <Checkbox
                  id={`manual-use-${field}`}
                  label={field === 'inAt' ? 'With a clock in' : 'With a clock out'}
                  isChecked={using[field]}
                  onChange={(_event, checked) => setUsing({ ...using, [field]: checked })}
                />
              )}
              <TextInput
                id={`manual-${field}`}
                type="datetime-local"
                value={times[field]}
                isDisabled={!using[field] && action.times.length > 1}
                validated={failure?.field === field ? 'error' : 'default'}
                onChange={(_event, value) => setTimes({ ...times, [field]: value })}
              />
              <FormHelperText>
                <HelperText>
                  <HelperTextItem variant={failure?.field === field ? 'error' : 'default'}>
                    {failure?.field === field ? failure.message : `In ${zone ?? "the employee's time zone"}`}
                  </HelperTextItem>
                </HelperText>
              </FormHelperText>
            </FormGroup>
          ))}
          {call === 'DeleteClocking' && <DeleteChoice employee={employee} shift={shift} chosen={clockingID} onChoose={setClockingID} />}
        </Form>
        {answer && (
          <Alert isInline variant={done ? 'success' : 'warning'} title={`${answer.resultCode}: ${answer.resultText}`} role="status">
            {answer.shift ? `The day now reads: ${answer.shift.statuses.join(', ') || 'no status'}` : 'The day has no shift record.'}
          </Alert>
        )}
        {mutation.isError && !fieldShown && <Alert isInline variant="danger" title={failure?.message ?? mutation.error.message} role="alert" />}
      </ModalBody>
      <ModalFooter>
        {!done && (
          <Button type="submit" form="manual-clocking-form" variant={call === 'DeleteClocking' ? 'danger' : 'primary'} isLoading={mutation.isPending} isDisabled={mutation.isPending}>
            {call === 'DeleteClocking' ? 'Delete' : 'Save'}
          </Button>
        )}
        <Button variant={done ? 'primary' : 'link'} onClick={onClose}>
          {done ? 'Close' : 'Cancel'}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** All the day's manual clockings (the default, as the specification says), or one of them; readers' clockings are not offered. */
function DeleteChoice({ employee, shift, chosen, onChoose }: { employee: ManualClockingEmployee; shift: ManualClockingDay; chosen: string | null; onChoose: (id: string | null) => void }) {
  // A night shift's clockings run into the next date.
  const period = { employeeID: employee.id, from: shift.shiftDate, to: nextDate(shift.shiftDate) };
  const clockings = useQuery({
    queryKey: ['manual-clockings', period],
    queryFn: () => callApi<Clocking[]>('GetEmployeeMainClockingList', { body: period }),
  });
  const manual = (clockings.data ?? []).filter((clocking) => clocking.source === 'manual').reverse();
  const zone = employee.timeZone ?? null;
  const shown = (instant: string) => (zone ? wallTimeIn(instant, zone).replace('T', ' ') : instant);
  return (
    <FormGroup role="radiogroup" label="Delete" fieldId="manual-delete" isStack>
      <Radio id="manual-delete-all" name="manual-delete" label="All manual clockings of the day" isChecked={chosen === null} onChange={() => onChoose(null)} />
      {manual.map((clocking) => (
        <Radio
          key={clocking.id}
          id={`manual-delete-${clocking.id}`}
          name="manual-delete"
          label={`${clocking.direction === 'OUT' ? 'Out' : 'In'} at ${shown(clocking.clockedAt)}`}
          isChecked={chosen === clocking.id}
          onChange={() => onChoose(clocking.id)}
        />
      ))}
    </FormGroup>
  );
}
