import { CapabilityEmptyState } from './capability-empty-state';

export function OvertimePoolTab() {
  return <CapabilityEmptyState title="Overtime pool allocations" capability="overtime pool" />;
}
