import { CapabilityEmptyState } from './capability-empty-state';

export function LeaveActionsTab() {
  return <CapabilityEmptyState title="Leave actions" capability="leave" />;
}
