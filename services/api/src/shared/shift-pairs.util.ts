import type { EmployeeShiftClocking } from '@tna/contracts';

/** A day's pairs as the time engine stores them: clocking ids, the OUT null while a pair is open. */
export type ShiftPairs = readonly { in: string; out: string | null }[];

/** Each clocking with its part in the pairs; a clocking in no pair was ignored (a duplicate, dropped by FILO, an OUT without IN). */
export function withPairRoles<T extends { id: string }>(clockings: readonly T[], pairs: ShiftPairs): (T & Pick<EmployeeShiftClocking, 'role' | 'pairNumber'>)[] {
  const roles = new Map<string, { role: 'IN' | 'OUT'; pairNumber: number }>();
  pairs.forEach((pair, index) => {
    roles.set(pair.in, { role: 'IN', pairNumber: index + 1 });
    if (pair.out !== null) roles.set(pair.out, { role: 'OUT', pairNumber: index + 1 });
  });
  return clockings.map((clocking) => {
    const part = roles.get(clocking.id);
    return { ...clocking, role: part?.role ?? 'ignored', pairNumber: part?.pairNumber ?? null };
  });
}
