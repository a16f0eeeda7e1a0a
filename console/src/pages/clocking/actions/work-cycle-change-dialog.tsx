import { FormGroup, TextInput } from '@patternfly/react-core';
import { useId, useState } from 'react';
import { WORK_CYCLE, WORK_CYCLE_CHANGE_REASON, type WorkCycleChangeRequest, type WorkCycleChangeResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, IdNameSelect, outcomeOf } from './action-dialog';

/** WorkCycleChange: from the effective date on, the employee follows another work cycle, from a chosen day of one of its patterns. */
export function WorkCycleChangeDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const id = useId();
  const [effectiveDate, setEffectiveDate] = useState(day.date);
  const [cycle, setCycle] = useState('');
  const [pattern, setPattern] = useState('');
  const [startDay, setStartDay] = useState('1');
  const [reason, setReason] = useState('');
  const action = useShiftActionMutation<WorkCycleChangeRequest, WorkCycleChangeResult>('WorkCycleChange');
  const result = action.data;
  const dayNumber = Number(startDay);
  return (
    <ActionDialog
      title="Work cycle change"
      submitLabel="Change work cycle"
      onClose={onClose}
      onSubmit={() =>
        action.mutate({
          employeeIDs: [day.employeeID],
          effectiveDate,
          workCycleID: cycle,
          startingWorkPatternID: pattern,
          startDay: dayNumber,
          ...(reason ? { reasonID: reason } : {}),
        })
      }
      isPending={action.isPending}
      error={action.error}
      outcome={result ? outcomeOf(result, [201], `${result.days} days recalculated, ${result.lockedDays} locked days left as they were`) : null}
      isComplete={effectiveDate !== '' && cycle !== '' && pattern !== '' && Number.isInteger(dayNumber) && dayNumber >= 1}
    >
      <FormGroup label="Effective date" isRequired fieldId={`${id}-effective`}>
        <TextInput id={`${id}-effective`} type="date" value={effectiveDate} onChange={(_event, value) => setEffectiveDate(value)} isRequired />
      </FormGroup>
      <IdNameSelect
        label="Work cycle"
        call={WORK_CYCLE.calls.idName}
        value={cycle}
        onChange={(chosen) => {
          setCycle(chosen);
          setPattern('');
        }}
        placeholder="Select a work cycle"
        isRequired
      />
      <IdNameSelect
        label="Starting work pattern"
        call={cycle ? 'GetWorkCycleWorkPatterns_IDNameForWorkCycleID' : undefined}
        query={{ WorkCycleID: cycle }}
        value={pattern}
        onChange={setPattern}
        placeholder="Select a work pattern"
        isRequired
      />
      <FormGroup label="Start day" isRequired fieldId={`${id}-start-day`}>
        <TextInput id={`${id}-start-day`} type="number" min={1} value={startDay} onChange={(_event, value) => setStartDay(value)} isRequired />
      </FormGroup>
      <IdNameSelect label="Reason" call={WORK_CYCLE_CHANGE_REASON.calls.idName} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
