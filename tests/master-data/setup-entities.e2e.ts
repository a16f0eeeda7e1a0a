import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_ENTITIES,
  JOB_COSTING_ENTITIES,
  ORGANISATION_ENTITIES,
  columnOf,
  entityByName,
  type EntityDescriptor,
  type IdName,
  type ListResult,
} from '@tna/contracts';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { aReader, anEmployee, unique, type Saved } from './master-data.factories';

/** The organisation, job costing and access setups; the rule setups have tests of their own. */
const MASTER_DATA = [...ORGANISATION_ENTITIES, ...JOB_COSTING_ENTITIES, ...ACCESS_ENTITIES];

let product: RunningProduct;
let api: ApiClient;
/** Records other records point at, made once. */
const made: Record<string, Saved> = {};

/** A valid record of each entity, and a change to make to it; references use the records made in beforeAll. */
const samples: Record<string, () => { record: Record<string, unknown>; change: Record<string, unknown> }> = {
  JobTitle: () => ({ record: { name: unique('Welder'), externalID: 'JT-1' }, change: { externalID: 'JT-2' } }),
  BusinessUnit: () => ({ record: { name: unique('Mining'), externalID: 'BU-1' }, change: { externalID: 'BU-9' } }),
  Department: () => ({ record: { name: unique('Stores') }, change: { name: unique('Stores and Logistics') } }),
  CostCentre: () => ({ record: { name: unique('CC 4100') }, change: { name: unique('CC 4200') } }),
  Team: () => ({
    record: { name: unique('Night crew'), members: [{ employeeID: made.employee.id, authorityLevel: 3 }] },
    change: { members: [] },
  }),
  AppointmentType: () => ({ record: { name: unique('Permanent') }, change: { name: unique('Fixed term') } }),
  Location: () => ({
    record: { name: unique('Head office'), latitude: '-26.107567', longitude: '28.056702', radius: 150, externalID: 'LOC-1' },
    change: { radius: 300, latitude: -26.1 },
  }),
  EthnicGroup: () => ({ record: { name: unique('Group'), externalID: 'EG-1' }, change: { externalID: 'EG-2' } }),
  Gender: () => ({ record: { name: unique('Gender') }, change: { name: unique('Gender renamed') } }),
  JobFunction: () => ({ record: { name: unique('Assembly'), externalID: 'JF-1' }, change: { externalID: 'JF-2' } }),
  ValueType: () => ({ record: { name: unique('Meals'), unit: 'quantity' }, change: { unit: 'amount' } }),
  ValueTemplate: () => ({
    record: { name: unique('Standard values'), values: [{ valueTypeID: made.valueType.id, value: '2' }] },
    change: { values: [{ valueTypeID: made.valueType.id, value: '3.5' }] },
  }),
  Project: () => ({
    record: { name: unique('Shaft 4'), status: 'active', jobFunctionIDs: [made.jobFunction.id] },
    change: { status: 'closed', jobFunctionIDs: [] },
  }),
  ScannerGroup: () => ({ record: { name: unique('Gate readers'), scannerIDs: [made.reader.id] }, change: { scannerIDs: [] } }),
  AccessExpiryTemplate: () => ({ record: { name: unique('Contractors'), scannerIDs: [made.reader.id] }, change: { name: unique('Visitors') } }),
  TimeMaskTemplate: () => ({
    record: { name: unique('Office hours'), filter: [{ day: 1, from: '07:00', to: '18:00' }] },
    change: { filter: [{ day: 6, from: '08:00', to: '12:00' }] },
  }),
  EmployeeFilter: () => ({
    record: { name: unique('Stores staff'), departmentID: made.department.id, appointmentDateFrom: '2010-01-01', sortBy: 'surname' },
    change: { sortBy: 'employeeNumber', appointmentDateTo: '2019-12-31' },
  }),
};

const create = (entity: EntityDescriptor, record: Record<string, unknown>) => api.ok<Saved>(entity.calls.create, record);
const countRows = async (entity: EntityDescriptor, name: unknown) =>
  (await product.query<{ n: number }>(`SELECT count(*)::int AS n FROM api.${entity.table} WHERE ${columnOf(entity.nameField)} = $1`, [name]))[0].n;

beforeAll(async () => {
  product = await startProduct('embedded', 'master-data-setup');
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  made.employee = await api.ok<Saved>('CreateEmployee', anEmployee());
  made.reader = await aReader(api);
  made.valueType = await create(entityByName('ValueType')!, samples.ValueType().record);
  made.jobFunction = await create(entityByName('JobFunction')!, samples.JobFunction().record);
  made.department = await create(entityByName('Department')!, samples.Department().record);
});

afterAll(async () => {
  await product?.stop();
});

it('has a sample for every master-data entity', () => {
  expect(Object.keys(samples).sort()).toEqual(MASTER_DATA.map((entity) => entity.name).sort());
});

