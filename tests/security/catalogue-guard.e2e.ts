import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, PERMISSIONS, type CallDef, type Permission } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aUserWith } from './support/users';

const flagsOf = (call: CallDef): Permission[] => (Array.isArray(call.permission) ? call.permission : []);
const guarded = CALLS.filter((call) => flagsOf(call).length > 0);
const keyOf = (flags: readonly Permission[]) => [...flags].sort().join('|');

/** The call as a client sends it: its method, every required query parameter, an empty body where it takes one. */
function send(client: ApiClient, call: CallDef, given: Record<string, string> = {}) {
  const query = Object.fromEntries(call.params.filter((param) => !param.optional).map((param) => [param.name, given[param.name] ?? randomUUID()]));
  const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
  return client.call<{ error?: string }>(call.name, body, { method: call.method, query });
}

describe('the permission check on every call of the catalogue (embedded mode)', () => {
  let product: SecuredProduct;
  let nobody: ApiClient;
  let nobodyID: string;
  /** A user holding exactly one flag, per flag. */
  const holders = new Map<Permission, ApiClient>();
  const holderIDs = new Map<Permission, string>();
  /** A user holding every flag but a call's own, per distinct flag list. */
  const allBut = new Map<string, ApiClient>();

  beforeAll(async () => {
    product = await startSecuredProduct('catalogue');
    const restricted = await aUserWith(product.admin, product.url, []);
    nobody = restricted.client;
    nobodyID = restricted.user.id;
    for (const flag of new Set(guarded.flatMap(flagsOf))) {
      const holder = await aUserWith(product.admin, product.url, [flag]);
      holders.set(flag, holder.client);
      holderIDs.set(flag, holder.user.id);
    }
    for (const call of guarded) {
      const key = keyOf(flagsOf(call));
      if (!allBut.has(key)) allBut.set(key, (await aUserWith(product.admin, product.url, PERMISSIONS.filter((flag) => !flagsOf(call).includes(flag)))).client);
    }
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers 401 to every call but the public ones when no Token or a wrong one is sent', async () => {
    const anonymous = new ApiClient(product.url);
    const forged = new ApiClient(product.url);
    forged.token = 'x'.repeat(43);
    const wrong: string[] = [];
    for (const call of CALLS.filter((c) => c.permission !== 'public')) {
      for (const client of [anonymous, forged]) {
        const answer = await send(client, call);
        if (answer.status !== 401) wrong.push(`${call.name} ${client === forged ? 'forged' : 'no'} token: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 "Unauthorized access" to a user whose template lacks the flag, with no flags or with all the others', async () => {
    const wrong: string[] = [];
    for (const call of guarded) {
      for (const [who, client] of [
        ['no flags', nobody],
        ['all other flags', allBut.get(keyOf(flagsOf(call)))!],
      ] as const) {
        const answer = await send(client, call);
        if (answer.status !== 403 || JSON.stringify(answer.body) !== '{"error":"Unauthorized access"}') {
          wrong.push(`${call.name} (${who}): ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('records each refused call of a logged-in user in the audit log', async () => {
    const refused = await product.database.query<{ action: string; details: { call: string; reason: string } }>(
      "SELECT action, details FROM api.audit_log WHERE user_id = $1 AND action = 'access-denied'",
      [nobodyID],
    );
    expect(new Set(refused.map((row) => row.details.call))).toEqual(new Set(guarded.map((call) => call.name)));
    expect(refused.every((row) => row.details.reason === 'permission')).toBe(true);
  });

  it('lets a holder of any one of the call flags past the check', async () => {
    const wrong: string[] = [];
    for (const call of guarded) {
      for (const flag of flagsOf(call)) {
        // A call about a user (GetLeaveAppsToApprove) is asked about the caller: another user's list is a scope refusal, not the flag check.
        const answer = await send(holders.get(flag)!, call, { UserID: holderIDs.get(flag)! });
        if (answer.status === 401 || answer.status === 403) wrong.push(`${call.name} (${flag}): ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets an administrator past the check of every guarded call', async () => {
    const wrong: string[] = [];
    for (const call of guarded) {
      const answer = await send(product.admin, call);
      if (answer.status === 401 || answer.status === 403) wrong.push(`${call.name}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets any logged-in user make the calls open to any user', async () => {
    const wrong: string[] = [];
    for (const call of CALLS.filter((c) => c.permission === 'any' && c.name !== 'logout')) {
      // Any user may read their own rights; whose rights they may read is the handler's check below.
      const answer = await send(nobody, call, { UserID: nobodyID });
      if (answer.status === 401 || answer.status === 403) wrong.push(`${call.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);
    expect((await fetch(`${product.url}/health`)).status).toBe(200);
  });

  it('keeps Windows authentication off unless it is configured', async () => {
    const answer = await new ApiClient(product.url).call('UserLoginWindowsAuth', undefined, { headers: { 'X-Remote-User': 'admin', 'Remote-User': 'admin' } });
    expect(answer).toEqual({ status: 403, body: { error: 'Windows authentication is not enabled' } });
  });

  it("shows a user their own rights but another user's only with setupSystem", async () => {
    const own = await nobody.call('GetSecurityTemplateForUser', undefined, { method: 'GET', query: { UserID: nobodyID } });
    expect(own).toMatchObject({ status: 200, body: { userID: nobodyID, isAdministrator: false, permissions: [] } });
    const others = await holders.get('setupSystem')!.call('GetSecurityTemplateForUser', undefined, { method: 'GET', query: { UserID: nobodyID } });
    expect(others.status).toBe(200);
    const admins = await nobody.call('GetSecurityTemplateForUser', undefined, {
      method: 'GET',
      query: { UserID: (await product.database.query<{ id: string }>("SELECT id FROM api.system_users WHERE username = 'admin'"))[0].id },
    });
    expect(admins).toEqual({ status: 403, body: { error: 'Unauthorized access' } });
  });
});
