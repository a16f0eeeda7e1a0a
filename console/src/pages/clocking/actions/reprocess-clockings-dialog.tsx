import { useState } from 'react';
import type { DeleteReprocessClockingsRequest, DeleteReprocessClockingsResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/** The counts of a re-process done before answering; a large one answers only the days and its job, whose result has them. */
function detailsOf(result: DeleteReprocessClockingsResult): string {
  if (result.requestID) return `${result.days} days to re-process`;
  return `${result.deletedClockings ?? 0} clockings deleted, ${result.reprocessedClockings ?? 0} read again, ${result.days} days recalculated, ${result.lockedDays ?? 0} locked days left as they were`;
}

/**
 * DeleteReprocessClockings: the days' reader clockings replaced by what the readers sent and the
 * days recalculated; clockings entered on this screen and locked days are kept.
 */
export function ReprocessClockingsDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const action = useShiftActionMutation<DeleteReprocessClockingsRequest, DeleteReprocessClockingsResult>('DeleteReprocessClockings');
  const result = action.data;
  return (
    <ActionDialog
      title="Delete and re-process clockings"
      submitLabel="Re-process"
      onClose={onClose}
      onSubmit={() => action.mutate({ employeeIDs: [day.employeeID], ...range })}
      isPending={action.isPending}
      error={action.error}
      outcome={result ? outcomeOf(result, [21], detailsOf(result)) : null}
      isComplete={isRangeComplete(range)}
    >
      <RangeFields range={range} onChange={setRange} />
    </ActionDialog>
  );
}
