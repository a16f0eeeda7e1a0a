import { Icon, Progress, ProgressMeasureLocation, ProgressVariant } from '@patternfly/react-core';
import CheckCircleIcon from '@patternfly/react-icons/dist/esm/icons/check-circle-icon';
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon';
import ExclamationTriangleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-triangle-icon';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { JobProgress } from '../../../components/job-progress';
import type { EmployeeOutcome } from '../../../queries/bulk-actions';

const STATUS = {
  done: { icon: <CheckCircleIcon />, status: 'success', label: 'Done' },
  refused: { icon: <ExclamationTriangleIcon />, status: 'warning', label: 'Not done' },
  failed: { icon: <ExclamationCircleIcon />, status: 'danger', label: 'Failed' },
} as const;

/** The run's progress over the chosen employees, and each employee's outcome as it arrives. */
export function BulkOutcomes({ outcomes, total, running }: { outcomes: readonly EmployeeOutcome[]; total: number; running: boolean }) {
  const counts = { done: 0, refused: 0, failed: 0 };
  for (const outcome of outcomes) counts[outcome.state]++;
  const percent = total > 0 ? Math.floor((outcomes.length / total) * 100) : 100;
  const variant = running ? undefined : counts.failed > 0 ? ProgressVariant.danger : counts.refused > 0 ? ProgressVariant.warning : ProgressVariant.success;
  return (
    <>
      <Progress
        value={percent}
        title="Employees"
        aria-label="Employees done"
        measureLocation={ProgressMeasureLocation.outside}
        label={`${outcomes.length} of ${total}: ${counts.done} done, ${counts.refused} not done, ${counts.failed} failed`}
        variant={variant}
      />
      {outcomes.length > 0 && (
        <Table aria-label="Outcome per employee" variant="compact" isStickyHeader>
          <Thead>
            <Tr>
              <Th>Employee #</Th>
              <Th>Name</Th>
              <Th>Code</Th>
              <Th>Result</Th>
            </Tr>
          </Thead>
          <Tbody>
            {outcomes.map((outcome) => (
              <Tr key={outcome.employee.id} data-outcome={outcome.state}>
                <Td dataLabel="Employee #">{outcome.employee.employeeNumber}</Td>
                <Td dataLabel="Name">{`${outcome.employee.firstName} ${outcome.employee.surname}`}</Td>
                <Td dataLabel="Code">{outcome.code ?? '—'}</Td>
                <Td dataLabel="Result">
                  <Icon status={STATUS[outcome.state].status} isInline>
                    {STATUS[outcome.state].icon}
                  </Icon>{' '}
                  <span className="pf-v6-screen-reader">{STATUS[outcome.state].label}: </span>
                  {outcome.text}
                  {outcome.jobID && <JobProgress jobID={outcome.jobID} title={`Recalculation of ${outcome.employee.employeeNumber}`} />}
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </>
  );
}
