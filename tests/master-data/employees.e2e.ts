import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MIN_BYTES, type EmployeeDetail, type EmployeeListItem, type ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { aReader, anEmployee, anImage, unique, type Saved } from './master-data.factories';

let product: RunningProduct;
let api: ApiClient;
let department: Saved;
let otherDepartment: Saved;
let jobTitle: Saved;
let accessExpiry: Saved;

const getEmployee = (id: string) => api.ok<EmployeeDetail>('GetEmployee', undefined, { method: 'GET', query: { ID: id } });
const employeeCount = async (employeeNumber: string) =>
  (await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.employees WHERE employee_number = $1', [employeeNumber]))[0].n;

async function uploadPhoto(employeeID: string, bytes: Buffer, contentType = 'image/jpeg') {
  const response = await fetch(new URL(`/api/EmployeePhotoTemplateAddUpdate?EmployeeID=${employeeID}`, product.apiUrl), {
    method: 'POST',
    headers: { Token: api.token!, 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { field?: string; message?: string; size?: number } };
}

beforeAll(async () => {
  product = await startProduct('embedded', 'master-data-employees');
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  department = await api.ok<Saved>('CreateDepartment', { name: unique('Packing') });
  otherDepartment = await api.ok<Saved>('CreateDepartment', { name: unique('Quality') });
  jobTitle = await api.ok<Saved>('CreateJobTitle', { name: unique('Packer') });
  const reader = await aReader(api);
  accessExpiry = await api.ok<Saved>('CreateAccessExpiryTemplate', { name: unique('Gate access'), scannerIDs: [reader.id] });
});

afterAll(async () => {
  await product?.stop();
});

describe('the employee record', () => {
  it('is created with every field group, the external number defaulting to the employee number', async () => {
    const created = await api.call<EmployeeDetail>(
      'CreateEmployee',
      anEmployee({
        surname: 'Dlamini',
        middleNames: 'Nomsa Grace',
        dateOfBirth: '1990-05-17',
        departmentID: department.id,
        jobTitleID: jobTitle.id,
        hourlyRate: '152.75',
        email: 'nomsa.dlamini@example.com',
        cellphone: '+27 82 555 0101',
        addressLine1: '12 Main Road',
        accessExpiryTemplateIDs: [accessExpiry.id],
        appointmentDate: '2015-02-01',
        sundayNonWorking: true,
      }),
    );
    expect(created.status).toBe(201);
    const employee = created.body;
    expect(employee.externalEmployeeNumber).toBe(employee.employeeNumber);
    expect(employee).toMatchObject({ employeeStatus: 1, hourlyRate: '152.75', accessExpiryTemplateIDs: [accessExpiry.id], sundayNonWorking: true, version: 1 });

    const detail = await getEmployee(employee.id);
    expect(detail).toMatchObject({ departmentName: department.name, jobTitleName: jobTitle.name, hasPhoto: false, clockingStatus: null, currentShift: null });
    expect(detail.age).toBe(new Date().getFullYear() - 1990 - (new Date() < new Date(new Date().getFullYear(), 4, 17) ? 1 : 0));
  });

  it('is updated against the version read, and a stale version changes nothing', async () => {
    const employee = await api.ok<EmployeeDetail>('CreateEmployee', anEmployee({ externalEmployeeNumber: 'PAY-001' }));
    const updated = await api.call<EmployeeDetail>('UpdateEmployee', { ...employee, preferredName: 'Thandi M', departmentID: department.id }, { method: 'PUT', query: { ID: employee.id } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ preferredName: 'Thandi M', externalEmployeeNumber: 'PAY-001', version: 2 });
    const stale = await api.call<{ field: string }>('UpdateEmployee', { ...employee, surname: 'Overwritten' }, { method: 'PUT', query: { ID: employee.id } });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');
    expect((await getEmployee(employee.id)).surname).toBe('Mokoena');
    const noVersion = await api.call<{ field: string }>('UpdateEmployee', { ...employee, version: undefined }, { method: 'PUT', query: { ID: employee.id } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.field).toBe('version');
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ surname: undefined }, 'surname'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ hourlyRate: 'lots' }, 'hourlyRate'],
      [{ employeeStatus: 'yes' }, 'employeeStatus'],
      [{ email: 'not-an-address' }, 'email'],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ departmentID: '00000000-0000-4000-8000-000000000000' }, 'departmentID'],
      [{ employeeNumber: 'has spaces' }, 'employeeNumber'],
      [{ appointmentDate: '2020-01-01', terminationDate: '2019-12-31' }, 'terminationDate'],
    ];
    for (const [overrides, field] of cases) {
      const employee = anEmployee(overrides);
      const answer = await api.call<{ error: string; field: string }>('CreateEmployee', employee);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
      expect(await employeeCount(employee.employeeNumber)).toBe(0);
    }
  });

  it('keeps employee numbers and card numbers unique', async () => {
    const first = await api.ok<Saved>('CreateEmployee', anEmployee());
    const again = await api.call<{ field: string }>('CreateEmployee', anEmployee({ employeeNumber: String(first.employeeNumber).toLowerCase() }));
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('employeeNumber');

    const card = `C${Date.now()}`;
    expect(await api.ok('EmployeeCardNumCRUD', { action: 'create', employeeID: first.id, cardNumber: card })).toMatchObject({ cardNumber: card, version: 2 });
    const second = await api.ok<Saved>('CreateEmployee', anEmployee());
    const taken = await api.call<{ field: string }>('EmployeeCardNumCRUD', { action: 'create', employeeID: second.id, cardNumber: card });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('cardNumber');
    expect(await api.ok('EmployeeCardNumCRUD', { action: 'read', employeeID: first.id })).toMatchObject({ cardNumber: card });
    expect(await api.ok('EmployeeCardNumCRUD', { action: 'delete', employeeID: first.id })).toMatchObject({ cardNumber: null, version: 3 });
    expect((await api.call('EmployeeCardNumCRUD', { action: 'create', employeeID: second.id, cardNumber: 'bad card!' })).status).toBe(400);
  });

  it('is deleted when nothing uses it', async () => {
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee());
    expect((await api.call('DeleteEmployee', undefined, { method: 'DELETE', query: { ID: employee.id } })).status).toBe(204);
    expect((await api.call('GetEmployee', undefined, { method: 'GET', query: { ID: employee.id } })).status).toBe(404);
  });
});

