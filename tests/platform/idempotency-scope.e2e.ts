import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { aUserWith } from '../security/support/users';

describe('an Idempotency-Key belongs to the user who sent it', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let employees: Employee[];

  beforeAll(async () => {
    product = await startProduct('embedded', 'idempotency-scope');
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    employees = [
      await admin.ok<Employee>('CreateEmployee', { employeeNumber: '3001', firstName: 'Ama', surname: 'Mensah' }),
      await admin.ok<Employee>('CreateEmployee', { employeeNumber: '3002', firstName: 'Kofi', surname: 'Boateng' }),
    ];
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("another user's command with the same key runs and gets its own answer, not the first user's", async () => {
    const { client: operator } = await aUserWith(admin, product.apiUrl, ['clkManualClocking']);
    const headers = { 'Idempotency-Key': 'clocking-1' };
    const first = await admin.ok<{ clockingID: string }>('CreateRawClocking', { employeeID: employees[0].id, clockedAt: '2026-05-04T08:00:00+02:00' }, { headers });
    const second = await operator.ok<{ clockingID: string }>('CreateRawClocking', { employeeID: employees[1].id, clockedAt: '2026-05-04T08:05:00+02:00' }, { headers });

    expect(second.clockingID).not.toBe(first.clockingID);
    const stored = await product.query<{ employee_id: string }>("SELECT employee_id FROM ingestion.raw_clockings WHERE source = 'manual'");
    expect(stored.map((row) => row.employee_id).sort()).toEqual(employees.map((employee) => employee.id).sort());
    // The same user retrying with the key still gets the first answer and stores nothing twice.
    expect(await operator.ok('CreateRawClocking', { employeeID: employees[1].id, clockedAt: '2026-05-04T08:05:00+02:00' }, { headers })).toEqual(second);
  });
});
