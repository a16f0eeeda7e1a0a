import { describe, expect, it } from 'vitest';
import { dayOrgColumnsOf, filoResultCode, orgChangeResultCode } from './shift-control-outcome';

describe('shift control outcomes', () => {
  it('sets only the organisation fields a request gives', () => {
    expect(dayOrgColumnsOf({ departmentID: 'd', teamID: 't' })).toEqual({ department_id: 'd', team_id: 't' });
    expect(dayOrgColumnsOf({ locationID: 'l' })).toEqual({ location_id: 'l' });
    expect(dayOrgColumnsOf({})).toEqual({});
  });

  it('answers 1 when a day changed and 150 when every day was locked', () => {
    expect(orgChangeResultCode(3)).toBe(1);
    expect(orgChangeResultCode(0)).toBe(150);
  });

  it('answers FILO with 11 done, 12 scheduled, 150 all locked', () => {
    expect(filoResultCode(5, false)).toBe(11);
    expect(filoResultCode(5, true)).toBe(12);
    expect(filoResultCode(0, false)).toBe(150);
  });
});
