import { CapabilityEmptyState } from './capability-empty-state';

export function AccessTab() {
  return <CapabilityEmptyState title="Access clockings" capability="shift controls (GetEmployeeShiftAccessClockings)" />;
}
