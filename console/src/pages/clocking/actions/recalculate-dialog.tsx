import { useState } from 'react';
import type { RecalcRequest, RecalcResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/**
 * RecalcTimeValues keeps each day's shift and calculates its values again; RecalcAutoShift
 * detects the shifts afresh first. A large request answers 12 and a job, whose progress shows.
 */
export function RecalculateDialog({ day, autoShift, onClose }: { day: GridDay; autoShift: boolean; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const action = useShiftActionMutation<RecalcRequest, RecalcResult>(autoShift ? 'RecalcAutoShift' : 'RecalcTimeValues');
  const result = action.data;
  const details = result && (result.resultCode === 11 ? `${result.days} days, ${result.lockedDays ?? 0} locked days left as they were` : `${result.days} days`);
  return (
    <ActionDialog
      title={autoShift ? 'Recalculate auto shift detection' : 'Recalculate time values'}
      submitLabel="Recalculate"
      onClose={onClose}
      onSubmit={() => action.mutate({ employeeIDs: [day.employeeID], ...range })}
      isPending={action.isPending}
      error={action.error}
      outcome={result ? outcomeOf(result, [11, 12], details ?? '') : null}
      isComplete={isRangeComplete(range)}
    >
      <RangeFields range={range} onChange={setRange} />
    </ActionDialog>
  );
}
