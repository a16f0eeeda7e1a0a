import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aTemplate } from './support/users';

const SQL = ["'; DROP TABLE api.system_users; --", "' OR '1'='1", '1; SELECT pg_sleep(5)--', '"; DELETE FROM api.sessions; --'];
const ONE_MB = 'u'.repeat(1_000_000);

/** Every table these calls could write to, counted. */
const COUNTS = `SELECT (SELECT count(*) FROM api.system_users)::int AS users, (SELECT count(*) FROM api.security_templates)::int AS templates,
  (SELECT count(*) FROM api.user_teams)::int AS teams, (SELECT count(*) FROM api.sessions)::int AS sessions,
  (SELECT count(*) FROM api.password_resets)::int AS resets`;

describe('bad input to the security calls (embedded mode)', () => {
  let product: SecuredProduct;
  let templateID: string;
  let before: Record<string, number>;

  const validUser = () => ({ username: 'valid.user', fullName: 'Valid User', password: 'Valid-Secret-1', isAdministrator: false, status: 1, securityTemplateID: templateID });

  beforeAll(async () => {
    product = await startSecuredProduct('bad-input');
    templateID = (await aTemplate(product.admin, ['empClockings'])).id;
    [before] = await product.database.query<Record<string, number>>(COUNTS);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers 400 naming each missing field of a new user, template and team', async () => {
    for (const field of Object.keys(validUser()).filter((f) => f !== 'securityTemplateID')) {
      const { [field as keyof ReturnType<typeof validUser>]: _left, ...rest } = validUser();
      const answer = await product.admin.call('CreateSystemUser', rest);
      expect(answer, field).toMatchObject({ status: 400, body: { field } });
    }
    expect(await product.admin.call('CreateSystemUser', { ...validUser(), securityTemplateID: undefined })).toMatchObject({
      status: 400,
      body: { field: 'securityTemplateID' },
    });
    expect(await product.admin.call('CreateSecurityTemplate', { name: 'No flags given' })).toMatchObject({ status: 400, body: { field: 'permissions' } });
    expect(await product.admin.call('CreateSecurityTemplate', { permissions: [] })).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(await product.admin.call('CreateSecurityTemplate', { name: 'Unknown flag', permissions: ['setupEverything'] })).toMatchObject({
      status: 400,
      body: { field: 'permissions' },
    });
    expect(await product.admin.call('CreateUserTeam', { name: 'Team' })).toMatchObject({ status: 400, body: { field: 'authorityLevel' } });
    expect(await new ApiClient(product.url).call('UserLogin', { username: 'admin' })).toMatchObject({ status: 400, body: { field: 'password' } });
    expect(await new ApiClient(product.url).call('UserLogin', {})).toMatchObject({ status: 400, body: { field: 'username' } });
  });

  it('answers 400 to 1 MB user names and passwords', async () => {
    const anonymous = new ApiClient(product.url);
    expect(await anonymous.call('UserLogin', { username: ONE_MB, password: 'x' })).toMatchObject({ status: 400, body: { field: 'username' } });
    expect(await anonymous.call('UserLogin', { username: 'admin', password: ONE_MB })).toMatchObject({ status: 400, body: { field: 'password' } });
    expect(await product.admin.call('CreateSystemUser', { ...validUser(), username: ONE_MB })).toMatchObject({ status: 400, body: { field: 'username' } });
    expect(await product.admin.call('CreateSystemUser', { ...validUser(), password: ONE_MB })).toMatchObject({ status: 400, body: { field: 'password' } });
    expect(await product.admin.call('CreateSecurityTemplate', { name: ONE_MB, permissions: [] })).toMatchObject({ status: 400, body: { field: 'name' } });
  });

  it('treats SQL in every field as plain text and refuses it', async () => {
    const anonymous = new ApiClient(product.url);
    for (const sql of SQL) {
      expect(await anonymous.call('UserLogin', { username: sql, password: sql })).toEqual({ status: 401, body: { error: 'Invalid username or password' } });
      for (const field of ['username', 'fullName', 'password', 'securityTemplateID', 'employeeID', 'expiresOn', 'cellPhone', 'email', 'userTeamID']) {
        const answer = await product.admin.call('CreateSystemUser', { ...validUser(), username: `sql.${field}`, [field]: sql });
        // A full name or password may hold any text: stored as typed, never run.
        if (field === 'fullName' || field === 'password') {
          expect(answer.status, field).toBe(201);
          await product.admin.ok('DeleteSystemUser', undefined, { method: 'DELETE', query: { ID: (answer.body as { id: string }).id } });
        } else {
          expect(answer, `${field}: ${sql}`).toMatchObject({ status: 400, body: { field } });
        }
      }
      expect(await product.admin.call('CreateSecurityTemplate', { name: 'x', permissions: [sql] })).toMatchObject({ status: 400, body: { field: 'permissions' } });
      expect(await product.admin.call('GetSystemUser', undefined, { method: 'GET', query: { ID: sql } })).toMatchObject({ status: 400, body: { field: 'ID' } });
      expect(await product.admin.call('DeleteSecurityTemplate', undefined, { method: 'DELETE', query: { ID: sql } })).toMatchObject({ status: 400, body: { field: 'ID' } });
      expect(await anonymous.call('ForgotPassword', { email: sql })).toMatchObject({ status: 400, body: { field: 'email' } });
      const listed = await product.admin.ok<{ items: unknown[] }>('GetSystemUsers', { search: sql, sortBy: sql });
      expect(listed.items).toEqual([]);
    }
  });

  it('stores nothing from any of it and stays healthy', async () => {
    const [after] = await product.database.query<Record<string, number>>(COUNTS);
    // The one session is the administrator's, opened before the counts were first taken.
    expect(after).toEqual(before);
    expect((await fetch(`${product.url}/health`)).status).toBe(200);
    expect((await product.admin.call('GetSecurityTemplates', {})).status).toBe(200);
  });
});
