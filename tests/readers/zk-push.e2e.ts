import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clocking, Employee, EmployeeShift, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type Mode, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const line = ZkPushDevice.line;

describe.each<Mode>(['embedded', 'distributed'])('a ZKTeco reader pushing clockings (%s mode)', (mode) => {
  let product: RunningProduct;
  let api: ApiClient;
  let device: ZkPushDevice;
  let employee: Employee;
  let scanner: Scanner;

  const clockingsOf = (employeeID: string, from = '2026-03-01', to = '2026-03-31') =>
    api.ok<Clocking[]>('GetEmployeeMainClockingList', { employeeID, from, to });

  beforeAll(async () => {
    product = await startProduct(mode, `push-${mode}`);
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    scanner = await api.ok<Scanner>('CreateScanner', { name: `Front door ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: 'Africa/Johannesburg' });
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', timeZone: 'Africa/Johannesburg' });
    device = new ZkPushDevice(product.readerUrl, serial);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers the handshake with the options block and a Date header the device sets its clock from', async () => {
    const handshake = await device.handshake();
    expect(handshake.status).toBe(200);
    expect(handshake.options).toMatchObject({ ATTLOGStamp: '0', Realtime: '1', Encrypt: '0', TimeZone: '2' });
    expect(handshake.date).not.toBeNull();
  });

  it('stores pushed clockings once, in the employee clocking list and a shift row of their day', async () => {
    const answer = await device.upload([line('1001', '2026-03-02T07:58:31'), line('1001', '2026-03-02T17:02:05', 1)], '500');
    expect(answer).toEqual({ status: 200, body: 'OK: 2' });

    const clockings = await waitFor('two clockings in the list', async () => {
      const list = await clockingsOf(employee.id);
      return list.length === 2 ? list : undefined;
    });
    expect(clockings.map((c) => c.clockedAt)).toEqual(['2026-03-02T15:02:05.000Z', '2026-03-02T05:58:31.000Z']);
    expect(clockings.every((c) => c.scannerID === scanner.id && c.source === 'zk-push')).toBe(true);

    const shifts = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: '2026-03-01', to: '2026-03-31' });
    expect(shifts.map((s) => s.shiftDate)).toEqual(['2026-03-02']);

    // The stamp is echoed back, so the device sends only newer records after a restart.
    expect((await device.handshake()).options.ATTLOGStamp).toBe('500');
  });

  it('stores a batch the device sends again (after a lost answer) only once', async () => {
    const batch = [line('1001', '2026-03-03T08:00:00'), line('1001', '2026-03-03T16:30:00', 1)];
    expect((await device.upload(batch)).body).toBe('OK: 2');
    expect((await device.upload(batch)).body).toBe('OK: 2');
    await waitFor('the 3 March clockings', async () => ((await clockingsOf(employee.id, '2026-03-03', '2026-03-03')).length === 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await clockingsOf(employee.id, '2026-03-03', '2026-03-03')).toHaveLength(2);
  });

  it.each(['application/x-www-form-urlencoded', 'application/octet-stream'])('stores the clockings of an upload sent as %s, as some firmware does', async (contentType) => {
    const day = contentType === 'application/octet-stream' ? '2026-03-11' : '2026-03-10';
    const answer = await device.upload([line('1001', `${day}T08:00:00`), line('1001', `${day}T16:00:00`, 1)], undefined, contentType);
    expect(answer).toEqual({ status: 200, body: 'OK: 2' });
    const clockings = await waitFor(`the ${day} clockings`, async () => {
      const list = await clockingsOf(employee.id, day, day);
      return list.length === 2 ? list : undefined;
    });
    expect(clockings.map((c) => c.clockedAt)).toEqual([`${day}T14:00:00.000Z`, `${day}T06:00:00.000Z`]);
  });

  it('keeps a clocking whose PIN no employee has as an unmatched clocking', async () => {
    expect((await device.upload([line('777', '2026-03-04T08:00:00')])).body).toBe('OK: 1');
    const unmatched = await waitFor('the unmatched clocking in the time engine', async () => {
      const rows = await product.query<{ employee_id: string | null }>("SELECT employee_id FROM time_engine.clockings WHERE employee_number = '777'");
      return rows.length === 1 ? rows : undefined;
    });
    expect(unmatched[0].employee_id).toBeNull();
  });

  it('refuses a reader whose serial is not registered, and stores nothing from it', async () => {
    const stranger = new ZkPushDevice(product.readerUrl, 'UNREGISTERED1');
    expect((await stranger.handshake()).status).toBe(403);
    const answer = await stranger.upload([line('1001', '2026-03-05T08:00:00')]);
    expect(answer).toEqual({ status: 403, body: 'UNKNOWN DEVICE' });
    const rows = await product.query("SELECT 1 FROM ingestion.raw_clockings WHERE serial = 'UNREGISTERED1'");
    expect(rows).toHaveLength(0);
  });

  it('skips malformed lines and absurd dates but keeps the good lines of the same body', async () => {
    const body = [
      'garbage without tabs',
      line('1001', '2026-03-06T08:00:00'),
      '1001\t2026-02-30 08:00:00\t0\t1',
      '1001\t1970-01-01 00:00:00\t0\t1',
      '1001\t2999-01-01 00:00:00\t0\t1',
      `${'9'.repeat(300)}\t2026-03-06 09:00:00\t0\t1`,
      '\t\t\t',
      line('1001', '2026-03-06T17:00:00', 1),
    ].join('\n');
    expect(await device.upload(body)).toEqual({ status: 200, body: 'OK: 2' });
    await waitFor('the good lines of 6 March', async () => ((await clockingsOf(employee.id, '2026-03-06', '2026-03-06')).length === 2 ? true : undefined));
  });

  it('answers a 10 MB body with 413, a body-less or serial-less request with 400, and stays healthy', async () => {
    const huge = await device.upload(`${line('1001', '2026-03-07T08:00:00')}\n`.repeat(300_000));
    expect(huge).toEqual({ status: 413, body: 'ERROR: body larger than 8388608 bytes' });
    const noSerial = await fetch(`${product.readerUrl}/iclock/cdata?table=ATTLOG`, { method: 'POST', body: line('1001', '2026-03-07T08:00:00') });
    expect(noSerial.status).toBe(400);
    expect((await device.upload('')).body).toBe('OK: 0');
    expect(await clockingsOf(employee.id, '2026-03-07', '2026-03-07')).toEqual([]);
    for (const process of product.processes) expect((await fetch(`${process.url}/health`)).status).toBe(200);
  });

  it('creates an operator clocking through the owning service, once per idempotency key', async () => {
    const request = { employeeID: employee.id, clockedAt: '2026-03-09T08:00:00+02:00' };
    const headers = { 'Idempotency-Key': `raw-${mode}-1` };
    const first = await api.call<{ created: boolean; clockingID: string }>('CreateRawClocking', request, { headers });
    const again = await api.call<{ created: boolean; clockingID: string }>('CreateRawClocking', request, { headers });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    expect(again.body).toEqual(first.body);
    await waitFor('the operator clocking', async () => ((await clockingsOf(employee.id, '2026-03-09', '2026-03-09')).length === 1 ? true : undefined));
    const unknown = await api.call('CreateRawClocking', { ...request, employeeID: '00000000-0000-4000-8000-000000000000' });
    expect(unknown).toEqual({ status: 404, body: { error: 'no such employee', field: 'employeeID' } });
  });

  it('reads an upload in the zone an operator just gave the reader, not the one its earlier uploads were read in', async () => {
    const before = await device.upload([line('1001', '2026-03-20T08:00:00')]);
    expect(before).toEqual({ status: 200, body: 'OK: 1' });
    const { id, version, ...fields } = (await api.call<Scanner>('GetScanner', undefined, { method: 'GET', query: { ID: scanner.id } })).body;
    await api.ok<Scanner>('UpdateScanner', { ...fields, id, version, timeZone: 'Asia/Kolkata' }, { method: 'PUT' });
    expect(await device.upload([line('1001', '2026-03-21T08:00:00')])).toEqual({ status: 200, body: 'OK: 1' });
    const clockings = await waitFor('the clockings of 20 and 21 March', async () => {
      const list = await clockingsOf(employee.id, '2026-03-20', '2026-03-21');
      return list.length === 2 ? list : undefined;
    });
    // Johannesburg is UTC+2, Kolkata UTC+5:30.
    expect(clockings.map((c) => c.clockedAt).sort()).toEqual(['2026-03-20T06:00:00.000Z', '2026-03-21T02:30:00.000Z']);
  });
});
