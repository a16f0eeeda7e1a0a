import { Divider, Dropdown, DropdownItem, DropdownList, MenuToggle, type MenuToggleElement } from '@patternfly/react-core';
import EllipsisVIcon from '@patternfly/react-icons/dist/esm/icons/ellipsis-v-icon';
import { Fragment, useState, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { canCall, useSession } from '../../../session/session';
import type { GridDay } from '../clocking-grid';
import { dayLabel } from '../grid-format';
import { AuthoriseHoursDialog } from './authorise-hours-dialog';
import { ChangeShiftDialog } from './change-shift-dialog';
import { FiloDialog } from './filo-dialog';
import { LockUnlockDialog } from './lock-unlock-dialog';
import { useManualClockingActions } from './manual-clocking-dialogs';
import { LEAVE_APPROVALS_PATH, leaveStatementPath } from '../../leave/leave-paths';
import { LeaveApplicationDialog } from './leave-application-dialog';
import { CancelLeaveDialog, ChangeLeaveApplicationDialog, ChangeLeaveOriginalShiftDialog, LeaveBalanceDialog } from './leave-dialogs';
import { ChangeLocationDialog, ChangeOrgInfoDialog } from './org-change-dialogs';
import { RecalculateDialog } from './recalculate-dialog';
import { ReprocessClockingsDialog } from './reprocess-clockings-dialog';
import { WorkCycleChangeDialog } from './work-cycle-change-dialog';

type Dialog = (day: GridDay, onClose: () => void) => ReactNode;

/** An entry of the menu: the call it makes decides whether the session sees it (its flag in the catalogue). */
interface DayAction {
  label: string;
  call: string;
  /** Offered on this day; every action is offered on a day with no shift record, except by its id. */
  offered?: (day: GridDay) => boolean;
  /** The dialog it opens, or the page it goes to. */
  dialog?: Dialog;
  to?: (day: GridDay) => string;
}

const onShift = (day: GridDay) => day.shift !== undefined;

/** The menu's groups, a divider between them. */
const ACTIONS: readonly (readonly DayAction[])[] = [
  [
    { label: 'Lock', call: 'LockUnlockShift', offered: (day) => !day.shift?.locked, dialog: (day, close) => <LockUnlockDialog day={day} lock onClose={close} /> },
    { label: 'Unlock', call: 'LockUnlockShift', offered: (day) => !!day.shift?.locked, dialog: (day, close) => <LockUnlockDialog day={day} lock={false} onClose={close} /> },
  ],
  [
    { label: 'Recalculate time values', call: 'RecalcTimeValues', dialog: (day, close) => <RecalculateDialog day={day} autoShift={false} onClose={close} /> },
    { label: 'Recalculate auto shift', call: 'RecalcAutoShift', dialog: (day, close) => <RecalculateDialog day={day} autoShift onClose={close} /> },
  ],
  [
    { label: 'Delete and re-process clockings', call: 'DeleteReprocessClockings', dialog: (day, close) => <ReprocessClockingsDialog day={day} onClose={close} /> },
    { label: 'FILO on/off', call: 'FILOSwitchOnOff', dialog: (day, close) => <FiloDialog day={day} onClose={close} /> },
  ],
  [
    { label: 'Change shift', call: 'ChangeShift', dialog: (day, close) => <ChangeShiftDialog day={day} onClose={close} /> },
    { label: 'Work cycle change', call: 'WorkCycleChange', dialog: (day, close) => <WorkCycleChangeDialog day={day} onClose={close} /> },
  ],
  [
    { label: 'Change org info', call: 'ChangeOrgInfo', dialog: (day, close) => <ChangeOrgInfoDialog day={day} onClose={close} /> },
    { label: 'Change location', call: 'ChangeLocation', dialog: (day, close) => <ChangeLocationDialog day={day} onClose={close} /> },
  ],
  [
    { label: 'Apply for leave', call: 'CreateLeaveApplication', dialog: (day, close) => <LeaveApplicationDialog employeeID={day.employeeID} date={day.date} onClose={close} /> },
    // Both need the day's applications, which GetEmployeeShiftLeaveActions reads by the stored day.
    { label: 'Change leave application', call: 'CreateLeaveApplication', offered: onShift, dialog: (day, close) => <ChangeLeaveApplicationDialog day={day} onClose={close} /> },
    { label: 'Cancel leave', call: 'CancelLeaveApplication', offered: onShift, dialog: (day, close) => <CancelLeaveDialog day={day} onClose={close} /> },
    { label: 'Change original shift', call: 'ChangeLeaveOriginalShift', offered: onShift, dialog: (day, close) => <ChangeLeaveOriginalShiftDialog day={day} onClose={close} /> },
    { label: 'Leave statement', call: 'GetLeaveStatement', to: (day) => leaveStatementPath(day.employeeID) },
    { label: 'Current leave balance', call: 'GetLeaveBalances', dialog: (day, close) => <LeaveBalanceDialog day={day} onClose={close} /> },
    { label: 'Approve leave', call: 'ApproveDeclineLeaveApps', to: () => LEAVE_APPROVALS_PATH },
  ],
  [
    { label: 'Authorise hours', call: 'AuthUnAuthHoursEmplsDateRange', offered: (day) => !day.shift?.authorised, dialog: (day, close) => <AuthoriseHoursDialog day={day} authorise onClose={close} /> },
    { label: 'Unauthorise hours', call: 'AuthUnAuthHoursEmplsDateRange', offered: (day) => !!day.shift?.authorised, dialog: (day, close) => <AuthoriseHoursDialog day={day} authorise={false} onClose={close} /> },
  ],
];

/** The row's menu of the actions the session may take, and the dialog of the one chosen. */
export function DayActions({ day }: { day: GridDay }) {
  const session = useSession();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const manual = useManualClockingActions({ employee: { id: day.employeeID, timeZone: day.shift?.timeZone }, shift: day.shift ?? { shiftDate: day.date } });
  const groups = ACTIONS.map((group) => group.filter((action) => canCall(session, action.call) && (action.offered?.(day) ?? true))).filter((group) => group.length > 0);
  if (groups.length === 0 && manual.items.length === 0) return null;

  const toggle = (toggleRef: Ref<MenuToggleElement>) => (
    <MenuToggle ref={toggleRef} variant="plain" aria-label={`Actions for ${dayLabel(day.date)}`} onClick={() => setIsOpen((open) => !open)} isExpanded={isOpen} icon={<EllipsisVIcon />} />
  );
  return (
    <>
      <Dropdown isOpen={isOpen} onOpenChange={setIsOpen} toggle={toggle} popperProps={{ position: 'right' }}>
        <DropdownList>
          {groups.map((group, index) => (
            <Fragment key={group[0].label}>
              {index > 0 && <Divider component="li" />}
              {group.map((action) => (
                <DropdownItem
                  key={action.label}
                  onClick={() => {
                    setIsOpen(false);
                    if (action.to) navigate(action.to(day));
                    // A function in state must be wrapped, or React calls it as an updater.
                    else if (action.dialog) setDialog(() => action.dialog!);
                  }}
                >
                  {action.label}
                </DropdownItem>
              ))}
            </Fragment>
          ))}
          {manual.items.length > 0 && groups.length > 0 && <Divider component="li" />}
          {manual.items.map((item) => (
            <DropdownItem
              key={item.call}
              onClick={() => {
                setIsOpen(false);
                item.onClick();
              }}
            >
              {item.title}
            </DropdownItem>
          ))}
        </DropdownList>
      </Dropdown>
      {dialog?.(day, () => setDialog(null))}
      {manual.dialog}
    </>
  );
}
