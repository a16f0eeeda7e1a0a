import { FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { useId, useState } from 'react';
import { WORK_CYCLE, WORK_CYCLE_CHANGE_REASON, type WorkCycleChangeRequest, type WorkCycleChangeResult } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import { useFetchIdNames } from '../../../queries/entities';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, outcomeOf } from './action-dialog';

/** WorkCycleChange: from the effective date on, the employee follows another work cycle, from a chosen day of one of its patterns. */
export function WorkCycleChangeDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const id = useId();
  const [effectiveDate, setEffectiveDate] = useState(day.date);
  const [cycle, setCycle] = useState('');
  const [pattern, setPattern] = useState('');
  const [startDay, setStartDay] = useState('1');
  const [reason, setReason] = useState('');
  const cycles = useFetchIdNames(WORK_CYCLE.calls.idName);
  const patterns = useFetchIdNames(cycle ? 'GetWorkCycleWorkPatterns_IDNameForWorkCycleID' : undefined, { WorkCycleID: cycle });
  const reasons = useFetchIdNames(WORK_CYCLE_CHANGE_REASON.calls.idName);
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
      <FormGroup label="Work cycle" isRequired fieldId={`${id}-cycle`}>
        <FormSelect
          id={`${id}-cycle`}
          value={cycle}
          onChange={(_event, value) => {
            setCycle(value);
            setPattern('');
          }}
        >
          <FormSelectOption value="" label="Select a work cycle" isPlaceholder />
          {cycles.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
        </FormSelect>
      </FormGroup>
      <FormGroup label="Starting work pattern" isRequired fieldId={`${id}-pattern`}>
        <FormSelect id={`${id}-pattern`} value={pattern} onChange={(_event, value) => setPattern(value)} isDisabled={!cycle}>
          <FormSelectOption value="" label="Select a work pattern" isPlaceholder />
          {patterns.data?.map((option) => <FormSelectOption key={option.id} value={option.id} label={option.name} />)}
        </FormSelect>
      </FormGroup>
      <FormGroup label="Start day" isRequired fieldId={`${id}-start-day`}>
        <TextInput id={`${id}-start-day`} type="number" min={1} value={startDay} onChange={(_event, value) => setStartDay(value)} isRequired />
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
