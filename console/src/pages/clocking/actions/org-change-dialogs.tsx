import { useState } from 'react';
import {
  BUSINESS_UNIT,
  COST_CENTRE,
  DEPARTMENT,
  JOB_TITLE,
  LOCATION,
  TEAM,
  type ChangeLocationRequest,
  type ChangeOrgInfoRequest,
  type EntityDescriptor,
  type OrgChangeResult,
  type OrgInfoField,
} from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, IdNameSelect, isRangeComplete, outcomeOf, RangeFields } from './action-dialog';

/** ChangeOrgInfo and ChangeLocation answer alike: 1 Processed, or 150 when every day was locked. */
const orgOutcomeOf = (result: OrgChangeResult) => outcomeOf(result, [1], `${result.changedDays} days changed, ${result.lockedDays} locked days left as they were`);

/** The fields of ChangeOrgInfo, each picked from its records. */
const ORG_FIELDS: readonly { field: OrgInfoField; label: string; entity: EntityDescriptor }[] = [
  { field: 'businessUnitID', label: 'Business unit', entity: BUSINESS_UNIT },
  { field: 'departmentID', label: 'Department', entity: DEPARTMENT },
  { field: 'costCentreID', label: 'Cost centre', entity: COST_CENTRE },
  { field: 'teamID', label: 'Team', entity: TEAM },
  { field: 'jobTitleID', label: 'Job title', entity: JOB_TITLE },
];

/** ChangeOrgInfo: the organisation the days are reported under; a field left empty keeps what the day had. */
export function ChangeOrgInfoDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const [org, setOrg] = useState<Partial<Record<OrgInfoField, string>>>({});
  const chosen = Object.fromEntries(Object.entries(org).filter(([, id]) => id !== ''));
  const action = useShiftActionMutation<ChangeOrgInfoRequest, OrgChangeResult>('ChangeOrgInfo');
  return (
    <ActionDialog
      title="Change org info"
      submitLabel="Change"
      onClose={onClose}
      onSubmit={() => action.mutate({ employeeIDs: [day.employeeID], ...range, ...chosen })}
      isPending={action.isPending}
      error={action.error}
      outcome={action.data ? orgOutcomeOf(action.data) : null}
      isComplete={isRangeComplete(range) && Object.keys(chosen).length > 0}
    >
      <RangeFields range={range} onChange={setRange} />
      {ORG_FIELDS.map(({ field, label, entity }) => (
        <IdNameSelect key={field} label={label} call={entity.calls.idName} value={org[field] ?? ''} onChange={(id) => setOrg({ ...org, [field]: id })} />
      ))}
    </ActionDialog>
  );
}

/** ChangeLocation: the location the days are worked at. */
export function ChangeLocationDialog({ day, onClose }: { day: GridDay; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const [location, setLocation] = useState('');
  const action = useShiftActionMutation<ChangeLocationRequest, OrgChangeResult>('ChangeLocation');
  return (
    <ActionDialog
      title="Change location"
      submitLabel="Change location"
      onClose={onClose}
      onSubmit={() => action.mutate({ employeeIDs: [day.employeeID], ...range, locationID: location })}
      isPending={action.isPending}
      error={action.error}
      outcome={action.data ? orgOutcomeOf(action.data) : null}
      isComplete={isRangeComplete(range) && location !== ''}
    >
      <RangeFields range={range} onChange={setRange} />
      <IdNameSelect label="Location" call={LOCATION.calls.idName} value={location} onChange={setLocation} placeholder="Select a location" isRequired />
    </ActionDialog>
  );
}