describe.each(MASTER_DATA.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
  it('is created, read, listed, updated and deleted through its calls', async () => {
    const { record, change } = samples[entity.name]();
    const created = await api.call<Saved>(entity.calls.create, record);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, createdBy: 'admin', updatedBy: 'admin' });
    const id = created.body.id;

    expect(await api.ok(entity.calls.get, undefined, { method: 'GET', query: { ID: id } })).toEqual(created.body);
    const listed = await api.ok<ListResult<Saved>>(entity.calls.list, { search: String(record.name), pageNumber: 1, pageSize: 10 });
    expect(listed).toEqual({ items: [created.body], total: 1 });
    const names = await api.ok<IdName[]>(entity.calls.idName, undefined, { method: 'GET' });
    expect(names).toContainEqual({ id, name: record.name });

    const updated = await api.call<Saved>(entity.calls.update, { ...created.body, ...change }, { method: 'PUT' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, version: 2 });
    for (const [field, value] of Object.entries(change)) {
      expect(updated.body[field]).toEqual(typeof value === 'number' && typeof created.body[field] === 'string' ? String(value) : value);
    }

    // The first version again: someone else's change is not overwritten.
    const stale = await api.call<{ field: string; currentVersion: number }>(entity.calls.update, { ...created.body, name: unique('Late edit') }, { method: 'PUT' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ field: 'version', currentVersion: 2 });
    expect(await api.ok(entity.calls.get, undefined, { method: 'GET', query: { ID: id } })).toEqual(updated.body);

    expect((await api.call(entity.calls.delete, undefined, { method: 'DELETE', query: { ID: id } })).status).toBe(204);
    expect((await api.call(entity.calls.get, undefined, { method: 'GET', query: { ID: id } })).status).toBe(404);
    expect((await api.call(entity.calls.delete, undefined, { method: 'DELETE', query: { ID: id } })).status).toBe(404);
  });

  it('answers bad input with 400 naming the field, and stores nothing', async () => {
    const { record } = samples[entity.name]();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...record, name: undefined }, 'name'],
      [{ ...record, name: 42 }, 'name'],
      [{ ...record, name: `${record.name}${'x'.repeat(120)}` }, 'name'],
    ];
    for (const [input, field] of cases) {
      const answer = await api.call<{ error: string; field: string; fields: { field: string }[] }>(entity.calls.create, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
    }
    expect(await countRows(entity, record.name)).toBe(0);
    expect((await api.call(entity.calls.create, '"just text"')).status).toBe(400);
  });

  it('refuses a second record of the same name, whatever its case', async () => {
    const { record } = samples[entity.name]();
    await create(entity, record);
    const again = await api.call<{ field: string }>(entity.calls.create, { ...record, name: String(record.name).toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('name');
  });
});

