import { describe, expect, it } from 'vitest';
import { datesOf, periodProblem, reportDays } from './report-range';

describe('a report or graph period', () => {
  it('counts both ends, across a leap day, and lists its dates', () => {
    expect(reportDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(reportDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(reportDays('2026-11-27', '2026-11-27')).toBe(1);
    expect(datesOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('takes up to 366 days and refuses 367, and a to before from, naming to', () => {
    expect(periodProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(periodProblem('2026-01-01', '2027-01-02')).toEqual({ field: 'to', message: 'A period covers at most 366 days; this one has 367' });
    expect(periodProblem('2026-11-02', '2026-11-01')).toEqual({ field: 'to', message: 'to must not be before from' });
  });

  it('refuses a date that is not in the calendar (February 30th), naming its field', () => {
    expect(periodProblem('2026-02-01', '2026-02-30')).toEqual({ field: 'to', message: 'to must be a real date YYYY-MM-DD' });
    expect(periodProblem('2026-02-30', '2026-03-02')).toEqual({ field: 'from', message: 'from must be a real date YYYY-MM-DD' });
  });
});
