import { Bullseye, EmptyState, EmptyStateBody, Spinner } from '@patternfly/react-core';
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon';
import SearchIcon from '@patternfly/react-icons/dist/esm/icons/search-icon';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { ReactNode } from 'react';
import type { Clocking, ClockingSource, EmployeeDateRangeRequest } from '@tna/contracts';
import { useFetchClockings } from '../../queries/clockings';
import { useFetchScannerNames } from '../../queries/scanners';

const columns = { clockedAt: 'Date and time', direction: 'Direction', reader: 'Reader', source: 'Source' };

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** In the browser's locale and time zone. */
export const formatClockedAt = (instant: string) => dateTimeFormat.format(new Date(instant));

const sourceText: Record<ClockingSource, string> = {
  'zk-push': 'Reader (push)',
  'zk-pull': 'Reader (pull)',
  'morpho-file': 'Morpho file import',
  'zk-file': 'ZK file import',
  web: 'Web clocking',
  manual: 'Manual',
};

const directionText = (direction: Clocking['direction']) =>
  direction === 'IN' ? 'In' : direction === 'OUT' ? 'Out' : 'Not given';

export interface ClockingTableProps {
  /** The clockings to show; null while the page lacks something to ask for. */
  period: EmployeeDateRangeRequest | null;
  /** What the table says while `period` is null. */
  idleText: string;
}

export function ClockingTable({ period, idleText }: ClockingTableProps) {
  const clockings = useFetchClockings(period);
  const scanners = useFetchScannerNames();
  const readerNames = new Map(scanners.data?.map((scanner) => [scanner.id, scanner.name]));

  const readerName = (scannerID: string | null) =>
    scannerID === null ? 'None' : (readerNames.get(scannerID) ?? (scanners.isPending ? '' : 'Unknown reader'));

  let body: ReactNode;
  if (!period) {
    body = (
      <StateRow>
        <EmptyState titleText={idleText} headingLevel="h2" icon={SearchIcon} />
      </StateRow>
    );
  } else if (clockings.data) {
    body =
      clockings.data.length === 0 ? (
        <StateRow>
          <EmptyState titleText="No clockings in this period" headingLevel="h2" icon={SearchIcon}>
            <EmptyStateBody>Choose another period or another employee.</EmptyStateBody>
          </EmptyState>
        </StateRow>
      ) : (
        clockings.data.map((clocking) => (
          <Tr key={clocking.id}>
            <Td dataLabel={columns.clockedAt}>
              <time dateTime={clocking.clockedAt}>{formatClockedAt(clocking.clockedAt)}</time>
            </Td>
            <Td dataLabel={columns.direction}>{directionText(clocking.direction)}</Td>
            <Td dataLabel={columns.reader}>{readerName(clocking.scannerID)}</Td>
            <Td dataLabel={columns.source}>{sourceText[clocking.source] ?? clocking.source}</Td>
          </Tr>
        ))
      );
  } else if (clockings.isError) {
    body = (
      <StateRow>
        <EmptyState titleText="Could not load clockings" headingLevel="h2" icon={ExclamationCircleIcon} status="danger">
          <EmptyStateBody>{clockings.error.message}</EmptyStateBody>
        </EmptyState>
      </StateRow>
    );
  } else {
    body = (
      <StateRow>
        <Spinner size="xl" aria-label="Loading clockings" />
      </StateRow>
    );
  }

  return (
    // Read-only rows: a table, not the interactive grid PatternFly announces by default.
    <Table aria-label="Clockings" variant="compact" role="table">
      <Thead>
        <Tr>
          <Th>{columns.clockedAt}</Th>
          <Th>{columns.direction}</Th>
          <Th>{columns.reader}</Th>
          <Th>{columns.source}</Th>
        </Tr>
      </Thead>
      <Tbody>{body}</Tbody>
    </Table>
  );
}

function StateRow({ children }: { children: ReactNode }) {
  return (
    <Tr>
      <Td colSpan={Object.keys(columns).length}>
        <Bullseye>{children}</Bullseye>
      </Td>
    </Tr>
  );
}
