import { isIsoDate, isUuid, LEAVE_APPLICATION_STATUS, LEAVE_APPLICATION_STATUS_TEXT, type EventKind, type LeaveApplicationChangedPayload } from '@tna/contracts';
import type { DecidedAlert } from './alert';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { inScope, type FilterMembers } from './scope';

export type LeaveApplicationStep = Pick<LeaveApplicationChangedPayload, 'applicationID' | 'employeeID' | 'status' | 'cancelled' | 'startDate' | 'endDate'>;

/** Why a step cannot be evaluated (it would fail its whole batch at every redelivery), or null. */
export function leaveStepFault(step: LeaveApplicationStep): string | null {
  if (!isUuid(step.applicationID) || !isUuid(step.employeeID)) return 'applicationID and employeeID must be ids';
  if (!isIsoDate(step.startDate) || !isIsoDate(step.endDate)) return 'startDate and endDate must be dates YYYY-MM-DD';
  if (!Object.hasOwn(LEAVE_APPLICATION_STATUS_TEXT, step.status)) return `unknown status ${JSON.stringify(step.status)}`;
  return null;
}

/**
 * What a step of an application is to alerts: still waiting at its status (0 new, 1 or 2 after a
 * first decision, waiting for a higher level), or decided for good (11, 22) or cancelled.
 */
export function leaveStepCause(step: Pick<LeaveApplicationStep, 'status' | 'cancelled'>): { eventKind: EventKind; cause: string; state: string } {
  if (step.cancelled) return { eventKind: 'leaveDecided', cause: 'leave:cancelled', state: 'Cancelled' };
  const state = LEAVE_APPLICATION_STATUS_TEXT[step.status];
  if (step.status === LEAVE_APPLICATION_STATUS.finallyGranted) return { eventKind: 'leaveDecided', cause: 'leave:approved', state };
  if (step.status === LEAVE_APPLICATION_STATUS.finallyDeclined) return { eventKind: 'leaveDecided', cause: 'leave:rejected', state };
  return { eventKind: 'leaveAwaitingApproval', cause: `leave:awaiting:${step.status}`, state };
}

/**
 * The alerts of one step of a leave application, for the active types of its kind that concern
 * the applicant: about the application, dated its first day. A waiting application goes to the
 * types' user teams only (no employee on the alert); a decided or cancelled one names the
 * employee, who hears of it when the type notifies the employee.
 */
export function decideLeaveAlerts(
  types: readonly EventTypeRule[],
  step: LeaveApplicationStep,
  employee: AlertEmployee,
  leaveTypeName: string,
  filters: FilterMembers,
): DecidedAlert[] {
  const { eventKind, cause, state } = leaveStepCause(step);
  return types
    .filter((type) => type.eventKind === eventKind && inScope(type, employee.id, filters))
    .map((type) => ({
      eventTypeID: type.id,
      eventKind,
      subjectID: step.applicationID,
      employeeID: eventKind === 'leaveDecided' ? employee.id : null,
      day: step.startDate,
      cause,
      details: {
        eventTypeName: type.name,
        employeeName: employee.name,
        employeeNumber: employee.employeeNumber,
        leaveType: leaveTypeName,
        leaveFrom: step.startDate,
        leaveTo: step.endDate,
        leaveState: state,
      },
    }));
}
