import { useState } from 'react';
import { SHIFT, SHIFT_ADJUSTMENT_REASON, type ChangeShiftRequest, type ChangeShiftResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, IdNameSelect, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/** The select's value for "make the days days off" (shiftID null). */
const DAY_OFF = 'day-off';

/** ChangeShift: the days get another shift, or become days off, and are recalculated. */
export function ChangeShiftDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const [shift, setShift] = useState('');
  const [reason, setReason] = useState('');
  const action = useShiftActionMutation<ChangeShiftRequest, ChangeShiftResult>('ChangeShift');
  const result = action.data;
  return (
    <ActionDialog
      title="Change shift"
      submitLabel="Change shift"
      onClose={onClose}
      onSubmit={() =>
        action.mutate({ employeeIDs: [day.employeeID], ...range, shiftID: shift === DAY_OFF ? null : shift, ...(reason ? { reasonID: reason } : {}) })
      }
      isPending={action.isPending}
      error={action.error}
      outcome={
        result
          ? outcomeOf(result, [1], `${result.changedDays} days changed, ${result.sameShiftDays} had the shift already, ${result.lockedDays} locked`)
          : null
      }
      isComplete={isRangeComplete(range) && shift !== ''}
    >
      <RangeFields range={range} onChange={setRange} />
      <IdNameSelect
        label="Shift"
        call={SHIFT.calls.idName}
        value={shift}
        onChange={setShift}
        placeholder="Select a shift"
        isRequired
        extra={[{ value: DAY_OFF, label: 'Day off' }]}
      />
      <IdNameSelect label="Reason" call={SHIFT_ADJUSTMENT_REASON.calls.idName} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
