import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type CallDef } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { PASSWORD, unique } from './support/users';

/** Every call that can change something: all but the public ones and the GETs. */
const STATE_CHANGING = CALLS.filter((call) => call.permission !== 'public' && call.method !== 'GET');
const hash = (client: ApiClient) => createHash('sha256').update(client.token!).digest('hex');

/** The call as a client sends it: its method, every required query parameter, a plausible body. */
function send(client: ApiClient, call: CallDef) {
  const query = Object.fromEntries(call.params.filter((param) => !param.optional).map((param) => [param.name, '00000000-0000-4000-8000-000000000001']));
  const body = call.method === 'DELETE' ? undefined : { id: '00000000-0000-4000-8000-000000000001', name: 'Changed by a dead session' };
  return client.call<{ error?: string }>(call.name, body, { method: call.method, query });
}

describe('every state-changing call refused to a session that has ended (embedded mode)', () => {
  let product: SecuredProduct;
  let userID: string;
  let username: string;

  /** A new session of an administrator, who passes every flag check: only the session can refuse. */
  async function aSession(): Promise<ApiClient> {
    const client = new ApiClient(product.url);
    await client.login(username, PASSWORD);
    expect((await client.call('GetUserTeams', {})).status).toBe(200);
    return client;
  }

  async function refusals(client: ApiClient): Promise<string[]> {
    const wrong: string[] = [];
    for (const call of STATE_CHANGING) {
      const answer = await send(client, call);
      if (answer.status !== 401 || answer.body.error !== 'missing or invalid Token') wrong.push(`${call.method} ${call.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return wrong;
  }

  const auditedSince = async (id: number) =>
    product.database.query<{ action: string }>('SELECT action FROM api.audit_log WHERE user_id = $1 AND id > $2 ORDER BY id', [userID, id]);
  const lastAuditID = async () => Number((await product.database.query<{ id: string }>('SELECT coalesce(max(id), 0) AS id FROM api.audit_log'))[0].id);

  beforeAll(async () => {
    product = await startSecuredProduct('ended-sessions');
    username = unique('admin2');
    const user = await product.admin.ok<{ id: string }>('CreateSystemUser', { username, fullName: 'Second Administrator', password: PASSWORD, isAdministrator: true, status: 1 });
    userID = user.id;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('walks every POST, PUT and DELETE call of the catalogue', () => {
    expect(STATE_CHANGING.length).toBeGreaterThan(100);
    expect(STATE_CHANGING.map((call) => call.name)).toEqual(expect.arrayContaining(['CreateEmployee', 'UpdateSystemUser', 'DeleteSystemUser', 'ChangePassword', 'logout']));
  });

  it('refuses them all with 401 to the token of a logged-out session, and changes nothing', async () => {
    const client = await aSession();
    expect((await client.call('logout')).status).toBe(204);
    const after = await lastAuditID();
    expect(await refusals(client)).toEqual([]);
    expect(await auditedSince(after)).toEqual([]);
  });

  it('refuses them all with 401 to the token of a session past its idle time, and changes nothing', async () => {
    const client = await aSession();
    await product.database.query("UPDATE api.sessions SET last_seen_at = now() - interval '61 minutes' WHERE token_hash = $1", [hash(client)]);
    const after = await lastAuditID();
    expect(await refusals(client)).toEqual([]);
    expect(await auditedSince(after)).toEqual([]);
  });

  it('refuses them all with 401 to the token of a session past its absolute time, and changes nothing', async () => {
    const client = await aSession();
    // Used a minute ago, so only the absolute limit has passed.
    await product.database.query("UPDATE api.sessions SET created_at = now() - interval '12 hours 1 minute', last_seen_at = now() - interval '1 minute' WHERE token_hash = $1", [hash(client)]);
    const after = await lastAuditID();
    expect(await refusals(client)).toEqual([]);
    expect(await auditedSince(after)).toEqual([]);
  });
});
