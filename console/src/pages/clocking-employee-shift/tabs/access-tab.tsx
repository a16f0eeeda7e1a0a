import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { CLOCKING_SOURCE_TEXT } from '@tna/contracts';
import { useFetchEmployeeShiftAccessClockings } from '../../../queries/employee-shift';
import { clockTimeOn } from '../zoned-time';

/** The clockings at access-control readers around the day's shift (they never count as time); times in the employee's zone. */
export function AccessTab({ shiftID, timeZone, shiftDate }: { shiftID: string; timeZone: string; shiftDate: string }) {
  const clockings = useFetchEmployeeShiftAccessClockings(shiftID);
  if (clockings.isPending) return <Spinner size="lg" aria-label="Loading access clockings" />;
  if (clockings.isError) return <Alert variant="danger" isInline title={clockings.error.message} />;
  if (clockings.data.length === 0) return <p>No access control reader saw the employee around this day's shift.</p>;
  return (
    <Table aria-label="Access clockings of the day" variant="compact" role="table">
      <Thead>
        <Tr>
          <Th>{`Time (${timeZone})`}</Th>
          <Th>Reader</Th>
          <Th>Direction sent</Th>
          <Th>Source</Th>
        </Tr>
      </Thead>
      <Tbody>
        {clockings.data.map((clocking) => (
          <Tr key={clocking.id}>
            <Td dataLabel="Time">{clockTimeOn(clocking.clockedAt, timeZone, shiftDate)}</Td>
            <Td dataLabel="Reader">{clocking.scannerName ?? 'None'}</Td>
            <Td dataLabel="Direction sent">{clocking.direction ?? 'Not sent'}</Td>
            <Td dataLabel="Source">{CLOCKING_SOURCE_TEXT[clocking.source]}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
