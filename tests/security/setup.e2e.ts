import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, ListResult, SecurityTemplate, SystemUser, UserTeam } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aTemplate, aUser, aUserWith, PASSWORD, unique } from './support/users';

describe('system users, security templates and user teams (embedded mode)', () => {
  let product: SecuredProduct;
  let admin: ApiClient;

  beforeAll(async () => {
    product = await startSecuredProduct('setup');
    admin = product.admin;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('keeps a security template: create, read, list, update, delete', async () => {
    const created = await admin.ok<SecurityTemplate>('CreateSecurityTemplate', { name: 'Supervisors', permissions: ['empClockings', 'setupOrganisational'] });
    expect(created).toEqual({ id: expect.any(String), name: 'Supervisors', permissions: ['setupOrganisational', 'empClockings'], userCount: 0, version: 1 });
    expect(await admin.ok('GetSecurityTemplate', undefined, { method: 'GET', query: { ID: created.id } })).toEqual(created);
    expect(await admin.call('CreateSecurityTemplate', { name: 'SUPERVISORS', permissions: [] })).toMatchObject({ status: 409, body: { field: 'name' } });

    const updated = await admin.ok<SecurityTemplate>('UpdateSecurityTemplate', { ...created, permissions: ['dataExport'] }, { method: 'PUT' });
    expect(updated).toMatchObject({ permissions: ['dataExport'], version: 2 });
    expect(await admin.call('UpdateSecurityTemplate', { ...created, name: 'Stale' }, { method: 'PUT' })).toMatchObject({ status: 409, body: { field: 'version' } });

    const list = await admin.ok<ListResult<SecurityTemplate>>('GetSecurityTemplates', { search: 'supervis' });
    expect(list).toEqual({ items: [updated], total: 1 });
    expect(await admin.ok('GetSecurityTemplates_IDName', undefined, { method: 'GET' })).toContainEqual({ id: created.id, name: 'Supervisors' });

    const user = await aUser(admin, updated);
    expect(await admin.call('DeleteSecurityTemplate', undefined, { method: 'DELETE', query: { ID: created.id } })).toMatchObject({ status: 409 });
    await admin.ok('DeleteSystemUser', undefined, { method: 'DELETE', query: { ID: user.id } });
    expect((await admin.call('DeleteSecurityTemplate', undefined, { method: 'DELETE', query: { ID: created.id } })).status).toBe(204);
    expect((await admin.call('GetSecurityTemplate', undefined, { method: 'GET', query: { ID: created.id } })).status).toBe(404);
  });

  it('keeps a system user with every field of the specification', async () => {
    const template = await aTemplate(admin, ['empClockings']);
    const team = await admin.ok<UserTeam>('CreateUserTeam', { name: unique('Night shift'), authorityLevel: 2 });
    const employee = await admin.ok<Employee>('CreateEmployee', { employeeNumber: '5001', firstName: 'Naledi', surname: 'Khumalo', employeeStatus: 1 });
    const created = await admin.ok<SystemUser>('CreateSystemUser', {
      username: 'naledi.k',
      fullName: 'Naledi Khumalo',
      password: PASSWORD,
      isAdministrator: false,
      status: 1,
      securityTemplateID: template.id,
      employeeID: employee.id,
      expiresOn: '2099-01-31',
      cellPhone: '+27 82 555 0101',
      email: 'naledi@example.test',
      userTeamID: team.id,
    });
    expect(created).toEqual({
      id: expect.any(String),
      username: 'naledi.k',
      fullName: 'Naledi Khumalo',
      isAdministrator: false,
      status: 1,
      securityTemplateID: template.id,
      securityTemplateName: template.name,
      employeeID: employee.id,
      expiresOn: '2099-01-31',
      cellPhone: '+27 82 555 0101',
      email: 'naledi@example.test',
      userTeamID: team.id,
      userTeamName: team.name,
      webClockingOnly: false,
      version: 1,
    });
    expect(JSON.stringify(created)).not.toContain('password');
    expect(await admin.ok('GetUserTeam', undefined, { method: 'GET', query: { ID: team.id } })).toMatchObject({
      members: [{ id: created.id, username: 'naledi.k', fullName: 'Naledi Khumalo' }],
    });
    // The employee link is what stops a user authorising their own hours; other services read it here.
    expect(await product.database.query('SELECT employee_id FROM api.v_system_users WHERE id = $1', [created.id])).toEqual([{ employee_id: employee.id }]);
    expect(await admin.call('CreateSystemUser', { ...created, username: 'other', password: PASSWORD })).toMatchObject({ status: 409, body: { field: 'employeeID' } });
    expect(await admin.call('CreateSystemUser', { ...created, employeeID: null, username: 'NALEDI.K', password: PASSWORD })).toMatchObject({
      status: 409,
      body: { field: 'username' },
    });

    const updated = await admin.ok<SystemUser>('UpdateSystemUser', { ...created, fullName: 'Naledi M. Khumalo', expiresOn: null, userTeamID: null }, { method: 'PUT' });
    expect(updated).toMatchObject({ fullName: 'Naledi M. Khumalo', expiresOn: null, userTeamID: null, version: 2 });
    const list = await admin.ok<ListResult<SystemUser>>('GetSystemUsers', { search: 'khumalo' });
    expect(list).toEqual({ items: [updated], total: 1 });
    // Two operators edit the same version at once: one change lands, the other is refused, none is lost silently.
    const racing = await Promise.all(
      ['Naledi Khumalo-Dube', 'N. Khumalo'].map((fullName) => admin.call('UpdateSystemUser', { ...updated, fullName }, { method: 'PUT' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = racing.find((answer) => answer.status === 200)!.body as SystemUser;
    expect(await admin.ok('GetSystemUser', undefined, { method: 'GET', query: { ID: updated.id } })).toMatchObject({ fullName: winner.fullName, version: 3 });
    expect(await admin.call('CreateSystemUser', { ...created, username: 'ghost.ref', employeeID: null, userTeamID: '00000000-0000-4000-8000-000000000000', password: PASSWORD })).toMatchObject({
      status: 400,
      body: { field: 'userTeamID' },
    });
    expect(await admin.call('DeleteUserTeam', undefined, { method: 'DELETE', query: { ID: team.id } })).toMatchObject({ status: 204 });
  });

  it('lets a user manager hand out no more than they hold', async () => {
    const { client: manager, user: managerUser } = await aUserWith(admin, product.url, ['setupSystem', 'empClockings']);
    const modest = await manager.ok<SecurityTemplate>('CreateSecurityTemplate', { name: unique('clockers'), permissions: ['empClockings'] });
    const rich = await aTemplate(admin, ['dataExport']);
    const denied = { status: 403, body: expect.objectContaining({ error: 'Unauthorized access' }) };

    expect(await manager.call('CreateSecurityTemplate', { name: unique('rich'), permissions: ['dataExport'] })).toMatchObject(denied);
    expect(await manager.call('UpdateSecurityTemplate', { ...modest, permissions: ['empClockings', 'dataExport'] }, { method: 'PUT' })).toMatchObject(denied);
    expect(await manager.call('UpdateSecurityTemplate', { ...rich, permissions: [] }, { method: 'PUT' })).toMatchObject(denied);
    const base = { fullName: 'New Hire', password: PASSWORD, status: 1 };
    expect(await manager.call('CreateSystemUser', { ...base, username: unique('boss'), isAdministrator: true })).toMatchObject(denied);
    expect(await manager.call('CreateSystemUser', { ...base, username: unique('rich'), isAdministrator: false, securityTemplateID: rich.id })).toMatchObject(denied);
    const hire = await manager.ok<SystemUser>('CreateSystemUser', { ...base, username: unique('hire'), isAdministrator: false, securityTemplateID: modest.id });
    expect(hire.securityTemplateID).toBe(modest.id);

    const adminUser = (await admin.ok<ListResult<SystemUser>>('GetSystemUsers', { search: 'admin' })).items.find((u) => u.username === 'admin')!;
    expect(await manager.call('UpdateSystemUser', { ...adminUser, password: 'Taken-Over-1' }, { method: 'PUT' })).toMatchObject(denied);
    expect(await manager.call('DeleteSystemUser', undefined, { method: 'DELETE', query: { ID: adminUser.id } })).toMatchObject(denied);
    expect(await manager.call('UpdateSystemUser', { ...managerUser, securityTemplateID: rich.id }, { method: 'PUT' })).toMatchObject(denied);
  });

  it('keeps at least one active administrator, and nobody deletes or deactivates themselves', async () => {
    const adminUser = (await admin.ok<ListResult<SystemUser>>('GetSystemUsers', { search: 'admin' })).items.find((u) => u.username === 'admin')!;
    const template = await aTemplate(admin, []);
    expect(await admin.call('UpdateSystemUser', { ...adminUser, isAdministrator: false, securityTemplateID: template.id }, { method: 'PUT' })).toMatchObject({
      status: 409,
      body: { field: 'isAdministrator' },
    });
    expect(await admin.call('UpdateSystemUser', { ...adminUser, status: 0 }, { method: 'PUT' })).toMatchObject({ status: 409, body: { field: 'status' } });
    expect(await admin.call('DeleteSystemUser', undefined, { method: 'DELETE', query: { ID: adminUser.id } })).toMatchObject({ status: 409 });

    const second = await admin.ok<SystemUser>('CreateSystemUser', { username: unique('admin2'), fullName: 'Second Admin', password: PASSWORD, isAdministrator: true, status: 1 });
    const secondClient = new ApiClient(product.url);
    await secondClient.login(second.username, PASSWORD);
    expect((await secondClient.call('DeleteSystemUser', undefined, { method: 'DELETE', query: { ID: adminUser.id } })).status).toBe(204);
    expect(await secondClient.call('UpdateSystemUser', { ...second, isAdministrator: false, securityTemplateID: template.id }, { method: 'PUT' })).toMatchObject({
      status: 409,
    });
  });
});
