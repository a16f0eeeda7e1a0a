import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { CLOCKING_SOURCE_TEXT, type EmployeeShiftClocking } from '@tna/contracts';
import { useFetchEmployeeShiftClockings } from '../../../queries/employee-shift';
import { useFetchScannerNames } from '../../../queries/scanners';
import { clockTimeOn } from '../zoned-time';

const roleText = (clocking: EmployeeShiftClocking) => (clocking.role === 'ignored' ? 'Ignored' : `${clocking.role} of pair ${clocking.pairNumber}`);

/** The day's clockings: the time in the employee's zone, the direction the reader sent, and the part each plays in the pairs. */
export function ClockingTab({ shiftID, timeZone, shiftDate }: { shiftID: string; timeZone: string; shiftDate: string }) {
  const clockings = useFetchEmployeeShiftClockings(shiftID);
  const scanners = useFetchScannerNames();
  const readerNames = new Map(scanners.data?.map((scanner) => [scanner.id, scanner.name]));
  if (clockings.isPending) return <Spinner size="lg" aria-label="Loading clockings" />;
  if (clockings.isError) return <Alert variant="danger" isInline title={clockings.error.message} />;
  if (clockings.data.length === 0) return <p>No clockings belong to this day.</p>;
  return (
    <Table aria-label="Clockings of the day" variant="compact" role="table">
      <Thead>
        <Tr>
          <Th>{`Time (${timeZone})`}</Th>
          <Th>Direction sent</Th>
          <Th>Counted as</Th>
          <Th>Reader</Th>
          <Th>Source</Th>
        </Tr>
      </Thead>
      <Tbody>
        {clockings.data.map((clocking) => (
          <Tr key={clocking.id}>
            <Td dataLabel="Time">{clockTimeOn(clocking.clockedAt, timeZone, shiftDate)}</Td>
            <Td dataLabel="Direction sent">{clocking.direction ?? 'Not sent'}</Td>
            <Td dataLabel="Counted as">{roleText(clocking)}</Td>
            <Td dataLabel="Reader">{clocking.scannerID === null ? 'None' : (readerNames.get(clocking.scannerID) ?? '')}</Td>
            <Td dataLabel="Source">{CLOCKING_SOURCE_TEXT[clocking.source]}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
