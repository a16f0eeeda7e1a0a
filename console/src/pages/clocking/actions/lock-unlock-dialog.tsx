import { useState } from 'react';
import type { LockUnlockShiftRequest, LockUnlockShiftResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/** LockUnlockShift: locked days keep their values whatever changes; unlocking recalculates them. */
export function LockUnlockDialog({ day, lock, onClose }: { day: GridDay; lock: boolean; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const action = useShiftActionMutation<LockUnlockShiftRequest, LockUnlockShiftResult>('LockUnlockShift');
  const result = action.data;
  return (
    <ActionDialog
      title={lock ? 'Lock shifts' : 'Unlock shifts'}
      submitLabel={lock ? 'Lock' : 'Unlock'}
      onClose={onClose}
      onSubmit={() => action.mutate({ employeeIDs: [day.employeeID], ...range, lock })}
      isPending={action.isPending}
      error={action.error}
      outcome={result ? outcomeOf(result, [150, 11], `${result.changedDays} days changed, ${result.unchangedDays} were already so`) : null}
      isComplete={isRangeComplete(range)}
    >
      <RangeFields range={range} onChange={setRange} />
    </ActionDialog>
  );
}
