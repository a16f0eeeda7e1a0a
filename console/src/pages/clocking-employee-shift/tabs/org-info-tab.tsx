import { CapabilityEmptyState } from './capability-empty-state';

export function OrgInfoTab() {
  return <CapabilityEmptyState title="Organisation details for the day" capability="shift controls (GetEmployeeShiftOrgInfo, ChangeOrgInfo)" />;
}
