import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { LEAVE_DURATIONS, LEAVE_UNIT_TEXT, type EmployeeShiftLeaveAction, type LeavePosition } from '@tna/contracts';
import { useFetchEmployeeShiftLeaveActions } from '../../../queries/leave';
import { hoursMinutes, longDate } from '../zoned-time';

/** Full day, Half, … or the custom fraction, with where a part day sits in the shift. */
export function durationText(application: { duration: number; position: LeavePosition | null }): string {
  const named = LEAVE_DURATIONS.find((option) => option.value === application.duration)?.label ?? `${application.duration} of the shift`;
  if (application.duration >= 1) return named;
  return `${named}, ${application.position === 'END' ? 'end' : 'beginning'} of the shift`;
}

export const leaveDates = (application: { startDate: string; endDate: string }) =>
  application.startDate === application.endDate ? longDate(application.startDate) : `${longDate(application.startDate)} – ${longDate(application.endDate)}`;

/** An amount in a leave type's unit, to the ledger's 4 decimals without trailing zeros. */
export const leaveAmount = (value: number) => value.toFixed(4).replace(/\.?0+$/, '');

const statusOf = (action: EmployeeShiftLeaveAction) => `${action.status} ${action.statusText}${action.cancelled ? ', cancelled' : ''}`;

/** The applications with leave on the day (GetEmployeeShiftLeaveActions), in force or not, with the day's booking. */
export function LeaveActionsTab({ shiftID }: { shiftID: string }) {
  const actions = useFetchEmployeeShiftLeaveActions(shiftID);
  if (actions.isPending) return <Spinner size="lg" aria-label="Loading leave actions" />;
  if (actions.isError) return <Alert variant="danger" isInline title={actions.error.message} />;
  if (actions.data.length === 0) return <p>No leave applications cover this day.</p>;
  return (
    <Table aria-label="Leave actions" variant="compact" role="table">
      <Thead>
        <Tr>
          <Th>Leave type</Th>
          <Th>Reason</Th>
          <Th>Dates</Th>
          <Th>Duration</Th>
          <Th>Status</Th>
          <Th>Booked against</Th>
          <Th>Leave time</Th>
          <Th>Amount</Th>
          <Th>Applicant comment</Th>
          <Th>Manager comment</Th>
        </Tr>
      </Thead>
      <Tbody>
        {actions.data.map((action) => (
          <Tr key={action.applicationID}>
            <Td dataLabel="Leave type">{action.leaveTypeName}</Td>
            <Td dataLabel="Reason">{action.reasonName ?? ''}</Td>
            <Td dataLabel="Dates">{leaveDates(action)}</Td>
            <Td dataLabel="Duration">{durationText(action)}</Td>
            <Td dataLabel="Status">{statusOf(action)}</Td>
            <Td dataLabel="Booked against">{action.bookedShiftName ?? ''}</Td>
            <Td dataLabel="Leave time">{hoursMinutes(action.minutes)}</Td>
            <Td dataLabel="Amount">{`${leaveAmount(action.amount)} ${LEAVE_UNIT_TEXT[action.unit]}`}</Td>
            <Td dataLabel="Applicant comment">{action.applicantComment ?? ''}</Td>
            <Td dataLabel="Manager comment">{action.managerComment ?? ''}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
