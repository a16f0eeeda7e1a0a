import { FormGroup, FormSelect, FormSelectOption } from '@patternfly/react-core';
import { useId, useState } from 'react';
import { SHIFT, SHIFT_ADJUSTMENT_REASON, type ChangeShiftRequest, type ChangeShiftResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import { useFetchIdNames } from '../../../queries/entities';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/** The select's value for "make the days days off" (shiftID null). */
const DAY_OFF = 'day-off';

/** ChangeShift: the days get another shift, or become days off, and are recalculated. */
export function ChangeShiftDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const id = useId();
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const [shift, setShift] = useState('');
  const [reason, setReason] = useState('');
  const shifts = useFetchIdNames(SHIFT.calls.idName);
  const reasons = useFetchIdNames(SHIFT_ADJUSTMENT_REASON.calls.idName);
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
      <FormGroup label="Shift" isRequired fieldId={`${id}-shift`}>
        <FormSelect id={`${id}-shift`} value={shift} onChange={(_event, value) => setShift(value)}>
          <FormSelectOption value="" label="Select a shift" isPlaceholder />
          <FormSelectOption value={DAY_OFF} label="Day off" />
          {shifts.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
        </FormSelect>
      </FormGroup>
      <FormGroup label="Reason" fieldId={`${id}-reason`}>
        <FormSelect id={`${id}-reason`} value={reason} onChange={(_event, value) => setReason(value)}>
          <FormSelectOption value="" label="—" />
          {reasons.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
        </FormSelect>
      </FormGroup>
    </ActionDialog>
  );
}
