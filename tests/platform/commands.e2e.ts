import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clocking, Employee } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

describe('a command whose owning service is down (distributed mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let employee: Employee;

  beforeAll(async () => {
    product = await startProduct('distributed', 'commands', { TNA_COMMAND_TIMEOUT_MS: '2000' });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '2001', firstName: 'Sipho', surname: 'Dlamini' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers 504 with a clear error instead of hanging, and a retry with the same key stores the clocking once', async () => {
    const ingestion = product.processes.find((p) => p.name === 'ingestion')!;
    await ingestion.stop();
    const request = { employeeID: employee.id, clockedAt: '2026-05-04T08:00:00+02:00' };
    const headers = { 'Idempotency-Key': 'operator-7-clocking-1' };

    const started = Date.now();
    const timedOut = await api.call('CreateRawClocking', request, { headers });
    expect(timedOut).toEqual({ status: 504, body: { error: 'the ingestion service did not answer in time', call: 'CreateRawClocking' } });
    expect(Date.now() - started).toBeLessThan(10_000);

    // The command waited on Kafka; the restarted service handles it, and the retry gets that answer.
    ingestion.start();
    await ingestion.waitHealthy();
    const retried = await waitFor('the retried command', async () => {
      const answer = await api.call<{ created: boolean; clockingID: string }>('CreateRawClocking', request, { headers });
      return answer.status === 200 ? answer.body : undefined;
    });
    expect(retried.clockingID).toMatch(/^[0-9a-f-]{36}$/);
    const clockings = await waitFor('the clocking in the list', async () => {
      const list = await api.ok<Clocking[]>('GetEmployeeMainClockingList', { employeeID: employee.id, from: '2026-05-04', to: '2026-05-04' });
      return list.length > 0 ? list : undefined;
    });
    expect(clockings.map((c) => c.clockedAt)).toEqual(['2026-05-04T06:00:00.000Z']);
    const [stored] = await product.query<{ count: string }>("SELECT count(*) FROM ingestion.raw_clockings WHERE source = 'manual'");
    expect(Number(stored.count)).toBe(1);
  });
});
