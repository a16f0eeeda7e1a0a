import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, UserLoginResponse } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';

/** The browser's sessionStorage, which the console's session module reads when it loads. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe("the console's API client against the real api (embedded mode)", () => {
  let product: RunningProduct;
  let api: ApiClient;
  let employee: Employee;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    product = await startProduct('embedded', 'console-retry');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '4001', firstName: 'Naledi', surname: 'Khumalo' });
  });

  afterAll(async () => {
    // The files of a worker share its globals and modules: nothing of the console's stays behind.
    globalThis.fetch = realFetch;
    if ('sessionStorage' in globalThis) (await import('../../console/src/session/session')).clearSession();
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    await product?.stop();
  });

  it('a create whose answer was lost, retried by the user, stores one clocking', async () => {
    Object.assign(globalThis, { sessionStorage: new MemoryStorage() });
    const { callApi } = await import('../../console/src/api/client');
    const { setSession } = await import('../../console/src/session/session');
    setSession(await api.ok<UserLoginResponse>('UserLogin', { username: 'admin', password: product.adminPassword }));

    // The server gets every request; the answer to the first is lost on the way back, as on a dropped connection.
    let requests = 0;
    let lost: unknown;
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const answer = await realFetch(new URL(String(input), product.apiUrl), init);
      if (++requests > 1) return answer;
      lost = await answer.json();
      throw new TypeError('fetch failed');
    };
    const clocking = { employeeID: employee.id, clockedAt: '2026-05-04T08:00:00+02:00' };
    await expect(callApi('CreateRawClocking', { body: clocking })).rejects.toThrow('fetch failed');
    const retried = await callApi<{ created: boolean; clockingID: string }>('CreateRawClocking', { body: clocking });
    // The server ran the create once and answers the retry with that first answer.
    expect(lost).toMatchObject({ created: true, clockingID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(retried).toEqual(lost);
    expect(requests).toBe(2);

    const [stored] = await product.query<{ count: string }>("SELECT count(*) FROM ingestion.raw_clockings WHERE source = 'manual'");
    expect(Number(stored.count)).toBe(1);
  });
});
