import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCKING_STATUS, type IdName, type ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { aUserWith } from '../security/support/users';
import { anEmployee, unique, type Saved } from '../master-data/master-data.factories';

/** The event alerts' setup (issue #15): event groups and types, the view the alerts service reads, and the employee filter's members. */
const MISSING = '00000000-0000-4000-8000-000000000000';

let product: RunningProduct;
let api: ApiClient;
const made: Record<string, Saved> = {};

interface Refusal {
  error: string;
  field: string;
  message: string;
}

const get = (call: string, id: string) => api.call<Saved>(call, undefined, { method: 'GET', query: { ID: id } });
const remove = (call: string, id: string) => api.call<{ error: string }>(call, undefined, { method: 'DELETE', query: { ID: id } });
const lateAlert = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Not in at 08:15'),
  eventKind: 'notClockedIn',
  notificationType: 'Email',
  minutesAfterShiftStart: 15,
  emailHeader: 'Dear {{employeeName}},',
  emailFooter: 'ACME Time & Attendance',
  ...overrides,
});
const countEventTypes = async () => (await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.event_types'))[0].n;
const membersOf = async (filterID: string) =>
  (await product.query<{ id: string }>('SELECT id FROM api.employee_filter_members($1) AS id ORDER BY id', [filterID])).map((row) => row.id);
const sorted = (ids: string[]) => [...ids].sort();

beforeAll(async () => {
  product = await startProduct('embedded', 'alerts-setup');
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  made.group = await api.ok<Saved>('CreateEventGroup', { name: unique('Attendance'), description: 'Who is not where they should be' });
  made.team = await api.ok<Saved>('CreateUserTeam', { name: unique('Supervisors'), authorityLevel: 2 });
  made.sales = await api.ok<Saved>('CreateDepartment', { name: unique('Sales') });
  made.stores = await api.ok<Saved>('CreateDepartment', { name: unique('Stores') });
  made.ada = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Ada', departmentID: made.sales.id }));
  made.ben = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Ben', departmentID: made.stores.id }));
  made.filter = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Sales people'), departmentID: made.sales.id });
});

afterAll(async () => {
  await product?.stop();
});

describe('an event group', () => {
  it('is created, read, listed, looked up, updated and deleted through its calls', async () => {
    const record = { name: unique('Leave'), description: 'Leave applications' };
    const created = await api.call<Saved>('CreateEventGroup', record);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...record, version: 1, createdBy: 'admin' });
    const id = created.body.id;
    expect((await get('GetEventGroup', id)).body).toEqual(created.body);
    expect(await api.ok<ListResult<Saved>>('GetEventGroups', { search: record.name })).toEqual({ items: [created.body], total: 1 });
    expect(await api.ok<IdName[]>('GetEventGroups_IDName', undefined, { method: 'GET' })).toContainEqual({ id, name: record.name });

    const updated = await api.call<Saved>('UpdateEventGroup', { ...created.body, description: 'Leave, approved or not' }, { method: 'PUT' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, version: 2, description: 'Leave, approved or not' });

    expect((await remove('DeleteEventGroup', id)).status).toBe(204);
    expect((await get('GetEventGroup', id)).status).toBe(404);
  });

  it('in use by an event type cannot be deleted', async () => {
    const group = await api.ok<Saved>('CreateEventGroup', { name: unique('Readers') });
    await api.ok<Saved>('CreateEventType', lateAlert({ eventGroupID: group.id }));
    const refused = await remove('DeleteEventGroup', group.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('in use by 1 event type');
  });
});