describe('public holiday calendars', () => {
  it('links an employee to calendars once each, and keeps a linked calendar from deletion', async () => {
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee());
    const calendar = await api.ok<Saved>('CreatePublicHolidayCalendar', { name: unique('Gauteng'), isDefault: false });
    const link = await api.call<Saved>('CreateEmployeePubHolCalendars', { employeeID: employee.id, publicHolidayCalendarID: calendar.id });
    expect(link.status).toBe(201);
    expect(await api.ok('GetEmployeePubHolCalendars', undefined, { method: 'GET', query: { EmployeeID: employee.id } })).toEqual([
      expect.objectContaining({ id: link.body.id, publicHolidayCalendarID: calendar.id, publicHolidayCalendarName: calendar.name }),
    ]);
    expect(await api.ok('GetEmployeePubHolCalendars_IDName', undefined, { method: 'GET', query: { EmployeeID: employee.id } })).toEqual([
      { id: calendar.id, name: calendar.name },
    ]);
    expect((await api.call('CreateEmployeePubHolCalendars', { employeeID: employee.id, publicHolidayCalendarID: calendar.id })).status).toBe(409);
    const inUse = await api.call<{ error: string }>('DeletePublicHolidayCalendar', undefined, { method: 'DELETE', query: { ID: calendar.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatch(/in use by 1 employee public holiday calendar/);

    expect((await api.call('DeleteEmployeePubHolCalendars', undefined, { method: 'DELETE', query: { ID: link.body.id } })).status).toBe(204);
    expect(await api.ok('GetEmployeePubHolCalendars', undefined, { method: 'GET', query: { EmployeeID: employee.id } })).toEqual([]);
    expect((await api.call('DeletePublicHolidayCalendar', undefined, { method: 'DELETE', query: { ID: calendar.id } })).status).toBe(204);
  });
});

describe('the photograph', () => {
  it('takes a JPEG or PNG of 500 KB to 10 MB, judged by its content', async () => {
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee());
    const jpeg = anImage('jpeg', PHOTO_MIN_BYTES + 10_000);
    const saved = await uploadPhoto(employee.id, jpeg, 'application/octet-stream');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ size: jpeg.length });
    const photo = await fetch(new URL(`/api/GetEmployeePhoto?ID=${employee.id}`, product.apiUrl), { headers: { Token: api.token! } });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await getEmployee(employee.id)).hasPhoto).toBe(true);

    expect((await uploadPhoto(employee.id, anImage('png', PHOTO_MAX_BYTES), 'image/png')).status).toBe(200);
    // The audit log counts the bytes of each upload instead of keeping them.
    const audited = await product.query<{ details: { input: unknown } }>(
      "SELECT details FROM api.audit_log WHERE action = 'EmployeePhotoTemplateAddUpdate' AND details->'query'->>'EmployeeID' = $1 ORDER BY id",
      [employee.id],
    );
    expect(audited.map((entry) => entry.details.input)).toEqual([`… (${jpeg.length} bytes)`, `… (${PHOTO_MAX_BYTES} bytes)`]);
  });

  it('refuses anything else with 400 naming the photo, keeping the one it had', async () => {
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee());
    for (const [bytes, type, message] of [
      [anImage('jpeg', PHOTO_MIN_BYTES - 1), 'image/jpeg', /at least 500 KB/],
      [anImage('gif', PHOTO_MIN_BYTES + 1), 'image/jpeg', /JPEG or PNG/],
      [anImage('png', PHOTO_MAX_BYTES + 1), 'image/png', /at most 10 MB/],
    ] as const) {
      const answer = await uploadPhoto(employee.id, bytes, type);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field: 'photo', message: expect.stringMatching(message) });
    }
    expect((await getEmployee(employee.id)).hasPhoto).toBe(false);
  });
});

