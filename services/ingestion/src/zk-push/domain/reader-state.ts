import type { ClockingDirection } from '@tna/contracts';

/**
 * The device's default meaning of the ATTLOG state field: 0 in, 1 out, 2 break out, 3 break in,
 * 4 overtime in, 5 overtime out.
 */
export const DEFAULT_STATE_DIRECTIONS: Readonly<Record<number, ClockingDirection>> = {
  0: 'IN',
  1: 'OUT',
  2: 'OUT',
  3: 'IN',
  4: 'IN',
  5: 'OUT',
};

/**
 * Only access-control readers give a trusted direction; on a time-and-attendance reader people
 * press whatever key, so the engine pairs those clockings by alternation instead. A reader set
 * up with its own state map (CreateScanner's stateMap) is read by it; states it leaves out have
 * no direction rather than ZKTeco's default, which that device does not follow.
 */
export function directionOf(
  readerType: string,
  state: number | null,
  fixedDirection: ClockingDirection | null,
  stateMap: Readonly<Record<string, ClockingDirection>> | null = null,
): ClockingDirection | null {
  if (readerType !== 'Access Control') return null;
  if (fixedDirection) return fixedDirection;
  if (state === null) return null;
  if (stateMap) return stateMap[String(state)] ?? null;
  return DEFAULT_STATE_DIRECTIONS[state] ?? null;
}
