import type { EmployeeShift } from '@tna/contracts';
import { CapabilityEmptyState } from './capability-empty-state';

export function ShiftAdjustmentsTab({ shift }: { shift: EmployeeShift }) {
  return (
    <div data-employee-shift-id={shift.id}>
      <CapabilityEmptyState title="Shift adjustments" capability="time adjustments" />
    </div>
  );
}