describe('integrity across entities', () => {
  it('refuses to delete a department an employee and an employee filter use, saying so', async () => {
    const department = await create(entityByName('Department')!, { name: unique('Dispatch') });
    await api.ok('CreateEmployee', anEmployee({ departmentID: department.id }));
    await create(entityByName('EmployeeFilter')!, { name: unique('Dispatch staff'), departmentID: department.id });
    const refused = await api.call<{ error: string; usedBy: { record: string; count: number }[] }>('DeleteDepartment', undefined, {
      method: 'DELETE',
      query: { ID: department.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Department "${department.name}" is in use by 1 employee and 1 employee filter, so it cannot be deleted`);
    expect(refused.body.usedBy.map((usage) => [usage.record, usage.count])).toEqual([
      ['Employee', 1],
      ['EmployeeFilter', 1],
    ]);
    expect((await api.call('GetDepartment', undefined, { method: 'GET', query: { ID: department.id } })).status).toBe(200);
  });

  it('finds uses in link tables and in rows', async () => {
    const jobFunction = await create(entityByName('JobFunction')!, { name: unique('Drilling') });
    await create(entityByName('Project')!, { name: unique('Shaft 9'), jobFunctionIDs: [jobFunction.id] });
    const byProject = await api.call<{ error: string }>('DeleteJobFunction', undefined, { method: 'DELETE', query: { ID: jobFunction.id } });
    expect(byProject.status).toBe(409);
    expect(byProject.body.error).toMatch(/in use by 1 project/);

    const valueType = await create(entityByName('ValueType')!, { name: unique('Travel'), unit: 'amount' });
    await create(entityByName('ValueTemplate')!, { name: unique('Travellers'), values: [{ valueTypeID: valueType.id, value: '120.50' }] });
    const byTemplate = await api.call<{ error: string }>('DeleteValueType', undefined, { method: 'DELETE', query: { ID: valueType.id } });
    expect(byTemplate.status).toBe(409);
    expect(byTemplate.body.error).toMatch(/in use by 1 value template/);

    const member = await api.ok<Saved>('CreateEmployee', anEmployee());
    await create(entityByName('Team')!, { name: unique('Day crew'), members: [{ employeeID: member.id, authorityLevel: 1 }] });
    const byTeam = await api.call<{ error: string }>('DeleteEmployee', undefined, { method: 'DELETE', query: { ID: member.id } });
    expect(byTeam.status).toBe(409);
    expect(byTeam.body.error).toMatch(/in use by 1 team/);
  });

  it('refuses references to records that do not exist, naming the field', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const project = await api.call<{ field: string }>('CreateProject', { name: unique('Ghost'), jobFunctionIDs: [missing] });
    expect(project.status).toBe(400);
    expect(project.body.field).toBe('jobFunctionIDs');
    const template = await api.call<{ field: string }>('CreateValueTemplate', { name: unique('Ghost'), values: [{ valueTypeID: missing, value: '1' }] });
    expect(template.status).toBe(400);
    expect(template.body.field).toBe('values[0].valueTypeID');
  });

  it('checks the fields of each kind: bounds, rows and cross-field rules', async () => {
    const location = await api.call<{ field: string }>('CreateLocation', { name: unique('Pole'), latitude: '91', longitude: '0', radius: 10 });
    expect(location.body.field).toBe('latitude');
    const mask = await api.call<{ field: string }>('CreateTimeMaskTemplate', { name: unique('Backwards'), filter: [{ day: 2, from: '17:00', to: '08:00' }] });
    expect(mask.status).toBe(400);
    expect(mask.body.field).toBe('filter[].to');
    const team = await api.call<{ field: string }>('CreateTeam', { name: unique('Crew'), members: [{ employeeID: 'nobody', authorityLevel: 9 }] });
    expect(team.status).toBe(400);
    expect(team.body.field).toBe('members[0].employeeID');
  });
});

describe('lists', () => {
  it('pages, sorts, searches and filters on the server', async () => {
    const tag = unique('Paged').split(' ')[1];
    for (let i = 1; i <= 12; i++) await create(entityByName('CostCentre')!, { name: `Paged ${tag} ${String(i).padStart(2, '0')}` });
    const page3 = await api.ok<ListResult<Saved>>('GetCostCentres', { search: tag, pageNumber: 3, pageSize: 5 });
    expect(page3.total).toBe(12);
    expect(page3.items.map((item) => item.name)).toEqual([`Paged ${tag} 11`, `Paged ${tag} 12`]);
    const descending = await api.ok<ListResult<Saved>>('GetCostCentres', { search: tag, pageSize: 2, sortBy: 'name', sortDesc: true });
    expect(descending.items.map((item) => item.name)).toEqual([`Paged ${tag} 12`, `Paged ${tag} 11`]);
    const beyond = await api.ok<ListResult<Saved>>('GetCostCentres', { search: tag, pageNumber: 9, pageSize: 5 });
    expect(beyond).toEqual({ items: [], total: 12 });
    const wildcard = await api.ok<ListResult<Saved>>('GetCostCentres', { search: '%' });
    expect(wildcard.items.every((item) => String(item.name).includes('%'))).toBe(true);

    const closed = await create(entityByName('Project')!, { name: unique('Old shaft'), status: 'closed' });
    const closedOnes = await api.ok<ListResult<Saved>>('GetProjects', { status: 'closed', pageSize: 100 });
    expect(closedOnes.items.map((item) => item.id)).toContain(closed.id);
    expect(closedOnes.items.every((item) => item.status === 'closed')).toBe(true);
  });

  it('answers bad paging, sorting and filters with 400 naming them', async () => {
    for (const [body, field] of [
      [{ pageNumber: 0 }, 'pageNumber'],
      [{ pageSize: 5000 }, 'pageSize'],
      [{ sortBy: 'password' }, 'sortBy'],
      [{ status: 'sideways' }, 'status'],
      [{ search: 7 }, 'search'],
    ] as const) {
      const answer = await api.call<{ field: string }>('GetProjects', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });
});

describe('flags', () => {
  it('lets any logged-in user read setups, and only holders of the entity flag change them', async () => {
    const { client: organiser } = await aUserWith(api, product.apiUrl, ['setupOrganisational']);
    expect((await organiser.call('CreateDepartment', { name: unique('Allowed') })).status).toBe(201);
    expect((await organiser.call('CreateJobFunction', { name: unique('Not allowed') })).status).toBe(403);

    const { client: reader } = await aUserWith(api, product.apiUrl, ['empClockings']);
    expect((await reader.call('GetDepartments', {})).status).toBe(200);
    expect((await reader.call('GetDepartments_IDName', undefined, { method: 'GET' })).status).toBe(200);
    expect((await reader.call('CreateDepartment', { name: unique('Refused') })).status).toBe(403);
    expect((await reader.call('DeleteDepartment', undefined, { method: 'DELETE', query: { ID: made.department.id } })).status).toBe(403);
    expect((await reader.call('CreateEmployee', anEmployee())).status).toBe(403);
  });
});
