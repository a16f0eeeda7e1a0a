import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { CLOCKING_SOURCE_TEXT, type ClockingDirection, type ClockingSource } from '@tna/contracts';
import { clockTimeOn } from '../zoned-time';

/** A clocking as the day's tables show it; `countedAs` only where the engine pairs it. */
export interface ClockingRow {
  id: string;
  clockedAt: string;
  direction: ClockingDirection | null;
  reader: string;
  source: ClockingSource;
  countedAs?: string;
}

/** Clockings of a day: the time in the employee's zone, the direction the reader sent, the reader and source, and with `countsAs` the part each plays in the pairs. */
export function ClockingsTable({ label, rows, timeZone, shiftDate, countsAs = false }: { label: string; rows: readonly ClockingRow[]; timeZone: string; shiftDate: string; countsAs?: boolean }) {
  return (
    <Table aria-label={label} variant="compact" role="table">
      <Thead>
        <Tr>
          <Th>{`Time (${timeZone})`}</Th>
          <Th>Direction sent</Th>
          {countsAs && <Th>Counted as</Th>}
          <Th>Reader</Th>
          <Th>Source</Th>
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td dataLabel="Time">{clockTimeOn(row.clockedAt, timeZone, shiftDate)}</Td>
            <Td dataLabel="Direction sent">{row.direction ?? 'Not sent'}</Td>
            {countsAs && <Td dataLabel="Counted as">{row.countedAs}</Td>}
            <Td dataLabel="Reader">{row.reader}</Td>
            <Td dataLabel="Source">{CLOCKING_SOURCE_TEXT[row.source]}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
