import { Alert, Button, FormGroup, Modal, ModalBody, ModalFooter, ModalHeader, Radio, Spinner } from '@patternfly/react-core';
import { useId, useState } from 'react';
import { SHIFT, type EmployeeShiftLeaveAction } from '@tna/contracts';
import { useCancelLeaveApplicationMutation, useChangeLeaveOriginalShiftMutation, useFetchEmployeeShiftLeaveActions } from '../../../queries/leave';
import type { GridDay } from '../clocking-grid';
import { LeaveBalancesTable } from '../../leave/leave-balances-table';
import { ActionDialog, IdNameSelect, outcomeOf } from './action-dialog';
import { LeaveApplicationDialog } from './leave-application-dialog';

/** Statuses an application can still be cancelled or changed in: waiting, in process or finally granted. */
const CANCELLABLE = new Set([0, 1, 2, 11]);

/** A line naming an application: type, dates, duration and status. */
export function applicationText(application: EmployeeShiftLeaveAction): string {
  const dates = application.startDate === application.endDate ? application.startDate : `${application.startDate} – ${application.endDate}`;
  const part = application.duration < 1 ? ` ×${application.duration} (${application.position === 'END' ? 'end' : 'beginning'})` : '';
  return `${application.leaveTypeName}, ${dates}${part}, ${application.statusText}`;
}

/** Picks one of the day's applications that the action applies to. */
function ApplicationPicker({ applications, value, onChange }: { applications: EmployeeShiftLeaveAction[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <FormGroup role="radiogroup" label="Application" isRequired fieldId={id} isStack>
      {applications.map((application) => (
        <Radio key={application.applicationID} id={`${id}-${application.applicationID}`} name={id} label={applicationText(application)} isChecked={value === application.applicationID} onChange={() => onChange(application.applicationID)} />
      ))}
    </FormGroup>
  );
}

function useDayApplications(day: GridDay) {
  const actions = useFetchEmployeeShiftLeaveActions(day.shift?.id);
  const applications = (actions.data ?? []).filter((application) => !application.cancelled && CANCELLABLE.has(application.status));
  return { actions, applications };
}

/** CancelLeaveApplication for one of the applications covering the day. */
export function CancelLeaveDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const { actions, applications } = useDayApplications(day);
  const [chosen, setChosen] = useState('');
  const cancel = useCancelLeaveApplicationMutation();
  const picked = chosen || (applications.length === 1 ? applications[0].applicationID : '');
  return (
    <ActionDialog
      title="Cancel leave"
      submitLabel="Cancel leave"
      onClose={onClose}
      onSubmit={() => cancel.mutate({ applicationID: picked })}
      isPending={cancel.isPending}
      error={cancel.error ?? actions.error}
      outcome={cancel.data ? outcomeOf(cancel.data, [50]) : null}
      isComplete={picked !== '' && !cancel.data}
    >
      {actions.isPending ? (
        <Spinner size="md" aria-label="Loading the day's leave" />
      ) : applications.length === 0 && !cancel.data ? (
        <Alert variant="info" isInline title="No leave application covers this day" />
      ) : (
        <ApplicationPicker applications={applications} value={picked} onChange={setChosen} />
      )}
    </ActionDialog>
  );
}

/** Change application: pick the day's application, then the apply form filled from it. */
export function ChangeLeaveApplicationDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const { actions, applications } = useDayApplications(day);
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<EmployeeShiftLeaveAction | null>(null);
  if (editing) return <LeaveApplicationDialog employeeID={day.employeeID} date={day.date} existing={editing} onClose={onClose} />;
  const picked = chosen || (applications.length === 1 ? applications[0].applicationID : '');
  return (
    <ActionDialog
      title="Change leave application"
      submitLabel="Next"
      onClose={onClose}
      onSubmit={() => setEditing(applications.find((application) => application.applicationID === picked) ?? null)}
      isPending={false}
      error={actions.error}
      outcome={null}
      isComplete={picked !== ''}
    >
      {actions.isPending ? (
        <Spinner size="md" aria-label="Loading the day's leave" />
      ) : applications.length === 0 ? (
        <Alert variant="info" isInline title="No leave application covers this day" />
      ) : (
        <ApplicationPicker applications={applications} value={picked} onChange={setChosen} />
      )}
    </ActionDialog>
  );
}

/** ChangeLeaveOriginalShift: the shift the day's leave is booked against (its target sets the leave's minutes). */
export function ChangeLeaveOriginalShiftDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const [shiftID, setShiftID] = useState('');
  const change = useChangeLeaveOriginalShiftMutation();
  return (
    <ActionDialog
      title="Change original shift"
      submitLabel="Change original shift"
      onClose={onClose}
      onSubmit={() => change.mutate({ employeeShiftID: day.shift!.id, shiftID })}
      isPending={change.isPending}
      error={change.error}
      outcome={change.data ? outcomeOf(change.data, [1]) : null}
      isComplete={shiftID !== '' && day.shift !== undefined}
    >
      <IdNameSelect label="Original shift" call={SHIFT.calls.idName} value={shiftID} onChange={setShiftID} placeholder="Select a shift" isRequired />
    </ActionDialog>
  );
}

/** Current balance: GetLeaveBalances in a modal. */
export function LeaveBalanceDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal variant="medium" isOpen onClose={onClose} aria-labelledby={titleId}>
      <ModalHeader title="Current leave balance" labelId={titleId} />
      <ModalBody>
        <LeaveBalancesTable employeeID={day.employeeID} />
      </ModalBody>
      <ModalFooter>
        <Button variant="link" onClick={onClose}>
          Close
        </Button>
      </ModalFooter>
    </Modal>
  );
}
