import { describe, expect, it } from 'vitest';
import { dateRangeProblem, daysInRange, RECALC_MAX_DAYS } from './time-values.dto';

describe('the range of a clocking-screen action', () => {
  it('counts both ends, across a leap day', () => {
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysInRange('2026-03-02', '2026-03-02')).toBe(1);
  });

  it('refuses an end before the start and a range longer than the limit, naming `to`', () => {
    expect(dateRangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ field: 'to', message: 'to must not be before from' });
    expect(dateRangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ field: 'to', message: `at most ${RECALC_MAX_DAYS} days at a time` });
    expect(dateRangeProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
  });
});
