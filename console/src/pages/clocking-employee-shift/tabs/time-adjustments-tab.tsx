import type { EmployeeShift } from '@tna/contracts';
import { CapabilityEmptyState } from './capability-empty-state';

export function TimeAdjustmentsTab({ shift }: { shift: EmployeeShift }) {
  return (
    <div data-employee-shift-id={shift.id}>
      <CapabilityEmptyState title="Time adjustments" capability="time adjustments" />
    </div>
  );
}
