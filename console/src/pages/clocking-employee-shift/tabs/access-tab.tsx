import { Alert, Spinner } from '@patternfly/react-core';
import { useFetchEmployeeShiftAccessClockings } from '../../../queries/employee-shift';
import { ClockingsTable } from './clockings-table';

/** The clockings at access-control readers around the day's shift (they never count as time); times in the employee's zone. */
export function AccessTab({ shiftID, timeZone, shiftDate }: { shiftID: string; timeZone: string; shiftDate: string }) {
  const clockings = useFetchEmployeeShiftAccessClockings(shiftID);
  if (clockings.isPending) return <Spinner size="lg" aria-label="Loading access clockings" />;
  if (clockings.isError) return <Alert variant="danger" isInline title={clockings.error.message} />;
  if (clockings.data.length === 0) return <p>No access control reader saw the employee around this day's shift.</p>;
  const rows = clockings.data.map((clocking) => ({ ...clocking, reader: clocking.scannerName ?? 'None' }));
  return <ClockingsTable label="Access clockings of the day" rows={rows} timeZone={timeZone} shiftDate={shiftDate} />;
}
