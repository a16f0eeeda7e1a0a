import { Alert, Spinner } from '@patternfly/react-core';
import type { EmployeeShiftClocking } from '@tna/contracts';
import { useFetchEmployeeShiftClockings } from '../../../queries/employee-shift';
import { useFetchScannerNames } from '../../../queries/scanners';
import { ClockingsTable } from './clockings-table';

const roleText = (clocking: EmployeeShiftClocking) => (clocking.role === 'ignored' ? 'Ignored' : `${clocking.role} of pair ${clocking.pairNumber}`);

/** The day's clockings: the time in the employee's zone, the direction the reader sent, and the part each plays in the pairs. */
export function ClockingTab({ shiftID, timeZone, shiftDate }: { shiftID: string; timeZone: string; shiftDate: string }) {
  const clockings = useFetchEmployeeShiftClockings(shiftID);
  const scanners = useFetchScannerNames();
  const readerNames = new Map(scanners.data?.map((scanner) => [scanner.id, scanner.name]));
  if (clockings.isPending) return <Spinner size="lg" aria-label="Loading clockings" />;
  if (clockings.isError) return <Alert variant="danger" isInline title={clockings.error.message} />;
  if (clockings.data.length === 0) return <p>No clockings belong to this day.</p>;
  const rows = clockings.data.map((clocking) => ({
    ...clocking,
    reader: clocking.scannerID === null ? 'None' : (readerNames.get(clocking.scannerID) ?? ''),
    countedAs: roleText(clocking),
  }));
  return <ClockingsTable label="Clockings of the day" rows={rows} timeZone={timeZone} shiftDate={shiftDate} countsAs />;
}
