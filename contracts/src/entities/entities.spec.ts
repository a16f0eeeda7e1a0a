import { describe, expect, it } from 'vitest';
import { callByName } from '../calls';
import { ALL_ENTITIES, OTHER_RECORDS, entityByName, idNameCallOf } from './index';
import { DEPARTMENT, nameField } from './organisation';
import { EMPLOYEE_ENTITY } from './employee';
import { TIME_MASK_TEMPLATE } from './access';
import { VALUE_TEMPLATE } from './job-costing';
import { checkRecord } from './validate';
import type { EntityDescriptor, FieldDescriptor } from './descriptor';

/** Entities the employee record points at that the rule descriptors (rules.ts) and payroll and leave setups register. */
const RULE_ENTITIES = ['PublicHolidayCalendar', 'WorkCycle', 'WorkPattern', 'AutoShiftTemplate', 'OvertimeLimit'];
const UUID = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

const referencesOf = (fields: readonly FieldDescriptor[]): string[] =>
  fields.flatMap((field) => [...(field.references ? [field.references] : []), ...referencesOf(field.rowFields ?? [])]);

describe('the entity registry', () => {
  it('gives every entity a distinct name, table and route', () => {
    for (const key of ['name', 'table', 'route'] as const) {
      expect(new Set(ALL_ENTITIES.map((entity) => entity[key])).size).toBe(ALL_ENTITIES.length);
    }
    expect(entityByName('Department')).toBe(DEPARTMENT);
  });

  it('names calls the catalogue holds, with the methods of the setup pattern and the entity flag on writes', () => {
    const check = (entity: EntityDescriptor, kind: keyof EntityDescriptor['calls'], method: string, write: boolean) => {
      const call = callByName(entity.calls[kind]);
      expect(call, `${entity.calls[kind]} is in the catalogue`).toBeDefined();
      expect(call!.method, entity.calls[kind]).toBe(method);
      if (write) expect(call!.permission, entity.calls[kind]).toEqual([entity.permission, ...(entity.alsoIn ? [entity.alsoIn.permission] : [])]);
      else expect(call!.permission, entity.calls[kind]).toBe('any');
    };
    for (const entity of ALL_ENTITIES) {
      check(entity, 'create', 'POST', true);
      check(entity, 'update', 'PUT', true);
      check(entity, 'delete', 'DELETE', true);
      check(entity, 'get', 'GET', false);
      check(entity, 'list', 'POST', false);
      check(entity, 'idName', 'GET', false);
    }
  });

  it('lets every reference point at a known record, or at a rule entity the time engine registers', () => {
    const known = new Set([...ALL_ENTITIES, ...OTHER_RECORDS].map((record) => record.name));
    const unknown = [...ALL_ENTITIES, ...OTHER_RECORDS].flatMap((record) => referencesOf(record.fields)).filter((name) => !known.has(name));
    expect(unknown.filter((name) => !RULE_ENTITIES.includes(name))).toEqual([]);
    expect(idNameCallOf('Scanner')).toBe('GetScanners_IDName');
    expect(idNameCallOf('JobTitle')).toBe('GetJobTitles_IDName');
  });
});

describe('checkRecord', () => {
  it('normalises a good record and drops fields the descriptor does not name', () => {
    expect(checkRecord(DEPARTMENT, { name: '  Sales ', id: 'x', extra: 1 })).toEqual({ value: { name: 'Sales' }, errors: [] });
  });

  it('names the missing, mistyped and oversized fields', () => {
    const entity = { fields: [nameField(), { name: 'radius', label: 'Radius', type: 'integer', min: 1 } as FieldDescriptor] };
    expect(checkRecord(entity, { radius: 'far' }).errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'radius', message: 'Radius must be a whole number' },
    ]);
    expect(checkRecord(entity, { name: 'x'.repeat(101), radius: 0 }).errors).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters' },
      { field: 'radius', message: 'Radius must be at least 1' },
    ]);
    expect(checkRecord(entity, [1]).errors).toEqual([{ field: 'body', message: 'The request body must be a JSON object' }]);
  });

  it('checks rows field by field, with the row in the path', () => {
    const { errors } = checkRecord(VALUE_TEMPLATE, { name: 'Meals', values: [{ valueTypeID: UUID, value: '1.5' }, { valueTypeID: 'nope', value: 'lots' }] });
    expect(errors).toEqual([
      { field: 'values[1].valueTypeID', message: 'Value type must be the id of a record' },
      { field: 'values[1].value', message: 'Value must be a number' },
    ]);
    expect(checkRecord(VALUE_TEMPLATE, { name: 'Meals', values: [] }).errors).toEqual([{ field: 'values', message: 'Values needs at least 1 row' }]);
  });

  it('runs cross-field rules once the fields pass', () => {
    const mask = { name: 'Office hours', filter: [{ day: 1, from: '18:00', to: '08:00' }] };
    expect(checkRecord(TIME_MASK_TEMPLATE, mask).errors).toEqual([{ field: 'filter[].to', message: 'Each window must end after it starts' }]);
    expect(checkRecord(TIME_MASK_TEMPLATE, { ...mask, filter: [{ day: 8, from: '18:00', to: '08:00' }] }).errors.map((e) => e.field)).toEqual(['filter[0].day']);
  });

  it('checks formats: dates, e-mail, time zones and patterns', () => {
    const base = { employeeNumber: 'E1', firstName: 'Ada', surname: 'Okafor', employeeStatus: 1 };
    expect(checkRecord(EMPLOYEE_ENTITY, base).errors).toEqual([]);
    const bad = checkRecord(EMPLOYEE_ENTITY, { ...base, employeeNumber: 'E 1', email: 'ada', timeZone: 'Mars/Base', dateOfBirth: '2001-02-30', hourlyRate: -1 });
    expect(bad.errors.map((error) => error.field)).toEqual(['employeeNumber', 'dateOfBirth', 'hourlyRate', 'timeZone', 'email']);
  });

  it('limits the check to some fields when asked', () => {
    expect(checkRecord(EMPLOYEE_ENTITY, { departmentID: UUID }, new Set(['departmentID']))).toEqual({ value: { departmentID: UUID }, errors: [] });
  });
});
