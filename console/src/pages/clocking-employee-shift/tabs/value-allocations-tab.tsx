import { CapabilityEmptyState } from './capability-empty-state';

export function ValueAllocationsTab() {
  return <CapabilityEmptyState title="Value allocations" capability="payroll calculation" />;
}