describe('an event type', () => {
  it('is created with its scope and recipients, read, listed, updated and deleted through its calls', async () => {
    const record = lateAlert({
      eventGroupID: made.group.id,
      description: 'Anyone in sales not in a quarter of an hour after the start',
      employeeFilterID: made.filter.id,
      includedEmployeeIDs: [made.ada.id],
      excludedEmployeeIDs: [made.ben.id],
      recipientUserTeamIDs: [made.team.id],
    });
    const created = await api.call<Saved>('CreateEventType', record);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...record, status: null, notifyEmployee: true, sendCorrection: false, active: true, version: 1 });
    const id = created.body.id;
    expect((await get('GetEventType', id)).body).toEqual(created.body);
    expect(await api.ok<ListResult<Saved>>('GetEventTypes', { search: record.name })).toEqual({ items: [created.body], total: 1 });
    expect((await api.ok<ListResult<Saved>>('GetEventTypes', { eventKind: 'notClockedIn', eventGroupID: made.group.id })).items.map((type) => type.id)).toContain(id);
    expect(await api.ok<IdName[]>('GetEventTypes_IDName', undefined, { method: 'GET' })).toContainEqual({ id, name: record.name });

    const change = {
      eventKind: 'shiftStatus',
      status: CLOCKING_STATUS.lateIn,
      minutesAfterShiftStart: null,
      notificationType: 'SMS',
      smsHeader: 'ACME T&A',
      sendCorrection: true,
      notifyEmployee: false,
      active: false,
      excludedEmployeeIDs: [],
    };
    const updated = await api.call<Saved>('UpdateEventType', { ...created.body, ...change }, { method: 'PUT' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, version: 2, ...change });

    expect((await remove('DeleteEventType', id)).status).toBe(204);
    expect((await get('GetEventType', id)).status).toBe(404);
    expect(await product.query('SELECT * FROM api.event_types_included_employee_ids WHERE owner_id = $1', [id])).toEqual([]);
  });

  it('is published to the alerts service with its lists as arrays', async () => {
    const type = await api.ok<Saved>(
      'CreateEventType',
      lateAlert({ includedEmployeeIDs: [made.ben.id, made.ada.id], recipientUserTeamIDs: [made.team.id], employeeFilterID: made.filter.id }),
    );
    expect(await product.query('SELECT * FROM api.v_event_types WHERE id = $1', [type.id])).toEqual([
      {
        id: type.id,
        name: type.name,
        event_group_id: null,
        notification_type: 'Email',
        status: null,
        event_kind: 'notClockedIn',
        email_header: 'Dear {{employeeName}},',
        email_footer: 'ACME Time & Attendance',
        sms_header: null,
        sms_footer: null,
        minutes_after_shift_start: 15,
        minutes_silent: null,
        employee_filter_id: made.filter.id,
        included_employee_ids: [made.ben.id, made.ada.id],
        excluded_employee_ids: [],
        recipient_user_team_ids: [made.team.id],
        notify_employee: true,
        send_correction: false,
        active: true,
      },
    ]);
  });

  it('keeps what it points at: a filter, an employee or a user team in use cannot be deleted', async () => {
    const filter = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Stores people'), departmentID: made.stores.id });
    const team = await api.ok<Saved>('CreateUserTeam', { name: unique('Night managers'), authorityLevel: 3 });
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee());
    await api.ok<Saved>('CreateEventType', lateAlert({ employeeFilterID: filter.id, excludedEmployeeIDs: [employee.id], recipientUserTeamIDs: [team.id] }));
    for (const [call, id] of [['DeleteEmployeeFilter', filter.id], ['DeleteEmployee', employee.id], ['DeleteUserTeam', team.id]]) {
      const refused = await remove(call, id);
      expect(refused.status, call).toBe(409);
      expect(refused.body.error, call).toContain('1 event type');
    }
  });

  it('leaves a user team no event type names deletable, and one with users still kept', async () => {
    const team = await api.ok<Saved>('CreateUserTeam', { name: unique('Day managers'), authorityLevel: 2 });
    const { user } = await aUserWith(api, product.apiUrl, ['setupEvents']);
    await api.ok('UpdateSystemUser', { ...user, userTeamID: team.id }, { method: 'PUT' });
    const refused = await remove('DeleteUserTeam', team.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('the user team has members');
    const unused = await api.ok<Saved>('CreateUserTeam', { name: unique('Spare'), authorityLevel: 1 });
    expect((await remove('DeleteUserTeam', unused.id)).status).toBe(204);
    expect((await remove('DeleteUserTeam', unused.id)).status).toBe(404);
  });

  it('needs setupEvents to be written, a login to be read, and lets its holders look up user teams', async () => {
    const { client } = await aUserWith(api, product.apiUrl, ['setupSystem']);
    expect((await client.call('CreateEventType', lateAlert())).status).toBe(403);
    expect((await client.call('CreateEventGroup', { name: unique('Nope') })).status).toBe(403);
    expect((await client.call('GetEventTypes', {})).status).toBe(200);
    const { client: events } = await aUserWith(api, product.apiUrl, ['setupEvents']);
    expect((await events.call('CreateEventType', lateAlert())).status).toBe(201);
    // The teams to notify are picked by name; the teams themselves stay setupSystem's.
    expect((await events.call('GetUserTeams_IDName', undefined, { method: 'GET' })).status).toBe(200);
    expect((await events.call('GetUserTeams', {})).status).toBe(403);
  });

  it('refuses bad input with a 400 naming the field, stores nothing and stays healthy', async () => {
    const before = await countEventTypes();
    const cases: [string, Record<string, unknown>][] = [
      ['minutesAfterShiftStart', lateAlert({ minutesAfterShiftStart: -1 })],
      ['minutesAfterShiftStart', lateAlert({ minutesAfterShiftStart: null })],
      ['minutesSilent', lateAlert({ eventKind: 'readerSilent', minutesAfterShiftStart: null, minutesSilent: -10, recipientUserTeamIDs: [made.team.id] })],
      ['smsHeader', lateAlert({ notificationType: 'SMS' })],
      ['emailHeader', lateAlert({ emailHeader: '' })],
      ['employeeFilterID', lateAlert({ employeeFilterID: MISSING })],
      ['eventGroupID', lateAlert({ eventGroupID: MISSING })],
      ['includedEmployeeIDs', lateAlert({ includedEmployeeIDs: [MISSING] })],
      ['recipientUserTeamIDs', lateAlert({ recipientUserTeamIDs: [MISSING] })],
      ['status', lateAlert({ eventKind: 'shiftStatus', minutesAfterShiftStart: null, status: 999 })],
      ['status', lateAlert({ eventKind: 'shiftStatus', minutesAfterShiftStart: null })],
      ['eventKind', lateAlert({ eventKind: 'earthquake' })],
    ];
    for (const [field, record] of cases) {
      const refused = await api.call<Refusal>('CreateEventType', record);
      expect(refused.status, `${field}: ${JSON.stringify(refused.body)}`).toBe(400);
      expect(refused.body.field, JSON.stringify(refused.body)).toBe(field);
    }
    const type = await api.ok<Saved>('CreateEventType', lateAlert());
    const refused = await api.call<Refusal>('UpdateEventType', { ...type, minutesAfterShiftStart: -5 }, { method: 'PUT' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('minutesAfterShiftStart');
    expect((await get('GetEventType', type.id)).body).toMatchObject({ version: 1, minutesAfterShiftStart: 15 });
    expect(await countEventTypes()).toBe(before + 1);
    expect((await fetch(`${product.apiUrl}/health`)).status).toBe(200);
  });
});

describe('the members of an employee filter', () => {
  it('are the employees in service it selects by department, by team (own or listed as a member), or both', async () => {
    const department = await api.ok<Saved>('CreateDepartment', { name: unique('Packing') });
    const team = await api.ok<Saved>('CreateTeam', { name: unique('Night shift') });
    const inTeam = await api.ok<Saved>('CreateEmployee', anEmployee({ departmentID: department.id, teamID: team.id }));
    const member = await api.ok<Saved>('CreateEmployee', anEmployee({ departmentID: department.id }));
    const elsewhere = await api.ok<Saved>('CreateEmployee', anEmployee({ teamID: team.id }));
    await api.ok<Saved>('CreateEmployee', anEmployee({ departmentID: department.id, employeeStatus: 0 }));
    await api.ok<Saved>('CreateEmployee', anEmployee({ departmentID: department.id, appointmentDate: '2019-01-01', terminationDate: '2020-06-30' }));
    await api.ok<Saved>('CreateEmployee', anEmployee({ departmentID: made.stores.id }));
    await api.ok('UpdateTeam', { ...team, members: [{ employeeID: member.id, authorityLevel: 1 }] }, { method: 'PUT' });

    const byDepartment = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Packing'), departmentID: department.id });
    expect(await membersOf(byDepartment.id)).toEqual(sorted([inTeam.id, member.id]));
    const byTeam = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Night'), teamID: team.id });
    expect(await membersOf(byTeam.id)).toEqual(sorted([inTeam.id, member.id, elsewhere.id]));
    const both = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Night packing'), teamID: team.id, departmentID: department.id });
    expect(await membersOf(both.id)).toEqual(sorted([inTeam.id, member.id]));
    const bySurname = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Night M'), teamID: team.id, surname: 'mok' });
    expect(await membersOf(bySurname.id)).toEqual(sorted([inTeam.id, member.id, elsewhere.id]));
    const noOne = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Night Z'), teamID: team.id, surname: 'Z%' });
    expect(await membersOf(noOne.id)).toEqual([]);
    expect(await membersOf(MISSING)).toEqual([]);
  });
});