describe('employee lists', () => {
  const tag = unique('x').split(' ')[1];
  const people: Saved[] = [];

  beforeAll(async () => {
    const rows = [
      { surname: `Naidoo${tag}`, departmentID: department.id, appointmentDate: '1995-03-01' },
      { surname: `Nkosi${tag}`, departmentID: department.id, appointmentDate: '2012-07-15' },
      { surname: `Pillay${tag}`, departmentID: otherDepartment.id, appointmentDate: '2018-01-09', employeeStatus: 0 },
      { surname: `Botha${tag}`, departmentID: otherDepartment.id, appointmentDate: '2023-11-20' },
    ];
    for (const row of rows) people.push(await api.ok<Saved>('CreateEmployee', anEmployee(row)));
  });

  const list = (body: Record<string, unknown>) => api.ok<ListResult<EmployeeListItem>>('GetEmployees', { search: tag, ...body });
  const surnames = (result: ListResult<{ surname: string }>) => result.items.map((item) => item.surname.replace(tag, ''));

  it('searches, sorts and pages on the server', async () => {
    expect(surnames(await list({}))).toEqual(['Botha', 'Naidoo', 'Nkosi', 'Pillay']);
    const page = await list({ pageNumber: 2, pageSize: 3, sortBy: 'surname', sortDesc: true });
    expect(page.total).toBe(4);
    expect(surnames(page)).toEqual(['Botha']);
    const full = await list({ pageSize: 2 });
    expect([surnames(full), full.total]).toEqual([['Botha', 'Naidoo'], 4]);
    const pastTheEnd = await list({ pageNumber: 5, pageSize: 2 });
    expect([pastTheEnd.items, pastTheEnd.total]).toEqual([[], 4]);
    expect((await list({})).items[0]).toMatchObject({ departmentName: otherDepartment.name });
  });

  it('finds an employee by the name as the list shows it, first name and surname in either order', async () => {
    expect(surnames(await api.ok('GetEmployees', { search: `Thandi Nkosi${tag}` }))).toEqual(['Nkosi']);
    expect(surnames(await api.ok('GetEmployees', { search: `  nkosi${tag}   thandi ` }))).toEqual(['Nkosi']);
    expect((await api.ok<ListResult<unknown>>('GetEmployees', { search: `Sipho Nkosi${tag}` })).total).toBe(0);
  });

  it('filters by the specification keys and appointment-date ranges', async () => {
    expect(surnames(await list({ departmentID: department.id }))).toEqual(['Naidoo', 'Nkosi']);
    expect(surnames(await list({ appointmentDate: '2010s' }))).toEqual(['Nkosi', 'Pillay']);
    expect(surnames(await list({ appointmentDate: { from: '2018-01-01' } }))).toEqual(['Botha', 'Pillay']);
    expect(surnames(await list({ surname: 'nk' }))).toEqual(['Nkosi']);
    expect(surnames(await api.ok('GetEmployees', { surname: `Nkosi${tag}` }))).toEqual(['Nkosi']);
    expect(surnames(await list({ employeeStatus: 0 }))).toEqual(['Pillay']);
    expect(surnames(await list({ id: [people[0].id, people[3].id] }))).toEqual(['Botha', 'Naidoo']);
    const bad = await api.call<{ field: string }>('GetEmployees', { appointmentDate: '1970s' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('appointmentDate');
    expect((await api.call<{ field: string }>('GetEmployees', { departmentID: 'sales' })).body.field).toBe('departmentID');
  });

  it('answers the extended, per-list and minimal shapes', async () => {
    const extended = await api.ok<ListResult<Record<string, unknown>>>('GetEmployeesExtendedDetail', { search: tag, departmentID: department.id });
    expect(extended.items[0]).toMatchObject({ departmentName: department.name, appointmentDate: '1995-03-01', addressLine1: null });
    const one = await api.ok<Record<string, unknown>>('GetEmployee', undefined, { method: 'GET', query: { ID: String(extended.items[0].id) } });
    expect([extended.items[0].createdAt, extended.items[0].updatedAt]).toEqual([one.createdAt, one.updatedAt]);
    const perList = await api.ok<ListResult<Record<string, unknown>>>('GetEmployeesPerList', { id: people.map((person) => person.id) });
    expect(perList.total).toBe(4);
    expect(Object.keys(perList.items[0]).sort()).toEqual(
      ['departmentName', 'employeeNumber', 'employeeStatus', 'firstName', 'hasPhoto', 'id', 'jobTitleName', 'preferredName', 'surname'].sort(),
    );
    const min = await api.ok('GetEmployeeMinDetails', undefined, { method: 'GET', query: { ID: people[0].id } });
    expect(min).toMatchObject({ id: people[0].id, departmentName: department.name, hasPhoto: false });
  });

  it('bulk updates some fields of many employees, refusing fields that must stay individual', async () => {
    const ids = [people[0].id, people[1].id];
    expect(await api.ok('EmployeeBulkUpdate', { employeeIDs: ids, changes: { departmentID: otherDepartment.id, sundayNonWorking: true } })).toEqual({ updated: 2 });
    for (const id of ids) expect(await getEmployee(id)).toMatchObject({ departmentID: otherDepartment.id, sundayNonWorking: true, version: 2 });
    const refused = await api.call<{ field: string }>('EmployeeBulkUpdate', { employeeIDs: ids, changes: { employeeNumber: 'SAME' } });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('changes.employeeNumber');
    const missing = await api.call<{ field: string }>('EmployeeBulkUpdate', { employeeIDs: ids, changes: { departmentID: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.body.field).toBe('changes.departmentID');
    expect((await getEmployee(ids[0])).version).toBe(2);
  });
});
