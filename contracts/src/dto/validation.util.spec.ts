import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { HoursAuthoriseRequest } from './hours-authorisation.dto';
import { ChangeShiftRequest } from './shift-changes.dto';
import { lowerCaseUUIDs } from './validation.util';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** What the api's validation pipe does with a body: read it into the DTO, then check it. */
function read<T extends object>(cls: new () => T, body: object): { request: T; problems: string[] } {
  const request = plainToInstance(cls, body);
  return { request, problems: validateSync(request).flatMap((e) => Object.values(e.constraints ?? {})) };
}

describe('UUIDs in requests are lower-cased as they are read', () => {
  it('takes upper- and mixed-case ids and hands them on in lower case', () => {
    const { request, problems } = read(HoursAuthoriseRequest, { employeeShiftsIDs: [ID.toUpperCase(), ID, '3F2B8c1e-9A4D-4E6F-8B7A-1C2D3E4F5A6B'], authorise: true });
    expect(problems).toEqual([]);
    expect(request.employeeShiftsIDs).toEqual([ID, ID, ID]);
  });

  it('lower-cases single ids and keeps a null that means "day off"', () => {
    const body = { employeeIDs: [ID.toUpperCase()], from: '2026-03-02', to: '2026-03-02', reasonID: ID.toUpperCase() };
    const changed = read(ChangeShiftRequest, { ...body, shiftID: ID.toUpperCase() });
    expect(changed.problems).toEqual([]);
    expect(changed.request).toMatchObject({ employeeIDs: [ID], shiftID: ID, reasonID: ID });
    const dayOff = read(ChangeShiftRequest, { ...body, shiftID: null });
    expect(dayOff.problems).toEqual([]);
    expect(dayOff.request.shiftID).toBeNull();
  });

  it('still refuses what is no UUID, in any case', () => {
    expect(read(HoursAuthoriseRequest, { employeeShiftsIDs: ['NOT-A-UUID'], authorise: true }).problems).toEqual(['each value in employeeShiftsIDs must be a UUID']);
    expect(read(HoursAuthoriseRequest, { employeeShiftsIDs: [42], authorise: true }).problems).toEqual(['each value in employeeShiftsIDs must be a UUID']);
    expect(read(ChangeShiftRequest, { employeeIDs: [ID], from: '2026-03-02', to: '2026-03-02', shiftID: 'ABC' }).problems).toEqual(['shiftID must be a shift id, or null for a day off']);
  });

  it('leaves values that are not text for validation to refuse', () => {
    expect(lowerCaseUUIDs({ value: 7 })).toBe(7);
    expect(lowerCaseUUIDs({ value: undefined })).toBeUndefined();
    expect(lowerCaseUUIDs({ value: ['ABC', 1, null] })).toEqual(['abc', 1, null]);
  });
});
