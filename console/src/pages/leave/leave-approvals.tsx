import {
  Alert,
  Button,
  Content,
  EmptyState,
  Form,
  FormGroup,
  PageSection,
  Spinner,
  Stack,
  StackItem,
  TextArea,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { LEAVE_UNIT_TEXT, type ApproveDeclineLeaveAppsResult, type LeaveAppToApprove } from '@tna/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApproveDeclineLeaveAppsMutation, useFetchLeaveAppsToApprove } from '../../queries/leave';
import { useSession } from '../../session/session';
import { durationText, leaveAmount, leaveDates } from '../clocking-employee-shift/tabs/leave-actions-tab';
import { leaveStatementPath } from './leave-paths';

const describe = (application: LeaveAppToApprove) => `${application.employeeName} (${application.employeeNumber}), ${application.leaveTypeName}, ${leaveDates(application)}`;

/** A decided application's codes (the new status); any other code is a refusal. */
const DECIDED = new Set([1, 2, 11, 22]);

/** What one decision answered, with the application as it was listed (it leaves the list once decided). */
interface Decided {
  approve: boolean;
  result: ApproveDeclineLeaveAppsResult;
  described: Map<string, string>;
}

/** The applications the user may decide now: select some, then approve or decline them with a comment. */
export function LeaveApprovalsPage() {
  const session = useSession();
  const apps = useFetchLeaveAppsToApprove(session?.userID);
  const decide = useApproveDeclineLeaveAppsMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [comment, setComment] = useState('');
  const [decided, setDecided] = useState<Decided | null>(null);

  const rows = apps.data ?? [];
  // Only what is still listed counts: a refetch drops what others decided meanwhile.
  const chosen = rows.filter((application) => selected.has(application.applicationID));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (approve: boolean) => {
    const described = new Map(chosen.map((application) => [application.applicationID, describe(application)]));
    decide.mutate(
      { applicationIDs: chosen.map((application) => application.applicationID), approve, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: (result) => {
          setDecided({ approve, result, described });
          setSelected(new Set());
          setComment('');
        },
      },
    );
  };

  return (
    <>
      <PageSection>
        <Content component="h1">Leave approvals</Content>
        <Content component="p">The leave applications you may approve or decline now.</Content>
      </PageSection>
      <PageSection>
        <Stack hasGutter>
          {decided && (
            <StackItem>
              <DecisionOutcomes decided={decided} />
            </StackItem>
          )}
          {decide.error && (
            <StackItem>
              <Alert variant="danger" isInline title={decide.error.message} />
            </StackItem>
          )}
          <StackItem>
            <Form onSubmit={(event) => event.preventDefault()}>
              <FormGroup label="Manager comment" fieldId="leave-decision-comment">
                <TextArea id="leave-decision-comment" value={comment} onChange={(_event, value) => setComment(value)} maxLength={1000} />
              </FormGroup>
            </Form>
          </StackItem>
          <StackItem>
            <Toolbar>
              <ToolbarContent>
                <ToolbarItem>
                  <Button onClick={() => submit(true)} isDisabled={chosen.length === 0 || decide.isPending} isLoading={decide.isPending && decide.variables?.approve}>
                    Approve
                  </Button>
                </ToolbarItem>
                <ToolbarItem>
                  <Button variant="secondary" isDanger onClick={() => submit(false)} isDisabled={chosen.length === 0 || decide.isPending}>
                    Decline
                  </Button>
                </ToolbarItem>
                <ToolbarItem alignSelf="center">{`${chosen.length} of ${rows.length} selected`}</ToolbarItem>
              </ToolbarContent>
            </Toolbar>
          </StackItem>
          <StackItem>
            {!session?.userID ? (
              // A session opened before logins answered the user's id cannot ask for its list.
              <Alert variant="warning" isInline title="Log in again to see the applications waiting for you" />
            ) : apps.isPending ? (
              <Spinner size="xl" aria-label="Loading the applications" />
            ) : apps.isError ? (
              <Alert variant="danger" isInline title={apps.error.message} />
            ) : rows.length === 0 ? (
              <EmptyState titleText="No leave applications wait for your decision" headingLevel="h2" />
            ) : (
              <Table aria-label="Leave applications to approve" variant="compact">
                <Thead>
                  <Tr>
                    <Th
                      select={{
                        onSelect: (_event, on) => setSelected(on ? new Set(rows.map((application) => application.applicationID)) : new Set()),
                        isSelected: chosen.length === rows.length,
                      }}
                      aria-label="Select all"
                    />
                    <Th>Employee</Th>
                    <Th>Leave type</Th>
                    <Th>Reason</Th>
                    <Th>Dates</Th>
                    <Th>Duration</Th>
                    <Th>Amount</Th>
                    <Th>Status</Th>
                    <Th>Applicant comment</Th>
                  </Tr>
                </Thead>
                <Tbody>
                  {rows.map((application, rowIndex) => (
                    <Tr key={application.applicationID}>
                      <Td select={{ rowIndex, onSelect: (_event, on) => toggle(application.applicationID, on), isSelected: selected.has(application.applicationID) }} />
                      <Td dataLabel="Employee">
                        <Link to={leaveStatementPath(application.employeeID)}>{`${application.employeeName} (${application.employeeNumber})`}</Link>
                      </Td>
                      <Td dataLabel="Leave type">{application.leaveTypeName}</Td>
                      <Td dataLabel="Reason">{application.reasonName ?? ''}</Td>
                      <Td dataLabel="Dates">{leaveDates(application)}</Td>
                      <Td dataLabel="Duration">{durationText(application)}</Td>
                      <Td dataLabel="Amount">{`${leaveAmount(application.amount)} ${LEAVE_UNIT_TEXT[application.unit]} (${application.days} ${application.days === 1 ? 'day' : 'days'})`}</Td>
                      <Td dataLabel="Status">{`${application.status} ${application.statusText}`}</Td>
                      <Td dataLabel="Applicant comment">{application.applicantComment ?? ''}</Td>
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

/** Each application's code and text, as the other actions show theirs. */
function DecisionOutcomes({ decided }: { decided: Decided }) {
  const { result, described, approve } = decided;
  return (
    <Alert
      variant={result.outcomes.every((outcome) => DECIDED.has(outcome.resultCode)) ? 'success' : 'warning'}
      isInline
      title={`${approve ? 'Approve' : 'Decline'}: ${result.resultCode} ${result.resultText}`}
    >
      <ul aria-label="Decision outcomes">
        {result.outcomes.map((outcome) => (
          <li key={outcome.applicationID} data-result-code={outcome.resultCode}>
            {`${described.get(outcome.applicationID) ?? outcome.applicationID}: ${outcome.resultCode} ${outcome.resultText}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
