import { Alert, Content, EmptyState, PageSection, Spinner, Stack, StackItem, TextInput, Title, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { LEAVE_STATEMENT_ACTION_TEXT, LEAVE_TYPE, LEAVE_UNIT_TEXT, type GetLeaveStatementRequest } from '@tna/contracts';
import { useParams, useSearchParams } from 'react-router';
import { useFetchEmployee } from '../../queries/employee-record';
import { useFetchLeaveStatement } from '../../queries/leave';
import { IdNameSelect } from '../clocking/actions/action-dialog';
import { leaveAmount } from '../clocking-employee-shift/tabs/leave-actions-tab';
import { longDate } from '../clocking-employee-shift/zoned-time';
import { LeaveBalancesTable } from './leave-balances-table';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One employee's leave statement: the balances today on top, then the ledger entries of the filter
 * (`?LeaveTypeID=&From=&To=` in the address) in ledger order, each with the balance after it.
 */
export function LeaveStatementPage() {
  const { employeeID = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const employee = useFetchEmployee(employeeID || undefined);
  const leaveTypeID = params.get('LeaveTypeID') ?? '';
  const from = params.get('From') ?? '';
  const to = params.get('To') ?? '';
  const ordered = from === '' || to === '' || from <= to;
  const request: GetLeaveStatementRequest | null =
    employeeID && ordered
      ? {
          employeeID,
          ...(leaveTypeID ? { leaveTypeID } : {}),
          ...(ISO_DATE.test(from) ? { from } : {}),
          ...(ISO_DATE.test(to) ? { to } : {}),
        }
      : null;
  const statement = useFetchLeaveStatement(request);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const who = employee.data ? `${[employee.data.firstName, employee.data.surname].filter(Boolean).join(' ')} (${employee.data.employeeNumber})` : '';

  return (
    <>
      <PageSection>
        <Content component="h1">{who ? `Leave statement: ${who}` : 'Leave statement'}</Content>
      </PageSection>
      <PageSection>
        <Stack hasGutter>
          <StackItem>
            <Title headingLevel="h2">Balances today</Title>
            <LeaveBalancesTable employeeID={employeeID} />
          </StackItem>
          <StackItem>
            <Title headingLevel="h2">Entries</Title>
            <Toolbar>
              <ToolbarContent>
                <ToolbarItem>
                  <IdNameSelect label="Leave type" call={LEAVE_TYPE.calls.idName} value={leaveTypeID} onChange={(value) => setFilter('LeaveTypeID', value)} placeholder="All leave types" />
                </ToolbarItem>
                <ToolbarItem>
                  <label htmlFor="statement-from">From</label>
                  <TextInput id="statement-from" type="date" value={from} onChange={(_event, value) => setFilter('From', value)} />
                </ToolbarItem>
                <ToolbarItem>
                  <label htmlFor="statement-to">To</label>
                  <TextInput id="statement-to" type="date" value={to} onChange={(_event, value) => setFilter('To', value)} validated={ordered ? 'default' : 'error'} />
                </ToolbarItem>
              </ToolbarContent>
            </Toolbar>
            {!ordered ? (
              <Alert variant="warning" isInline title="The end date is before the start date" />
            ) : statement.isPending ? (
              <Spinner size="xl" aria-label="Loading the statement" />
            ) : statement.isError ? (
              <Alert variant="danger" isInline title={statement.error.message} />
            ) : statement.data.length === 0 ? (
              <EmptyState titleText="No entries for this filter" headingLevel="h3" />
            ) : (
              <Table aria-label="Leave statement" variant="compact">
                <Thead>
                  <Tr>
                    <Th>Date</Th>
                    <Th>Leave type</Th>
                    <Th>Action</Th>
                    <Th>Amount</Th>
                    <Th>Balance</Th>
                    <Th>Unit</Th>
                    <Th>Source</Th>
                    <Th>By</Th>
                  </Tr>
                </Thead>
                <Tbody>
                  {statement.data.map((entry) => (
                    <Tr key={entry.id}>
                      <Td dataLabel="Date">{longDate(entry.date)}</Td>
                      <Td dataLabel="Leave type">{entry.leaveTypeName}</Td>
                      <Td dataLabel="Action">{`${entry.action} ${LEAVE_STATEMENT_ACTION_TEXT[entry.action]}`}</Td>
                      <Td dataLabel="Amount">{leaveAmount(entry.amount)}</Td>
                      <Td dataLabel="Balance">{leaveAmount(entry.balance)}</Td>
                      <Td dataLabel="Unit">{LEAVE_UNIT_TEXT[entry.unit]}</Td>
                      <Td dataLabel="Source">{entry.sourceText}</Td>
                      <Td dataLabel="By">{entry.createdByName ?? ''}</Td>
                    </Tr>
                  ))}
                </Tbody>
              </Table>
            )}
          </StackItem>
        </Stack>
      </PageSection>
    </>
  );
}
