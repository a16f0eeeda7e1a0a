import { CapabilityEmptyState } from './capability-empty-state';

export function PhotoTab() {
  return <CapabilityEmptyState title="Clocking photographs" capability="reader photographs" />;
}
