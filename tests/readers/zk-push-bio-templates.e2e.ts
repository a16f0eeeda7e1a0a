import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeBioTemplate, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';

const fp = ZkPushDevice.fingerprintLine;
/** Base64 of 12 and 15 template bytes. */
const TEMPLATE_A = 'SlRTUzIxAAAEAAAA';
const TEMPLATE_B = 'SlRTUzIxAAAEAAAAQUJD';

describe('biometric templates pushed by a ZKTeco reader (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let device: ZkPushDevice;
  let employee: Employee;
  let scanner: Scanner;

  const templatesOf = (employeeID: string) => api.ok<EmployeeBioTemplate[]>('GetEmployeeBioTemplates', undefined, { query: { EmployeeID: employeeID } });

  beforeAll(async () => {
    product = await startProduct('embedded', 'bio-templates');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    scanner = await api.ok<Scanner>('CreateScanner', { name: `Gate ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: 'Africa/Johannesburg' });
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena' });
    device = new ZkPushDevice(product.readerUrl, serial);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('asks the reader in the handshake to send users and fingerprints as they are enrolled', async () => {
    const flags = (await device.handshake()).options.TransFlag.split('\t');
    expect(flags).toEqual(expect.arrayContaining(['OpLog', 'EnrollUser', 'EnrollFP', 'ChgFP']));
  });

  it('stores the fingerprints of an operation log and lists the employee’s without their bytes', async () => {
    const answer = await device.uploadOperationLog(
      [
        'USER PIN=1001\tName=Thandi\tPri=0\tPasswd=\tCard=4711\tGrp=1',
        fp('1001', 6, TEMPLATE_A),
        fp('1001', 1, TEMPLATE_A),
        fp('555', 0, TEMPLATE_A),
        'OPLOG 6\t0\t2026-03-02 08:00:00\t1001\t6\t0\t0',
      ],
      '700',
    );
    expect(answer).toEqual({ status: 200, body: 'OK: 5' });

    const templates = await templatesOf(employee.id);
    expect(templates.map((t) => [t.kind, t.number, t.size, t.valid, t.readerSerial, t.scannerID, t.scannerName])).toEqual([
      ['fingerprint', 1, 12, true, device.serial, scanner.id, scanner.name],
      ['fingerprint', 6, 12, true, device.serial, scanner.id, scanner.name],
    ]);
    expect(templates.every((t) => !('template' in t) && !Number.isNaN(Date.parse(t.receivedAt)))).toBe(true);
    expect((await device.handshake()).options.OPERLOGStamp).toBe('700');
  });

  it('replaces a finger the reader uploads again instead of adding a second one', async () => {
    const before = await templatesOf(employee.id);
    expect((await device.uploadOperationLog([fp('1001', 6, TEMPLATE_B)])).body).toBe('OK: 1');
    const after = await templatesOf(employee.id);
    expect(after.map((t) => [t.number, t.size])).toEqual([
      [1, 12],
      [6, 15],
    ]);
    expect(Date.parse(after[1].receivedAt)).toBeGreaterThanOrEqual(Date.parse(before[1].receivedAt));
  });

  it('keeps templates of a PIN no employee has, and shows them once the employee is added', async () => {
    const later = await api.ok<Employee>('CreateEmployee', { employeeNumber: '555', firstName: 'Sipho', surname: 'Ndlovu' });
    expect((await templatesOf(later.id)).map((t) => [t.kind, t.number])).toEqual([['fingerprint', 0]]);
  });

  it('stores the BIODATA templates of newer firmware, face and finger kept apart', async () => {
    const body = [
      `BIODATA Pin=1001\tNo=0\tIndex=0\tValid=1\tDuress=0\tType=9\tMajorVer=39\tMinorVer=3\tFormat=0\tTmp=${TEMPLATE_B}`,
      `BIODATA Pin=1001\tNo=3\tIndex=0\tValid=1\tDuress=0\tType=1\tMajorVer=13\tMinorVer=0\tFormat=0\tTmp=${TEMPLATE_A}`,
    ].join('\n');
    const response = await fetch(`${product.readerUrl}/iclock/cdata?SN=${device.serial}&table=BIODATA`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect([response.status, await response.text()]).toEqual([200, 'OK: 2']);
    const templates = await templatesOf(employee.id);
    expect(templates.map((t) => [t.kind, t.number, t.algorithmVersion])).toEqual([
      ['fingerprint', 1, null],
      ['fingerprint', 3, '13.0'],
      ['fingerprint', 6, null],
      ['visible-light-face', 0, '39.3'],
    ]);
  });

  it('skips malformed lines and keeps the good lines of the same body', async () => {
    const body = ['garbage', fp('1001', 12, TEMPLATE_A), `FP PIN=1001\tFID=2\tTMP=not base64!`, 'FP FID=2\tTMP=QUJD', fp('1001', 2, TEMPLATE_A)].join('\n');
    expect(await device.uploadOperationLog(body)).toEqual({ status: 200, body: 'OK: 1' });
    const fingers = (await templatesOf(employee.id)).filter((t) => t.kind === 'fingerprint').map((t) => t.number);
    expect(fingers).toEqual([1, 2, 3, 6]);
  });

  it('refuses an unregistered reader and stores nothing from it', async () => {
    const stranger = new ZkPushDevice(product.readerUrl, 'UNREGISTERED2');
    expect(await stranger.uploadOperationLog([fp('1001', 9, TEMPLATE_A)])).toEqual({ status: 403, body: 'UNKNOWN DEVICE' });
    expect((await templatesOf(employee.id)).some((t) => t.number === 9)).toBe(false);
  });

  it('answers a bad EmployeeID with 400 naming it, an unknown one with 404, and stays healthy', async () => {
    const bad = await api.call('GetEmployeeBioTemplates', undefined, { query: { EmployeeID: 'not-an-id' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'EmployeeID' });
    const missing = await api.call('GetEmployeeBioTemplates', undefined, { query: { EmployeeID: '00000000-0000-4000-8000-000000000000' } });
    expect(missing).toEqual({ status: 404, body: { error: 'No employee has the id 00000000-0000-4000-8000-000000000000', field: 'EmployeeID' } });
    for (const process of product.processes) expect((await fetch(`${process.url}/health`)).status).toBe(200);
    expect(await templatesOf(employee.id)).toHaveLength(5);
  });

  it('stores overlapping template uploads from two readers sent at once in opposite orders, without a 500', async () => {
    const second = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    await api.ok<Scanner>('CreateScanner', { name: `Gate ${second}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: second, timeZone: 'Africa/Johannesburg' });
    const lines = Array.from({ length: 2000 }, (_, i) => fp(String(50000 + i), 0, TEMPLATE_A));
    const devices = [device, new ZkPushDevice(product.readerUrl, second)];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, k) => devices[k % 2].uploadOperationLog(k % 2 === 0 ? lines : [...lines].reverse())));
    expect(answers).toEqual(Array(8).fill({ status: 200, body: 'OK: 2000' }));
    const stored = await product.query<{ n: string }>("SELECT count(*) AS n FROM ingestion.bio_templates WHERE pin BETWEEN '50000' AND '51999'", []);
    expect(Number(stored[0].n)).toBe(2000);
  });
});
