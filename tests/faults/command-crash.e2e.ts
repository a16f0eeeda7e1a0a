import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandReply, CreateRawClockingResult, Employee } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

/**
 * The fault point `TNA_FAULT_CRASH_AFTER_COMMIT=CreateRawClocking` kills ingestion (SIGKILL) right
 * after the command's transaction has committed and before the reply is sent: the worst moment,
 * when the work is done and nobody knows. Kafka delivers the command again after the restart.
 */
describe('a service killed between a command’s commit and its reply (distributed mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let employee: Employee;

  beforeAll(async () => {
    // The api waits through the crash and the restart for the one answer.
    product = await startProduct('distributed', 'command-crash', { TNA_FAULT_CRASH_AFTER_COMMIT: 'CreateRawClocking', TNA_COMMAND_TIMEOUT_MS: '150000' });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '3001', firstName: 'Lerato', surname: 'Mokoena' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers the redelivered command from its stored reply: the clocking is stored once and the caller gets the first answer', async () => {
    const ingestion = product.processes.find((p) => p.name === 'ingestion')!;
    const request = { employeeID: employee.id, clockedAt: '2026-06-01T08:00:00+02:00' };
    const answer = api.call<CreateRawClockingResult>('CreateRawClocking', request, { headers: { 'Idempotency-Key': 'operator-3-clocking-1' } });

    await ingestion.waitForExit();
    // Committed before the crash: the clocking and the reply the caller has not received yet.
    const [logged] = await product.query<{ reply: CommandReply<CreateRawClockingResult> }>("SELECT reply FROM ingestion.command_log WHERE command_type = 'CreateRawClocking'");
    expect(logged.reply.ok).toBe(true);
    expect(logged.reply.result).toEqual({ created: true, clockingID: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    ingestion.start({ TNA_FAULT_CRASH_AFTER_COMMIT: '' });
    await ingestion.waitHealthy();
    // Run again, the command would have found its clocking stored and answered created: false.
    expect(await answer).toEqual({ status: 200, body: logged.reply.result });

    const [counts] = await product.query<{ raw: string; logged: string }>(
      `SELECT (SELECT count(*) FROM ingestion.raw_clockings WHERE source = 'manual') AS raw,
              (SELECT count(*) FROM ingestion.command_log) AS logged`,
    );
    expect(counts).toEqual({ raw: '1', logged: '1' });
    // Its event, published by the relay after the restart, reaches the time engine once.
    const engine = await waitFor('the clocking in the time engine', async () => {
      const rows = await product.query<{ id: string }>('SELECT id FROM time_engine.clockings WHERE employee_id = $1', [employee.id]);
      return rows.length > 0 ? rows : undefined;
    });
    expect(engine.map((row) => row.id)).toEqual([logged.reply.result!.clockingID]);
  }, 300_000);
});
