import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { LEAVE_APPLICATION_STATUS_TEXT, LEAVE_DURATIONS, type LeaveApplicationSummary } from '@tna/contracts';
import { useFetchEmployeeShiftLeaveActions } from '../../../queries/leave';
import { longDate } from '../zoned-time';

/** Full day, Half, … or the custom fraction, with where a part day sits in the shift. */
export function durationText(application: Pick<LeaveApplicationSummary, 'duration' | 'position'>): string {
  const named = LEAVE_DURATIONS.find((option) => option.value === application.duration)?.label ?? `${application.duration} of the shift`;
  if (application.duration >= 1) return named;
  return `${named}, ${application.position === 'END' ? 'end' : 'beginning'} of the shift`;
}

const dates = (application: LeaveApplicationSummary) =>
  application.startDate === application.endDate ? longDate(application.startDate) : `${longDate(application.startDate)} – ${longDate(application.endDate)}`;

/** The leave applications covering the day (GetEmployeeShiftLeaveActions), whatever their status. */
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
          <Th>Applicant comment</Th>
          <Th>Manager comment</Th>
          <Th>Applied by</Th>
        </Tr>
      </Thead>
      <Tbody>
        {actions.data.map((application) => (
          <Tr key={application.id}>
            <Td dataLabel="Leave type">{application.leaveTypeName}</Td>
            <Td dataLabel="Reason">{application.reasonName ?? ''}</Td>
            <Td dataLabel="Dates">{dates(application)}</Td>
            <Td dataLabel="Duration">{durationText(application)}</Td>
            <Td dataLabel="Status">{`${application.status} ${LEAVE_APPLICATION_STATUS_TEXT[application.status]}`}</Td>
            <Td dataLabel="Applicant comment">{application.applicantComment ?? ''}</Td>
            <Td dataLabel="Manager comment">{application.managerComment ?? ''}</Td>
            <Td dataLabel="Applied by">{application.createdByName ?? ''}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
