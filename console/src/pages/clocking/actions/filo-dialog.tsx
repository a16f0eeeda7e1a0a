import { FormGroup, Radio } from '@patternfly/react-core';
import { useId, useState } from 'react';
import type { FILOSwitchOnOffRequest, FILOSwitchOnOffResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/** FILOSwitchOnOff: first in, last out on or off for the days, whatever the employee record says; the days are recalculated. */
export function FiloDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const id = useId();
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const [filo, setFilo] = useState(true);
  const action = useShiftActionMutation<FILOSwitchOnOffRequest, FILOSwitchOnOffResult>('FILOSwitchOnOff');
  const result = action.data;
  return (
    <ActionDialog
      title="First in, last out"
      submitLabel={filo ? 'Switch on' : 'Switch off'}
      onClose={onClose}
      onSubmit={() => action.mutate({ employeeIDs: [day.employeeID], ...range, filo })}
      isPending={action.isPending}
      error={action.error}
      outcome={result ? outcomeOf(result, [11, 12], `${result.changedDays} days changed, ${result.lockedDays} locked days left as they were`) : null}
      isComplete={isRangeComplete(range)}
    >
      <RangeFields range={range} onChange={setRange} />
      <FormGroup role="radiogroup" isInline fieldId={id} label="FILO">
        <Radio id={`${id}-on`} name={`${id}-filo`} label="On" isChecked={filo} onChange={() => setFilo(true)} />
        <Radio id={`${id}-off`} name={`${id}-filo`} label="Off" isChecked={!filo} onChange={() => setFilo(false)} />
      </FormGroup>
    </ActionDialog>
  );
}
