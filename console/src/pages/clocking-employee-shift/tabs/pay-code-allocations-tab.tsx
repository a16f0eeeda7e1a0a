import { CapabilityEmptyState } from './capability-empty-state';

export function PayCodeAllocationsTab() {
  return <CapabilityEmptyState title="Pay code allocations" capability="payroll calculation" />;
}
