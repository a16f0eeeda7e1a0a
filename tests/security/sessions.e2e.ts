import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type SystemUser, type UserLoginResponse } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aTemplate, aUser, PASSWORD, unique } from './support/users';

const ZONE = 'Africa/Johannesburg';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextAddress = 1;
/** Each test logs in from its own address (the product trusts 127.0.0.1 as a proxy), so address counts stay apart. */
const anAddress = () => `198.51.100.${nextAddress++}`;

describe('sessions, logins and passwords (embedded mode)', () => {
  let product: SecuredProduct;
  let url: string;

  const login = (username: string, password: string, address: string) =>
    new ApiClient(url).call<UserLoginResponse & { error?: string; retryAfterSeconds?: number }>('UserLogin', { username, password }, { headers: { 'X-Forwarded-For': address } });

  async function loggedIn(user: SystemUser): Promise<ApiClient> {
    const client = new ApiClient(url);
    await client.login(user.username, PASSWORD);
    return client;
  }

  beforeAll(async () => {
    product = await startSecuredProduct('sessions', {
      TNA_TRUSTED_PROXIES: '127.0.0.1',
      TNA_TRUSTED_USER_HEADER: 'X-Remote-User',
      TNA_LOGIN_SLOWDOWN_AFTER: '3',
      TNA_LOGIN_LOCK_AFTER: '5',
      TNA_LOGIN_ADDRESS_SLOWDOWN_AFTER: '4',
      TNA_LOGIN_ADDRESS_LOCK_AFTER: '6',
      TNA_PASSWORD_MAX_AGE_DAYS: '90',
    });
    url = product.url;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers a login with the session, the granted flags and a token it stores only hashed', async () => {
    const user = await aUser(product.admin, await aTemplate(product.admin, ['empClockings', 'rptReport']), { fullName: 'Lerato Dube' });
    const before = Date.now();
    const answer = await login(user.username.toUpperCase(), PASSWORD, anAddress());

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      value: 'Lerato Dube',
      userID: user.id,
      securityToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      isAdministrator: false,
      loginTime: expect.any(String),
      // In the contracts' order, whatever order the template was given in.
      permissions: ['rptReport', 'empClockings'],
      mustChangePassword: false,
      webClockingOnly: false,
    });
    expect(Date.parse(answer.body.loginTime)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await product.database.query<{ token_hash: string }>('SELECT token_hash FROM api.sessions WHERE user_id = $1', [user.id]);
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(answer.body.securityToken).digest('hex') }]);

    const admin = await login('admin', product.adminPassword, anAddress());
    expect(admin.body).toMatchObject({ isAdministrator: true, permissions: [...PERMISSIONS] });
    const users = await product.database.query<{ password_hash: string }>('SELECT password_hash FROM api.system_users WHERE id = $1', [user.id]);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives one answer to a wrong password, an unknown user and an inactive user', async () => {
    const template = await aTemplate(product.admin, []);
    const active = await aUser(product.admin, template);
    const inactive = await aUser(product.admin, template, { status: 0 });
    const answers = [
      await login(active.username, 'wrong-password', anAddress()),
      await login(unique('nobody'), PASSWORD, anAddress()),
      await login(inactive.username, PASSWORD, anAddress()),
    ];
    expect(answers).toEqual(Array(3).fill({ status: 401, body: { error: 'Invalid username or password' } }));
  });

  it('ends the session at logout: the token opens nothing afterwards', async () => {
    const client = await loggedIn(await aUser(product.admin, await aTemplate(product.admin, ['setupSystem'])));
    expect((await client.call('GetSecurityTemplates', {})).status).toBe(200);

    expect((await client.call('logout')).status).toBe(204);

    expect(await client.call('GetSecurityTemplates', {})).toEqual({ status: 401, body: { error: 'missing or invalid Token' } });
    expect((await client.call('logout')).status).toBe(401);
  });

  it('expires a session after the idle time and after the absolute time', async () => {
    const user = await aUser(product.admin, await aTemplate(product.admin, ['setupSystem']));
    const idle = await loggedIn(user);
    const old = await loggedIn(user);
    const hash = (client: ApiClient) => createHash('sha256').update(client.token!).digest('hex');
    // Default limits: 60 idle minutes, 12 hours in all.
    await product.database.query("UPDATE api.sessions SET last_seen_at = now() - interval '61 minutes' WHERE token_hash = $1", [hash(idle)]);
    await product.database.query("UPDATE api.sessions SET created_at = now() - interval '12 hours 1 minute' WHERE token_hash = $1", [hash(old)]);

    expect((await idle.call('GetSecurityTemplates', {})).status).toBe(401);
    expect((await old.call('GetSecurityTemplates', {})).status).toBe(401);
    expect(await product.database.query('SELECT 1 FROM api.sessions WHERE token_hash = ANY($1)', [[hash(idle), hash(old)]])).toEqual([]);
  });

  it('applies a template change and a deactivation to open sessions at once', async () => {
    const template = await aTemplate(product.admin, ['setupSystem']);
    const user = await aUser(product.admin, template);
    const client = await loggedIn(user);
    expect((await client.call('GetUserTeams', {})).status).toBe(200);

    await product.admin.ok('UpdateSecurityTemplate', { id: template.id, name: template.name, permissions: ['empClockings'] }, { method: 'PUT' });
    expect((await client.call('GetUserTeams', {})).status).toBe(403);

    await product.admin.ok('UpdateSystemUser', { ...user, status: 0 }, { method: 'PUT' });
    expect((await client.call('GetScanners', {})).status).toBe(401);
  });

  it('slows a user name down after three failures and locks it after five, telling nothing about whether it exists', async () => {
    const user = await aUser(product.admin, await aTemplate(product.admin, []));
    for (const username of [user.username, unique('ghost')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await login(username, 'wrong', anAddress())).status);
      // The fourth comes too soon: refused before the password is even checked, right or wrong.
      const tooSoon = await login(username, PASSWORD, anAddress());
      expect(tooSoon).toEqual({ status: 429, body: { error: 'Too many failed logins: try again later', retryAfterSeconds: 1 } });
      await sleep(1100);
      statuses.push((await login(username, 'wrong', anAddress())).status);
      await sleep(2100);
      statuses.push((await login(username, 'wrong', anAddress())).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const locked = await login(username, PASSWORD, anAddress());
      expect(locked.status).toBe(429);
      expect(locked.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    }

    await product.database.query("UPDATE api.login_throttle SET locked_until = now() - interval '1 second', last_failure_at = now() - interval '20 minutes' WHERE key = $1", [
      `user:${user.username}`,
    ]);
    expect((await login(user.username, PASSWORD, anAddress())).status).toBe(200);
  });

  it('slows down and then locks an address trying many user names, and no other address', async () => {
    const address = anAddress();
    const user = await aUser(product.admin, await aTemplate(product.admin, []));
    for (let i = 0; i < 4; i++) expect((await login(unique('guess'), 'wrong', address)).status).toBe(401);
    expect((await login(user.username, PASSWORD, address)).status).toBe(429);
    await sleep(1100);
    expect((await login(unique('guess'), 'wrong', address)).status).toBe(401);
    await sleep(2100);
    expect((await login(unique('guess'), 'wrong', address)).status).toBe(401);
    expect((await login(user.username, PASSWORD, address)).status).toBe(429);
    expect((await login(user.username, PASSWORD, anAddress())).status).toBe(200);
  });

  it('asks for a new password on and after the expiry date, and lets the session do nothing else until then', async () => {
    const template = await aTemplate(product.admin, ['setupSystem']);
    const due = await aUser(product.admin, template, { expiresOn: today() });
    const answer = await login(due.username, PASSWORD, anAddress());
    expect(answer.body.mustChangePassword).toBe(true);
    const client = new ApiClient(url);
    client.token = answer.body.securityToken;
    expect(await client.call('GetUserTeams', {})).toEqual({
      status: 403,
      body: { error: 'Your password has expired: change it first', mustChangePassword: true },
    });

    expect((await client.call('ChangePassword', { currentPassword: 'wrong', newPassword: 'Another-Secret-1' })).body).toMatchObject({ field: 'currentPassword' });
    expect((await client.call('ChangePassword', { currentPassword: PASSWORD, newPassword: 'short' })).body).toMatchObject({ field: 'newPassword' });
    expect(await client.call('ChangePassword', { currentPassword: PASSWORD, newPassword: 'Another-Secret-1' })).toEqual({
      status: 200,
      body: { mustChangePassword: false },
    });
    expect((await client.call('GetUserTeams', {})).status).toBe(200);
    // The next expiry is the policy's 90 days on.
    const [stored] = await product.database.query<{ due: string }>("SELECT to_char(expires_on, 'YYYY-MM-DD') AS due FROM api.system_users WHERE id = $1", [due.id]);
    const inNinetyDays = new Date(`${today()}T00:00:00Z`);
    inNinetyDays.setUTCDate(inNinetyDays.getUTCDate() + 90);
    expect(stored.due).toBe(inNinetyDays.toISOString().slice(0, 10));
    expect((await login(due.username, 'Another-Secret-1', anAddress())).body.mustChangePassword).toBe(false);
    expect((await login(due.username, PASSWORD, anAddress())).status).toBe(401);
  });

  it('takes the earlier of the expiry date and the policy days, and never expires a blank date', async () => {
    const template = await aTemplate(product.admin, []);
    const byPolicy = await aUser(product.admin, template, { expiresOn: '2099-12-31' });
    const never = await aUser(product.admin, template, { expiresOn: null });
    const future = await aUser(product.admin, template, { expiresOn: '2099-12-31' });
    await product.database.query("UPDATE api.system_users SET password_changed_at = now() - interval '91 days' WHERE id = ANY($1)", [[byPolicy.id, never.id]]);

    expect((await login(byPolicy.username, PASSWORD, anAddress())).body.mustChangePassword).toBe(true);
    expect((await login(never.username, PASSWORD, anAddress())).body.mustChangePassword).toBe(false);
    expect((await login(future.username, PASSWORD, anAddress())).body.mustChangePassword).toBe(false);
  });

  it('changing the password ends the other sessions of the user', async () => {
    const user = await aUser(product.admin, await aTemplate(product.admin, ['setupSystem']));
    const here = await loggedIn(user);
    const elsewhere = await loggedIn(user);
    await here.ok('ChangePassword', { currentPassword: PASSWORD, newPassword: 'Brand-New-Secret-2' });
    expect((await here.call('GetUserTeams', {})).status).toBe(200);
    expect((await elsewhere.call('GetUserTeams', {})).status).toBe(401);
  });

  it('logs in the user a trusted proxy names in the configured header', async () => {
    const user = await aUser(product.admin, await aTemplate(product.admin, ['empClockings']), { username: unique('jdoe') });
    const windows = await new ApiClient(url).call<UserLoginResponse>('UserLoginWindowsAuth', undefined, { headers: { 'X-Remote-User': `CORP\\${user.username}` } });
    expect(windows.status).toBe(200);
    expect(windows.body).toMatchObject({ value: 'Test User', permissions: ['empClockings'], mustChangePassword: false });

    const stranger = await new ApiClient(url).call('UserLoginWindowsAuth', undefined, { headers: { 'X-Remote-User': 'CORP\\nobody-here' } });
    expect(stranger).toEqual({ status: 401, body: { error: 'Invalid username or password' } });
    expect((await new ApiClient(url).call('UserLoginWindowsAuth')).status).toBe(401);
  });

  it('keeps an audit log of logins, failed logins and changes, without passwords', async () => {
    const username = unique('audited');
    const user = await aUser(product.admin, await aTemplate(product.admin, []), { username });
    await login(username, 'wrong', anAddress());
    await login(username, PASSWORD, anAddress());

    const entries = await product.database.query<{ action: string; username: string; user_id: string | null; target_id: string | null; details: Record<string, unknown> }>(
      `SELECT action, username, user_id, target_id, details FROM api.audit_log WHERE username = $1 OR target_id = $2 ORDER BY id`,
      [username, user.id],
    );
    expect(entries.map((e) => [e.action, e.username])).toEqual([
      ['CreateSystemUser', 'admin'],
      ['login-failed', username],
      ['login', username],
    ]);
    expect(entries[0].details.input).toMatchObject({ username, password: '[not recorded]' });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    const listed = await product.admin.ok<{ items: { action: string }[]; total: number }>('GetAuditLog', { search: username });
    expect(listed.items.map((e) => e.action)).toEqual(['login', 'login-failed']);
  });
});
