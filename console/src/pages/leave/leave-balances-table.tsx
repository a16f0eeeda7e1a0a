import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { LEAVE_UNIT_TEXT } from '@tna/contracts';
import { useFetchLeaveBalances } from '../../queries/leave';
import { leaveAmount } from '../clocking-employee-shift/tabs/leave-actions-tab';

/** Each leave type's balance today, what is booked (granted, later days) and pending (waiting for approval). */
export function LeaveBalancesTable({ employeeID }: { employeeID: string }) {
  const balances = useFetchLeaveBalances(employeeID);
  if (balances.isPending) return <Spinner size="lg" aria-label="Loading the balances" />;
  if (balances.isError) return <Alert variant="danger" isInline title={balances.error.message} />;
  if (balances.data.length === 0) return <Alert variant="info" isInline title="No leave balances for this employee" />;
  return (
    <Table aria-label="Leave balances" variant="compact">
      <Thead>
        <Tr>
          <Th>Leave type</Th>
          <Th>Balance</Th>
          <Th>Booked</Th>
          <Th>Pending</Th>
          <Th>Unit</Th>
        </Tr>
      </Thead>
      <Tbody>
        {balances.data.map((balance) => (
          <Tr key={balance.leaveTypeID}>
            <Td dataLabel="Leave type">{balance.leaveTypeName}</Td>
            <Td dataLabel="Balance">{leaveAmount(balance.balance)}</Td>
            <Td dataLabel="Booked">{leaveAmount(balance.booked)}</Td>
            <Td dataLabel="Pending">{leaveAmount(balance.pending)}</Td>
            <Td dataLabel="Unit">{LEAVE_UNIT_TEXT[balance.unit]}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
