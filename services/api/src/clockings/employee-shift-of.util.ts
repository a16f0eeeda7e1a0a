import type { EmployeeShift } from '@tna/contracts';
import { withPairRoles } from '../shared/shift-pairs.util';
import type { EmployeeShiftRow } from './clockings.store';

/** The answer's form of a stored day: statuses as numbers, instants as ISO strings, clockings with their part in the pairs. */
export function employeeShiftOf({ pairs, clockings, ...row }: EmployeeShiftRow, timeZone: string): EmployeeShift {
  return {
    ...row,
    statuses: row.statuses.map(Number),
    shiftStart: row.shiftStart?.toISOString() ?? null,
    shiftEnd: row.shiftEnd?.toISOString() ?? null,
    calculatedAt: row.calculatedAt?.toISOString() ?? null,
    timeZone,
    clockings: withPairRoles(clockings, pairs).map((clocking) => ({ ...clocking, clockedAt: new Date(clocking.clockedAt).toISOString() })),
  };
}
