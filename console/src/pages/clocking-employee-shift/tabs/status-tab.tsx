import { Alert, Label, LabelGroup, Spinner } from '@patternfly/react-core';
import { useFetchEmployeeShiftStatuses } from '../../../queries/employee-shift';
import { statusColor } from '../status-color';

/** The day's statuses with the names given in Shift Status setup. */
export function StatusTab({ shiftID }: { shiftID: string }) {
  const statuses = useFetchEmployeeShiftStatuses(shiftID);
  if (statuses.isPending) return <Spinner size="lg" aria-label="Loading statuses" />;
  if (statuses.isError) return <Alert variant="danger" isInline title={statuses.error.message} />;
  if (statuses.data.length === 0) return <p>{'<no status, contact programmer>'}</p>;
  return (
    <LabelGroup aria-label="Statuses of the day" numLabels={20}>
      {statuses.data.map((status) => (
        <Label key={status.code} color={statusColor(status.code)}>{`${status.code} ${status.name}`}</Label>
      ))}
    </LabelGroup>
  );
}
