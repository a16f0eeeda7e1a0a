import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useFetchEmployeeWorkCycleChanges } from '../../../queries/employee-shift';
import { longDate } from '../zoned-time';

/** The employee's work cycle changes; the one in force on the day is the latest effective by then. */
export function WorkCycleChangesTab({ employeeID, shiftDate }: { employeeID: string; shiftDate: string }) {
  const changes = useFetchEmployeeWorkCycleChanges(employeeID);
  if (changes.isPending) return <Spinner size="lg" aria-label="Loading work cycle changes" />;
  if (changes.isError) return <Alert variant="danger" isInline title={changes.error.message} />;
  if (changes.data.length === 0) return <p>No work cycle changes for this employee: the roster’s own cycle applies.</p>;
  const inForce = changes.data.filter((change) => change.effectiveDate <= shiftDate).at(-1)?.id;
  return (
    <Table aria-label="Work cycle changes" variant="compact" role="table">
      <Thead>
        <Tr>
          <Th>Effective</Th>
          <Th>Work cycle</Th>
          <Th>Starting pattern, day</Th>
          <Th>Start date</Th>
          <Th>Reason</Th>
        </Tr>
      </Thead>
      <Tbody>
        {changes.data.map((change) => (
          <Tr key={change.id} isRowSelected={change.id === inForce}>
            <Td dataLabel="Effective">{`${longDate(change.effectiveDate)}${change.id === inForce ? ' (in force on this day)' : ''}`}</Td>
            <Td dataLabel="Work cycle">{change.workCycleName ?? ''}</Td>
            <Td dataLabel="Starting pattern, day">{`${change.startingWorkPatternName ?? ''}, day ${change.startDay}`}</Td>
            <Td dataLabel="Start date">{longDate(change.startDate)}</Td>
            <Td dataLabel="Reason">{change.reasonName ?? ''}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
