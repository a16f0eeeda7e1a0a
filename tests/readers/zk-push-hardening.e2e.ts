import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';

/** Push input as real firmware and proxies send it (docs/readers.md "Push input"), through the real /iclock endpoints. */
describe('a ZKTeco reader pushing in the ways firmware does', () => {
  let product: RunningProduct;
  let api: ApiClient;

  const newReader = async (overrides: Record<string, unknown> = {}) => {
    const externalId = `ZK${randomBytes(5).toString('hex').toUpperCase()}`;
    const scanner = await api.ok<Scanner>('CreateScanner', { name: `Reader ${externalId}`, make: 'ZKTeco', type: 'T&A', externalId, timeZone: 'UTC', ...overrides });
    return { scanner, device: new ZkPushDevice(product.readerUrl, externalId) };
  };
  const stored = (serial: string) =>
    product.query<{ pin: string; local_time: string; state: number | null; verify: number | null; direction: string | null }>(
      `SELECT pin, to_char(local_time, 'YYYY-MM-DD HH24:MI:SS') AS local_time, state, verify, direction FROM ingestion.raw_clockings WHERE serial = $1 ORDER BY local_time`,
      [serial],
    );
  /** A POST as the reader sends it, with the content type it names, or none at all. */
  const post = async (path: string, body: Uint8Array | string, contentType: string | null) => {
    const response = await fetch(`${product.readerUrl}/iclock/${path}`, {
      method: 'POST',
      headers: contentType === null ? {} : { 'content-type': contentType },
      body: typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body),
    });
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'push-hardening');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form encoded', 'application/x-www-form-urlencoded'],
    ['octet-stream', 'application/octet-stream'],
    ['no content type', null],
  ])('reads an upload sent as %s as its text', async (_case, contentType) => {
    const { device } = await newReader();
    const answer = await post(`cdata?SN=${device.serial}&table=ATTLOG&Stamp=1`, `${ZkPushDevice.line('1001', '2026-05-04T08:00:00')}\n`, contentType);
    expect(answer).toEqual({ status: 200, body: 'OK: 1' });
    expect((await stored(device.serial)).map((row) => [row.pin, row.local_time])).toEqual([['1001', '2026-05-04 08:00:00']]);
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('stores ATTLOG lines of 5, 6, 10 and 12 fields, %s-separated', async (_case, newline) => {
    const { scanner, device } = await newReader();
    const lines = [
      '2001\t2026-05-05 08:00:01\t0\t1\t0',
      '2002\t2026-05-05 08:00:02\t1\t1\t0\t0',
      '2003\t2026-05-05 08:00:03\t2\t15\t0\t0\t0\t0\t0\t0',
      '2004\t2026-05-05 08:00:04\t3\t2\t0\t0\t0\t0\t0\t0\t255\t0',
    ];
    expect(await device.upload(lines.join(newline) + newline)).toEqual({ status: 200, body: 'OK: 4' });
    expect((await stored(device.serial)).map((row) => [row.pin, row.local_time, row.state, row.verify])).toEqual([
      ['2001', '2026-05-05 08:00:01', 0, 1],
      ['2002', '2026-05-05 08:00:02', 1, 1],
      ['2003', '2026-05-05 08:00:03', 2, 15],
      ['2004', '2026-05-05 08:00:04', 3, 2],
    ]);
    expect(await api.ok<unknown[]>('GetReaderQuarantine', { scannerID: scanner.id })).toEqual([]);
  });

  it('acknowledges photos on cdata and fdata and tables it does not keep with OK, and echoes the photo stamp in the next handshake', async () => {
    const { device } = await newReader();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
    const photo = new Uint8Array([...new TextEncoder().encode(`PIN=20260505080001-1001.jpg\nSN=${device.serial}\nsize=${jpeg.length}\nCMD=uploadphoto\0`), ...jpeg]);
    expect(await post(`fdata?SN=${device.serial}&table=ATTPHOTO&Stamp=777`, photo, 'application/octet-stream')).toEqual({ status: 200, body: 'OK' });
    expect(await post(`cdata?SN=${device.serial}&table=ATTPHOTO&Stamp=778`, photo, null)).toEqual({ status: 200, body: 'OK' });
    expect(await post(`cdata?SN=${device.serial}&table=ERRORLOG&Stamp=5`, 'ErrCode=0x0001\n', 'text/plain')).toEqual({ status: 200, body: 'OK' });
    expect(await post(`cdata?SN=${device.serial}&table=workcode`, 'PIN=1\tCODE=7\n', 'text/plain')).toEqual({ status: 200, body: 'OK' });
    expect(await stored(device.serial)).toEqual([]);
    expect((await device.handshake()).options).toMatchObject({ ATTPHOTOStamp: '778', ATTLOGStamp: '0' });
  });

  it('refuses a photo from an unknown reader, and an upload without table= with an ERROR answer', async () => {
    const stranger = `ZK${randomBytes(5).toString('hex').toUpperCase()}`;
    expect(await post(`fdata?SN=${stranger}&table=ATTPHOTO&Stamp=1`, 'PIN=1.jpg\nCMD=uploadphoto\0', 'application/octet-stream')).toEqual({ status: 403, body: 'UNKNOWN DEVICE' });
    const { device } = await newReader();
    const answer = await post(`cdata?SN=${device.serial}&Stamp=1`, `${ZkPushDevice.line('1001', '2026-05-06T08:00:00')}\n`, null);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^ERROR: /);
    expect(await stored(device.serial)).toEqual([]);
    expect((await fetch(`${product.apiUrl}/health/live`)).status).toBe(200);
  });

  it.each([
    ['Asia/Kolkata', '330'],
    ['Asia/Kathmandu', '345'],
    ['Africa/Johannesburg', '2'],
    ['America/Sao_Paulo', '-3'],
  ])('sends a reader in %s the handshake TimeZone %s (hours when whole, else minutes)', async (timeZone, expected) => {
    const { device } = await newReader({ timeZone });
    expect((await device.handshake()).options.TimeZone).toBe(expected);
  });

  it("reads an access-control reader's states by its own state map", async () => {
    const { device } = await newReader({ type: 'Access Control', stateMap: { '0': 'OUT', '1': 'IN' } });
    expect(await device.upload([ZkPushDevice.line('3001', '2026-05-07T08:00:00', 1), ZkPushDevice.line('3001', '2026-05-07T17:00:00', 0), ZkPushDevice.line('3001', '2026-05-07T18:00:00', 4)])).toEqual({
      status: 200,
      body: 'OK: 3',
    });
    expect((await stored(device.serial)).map((row) => row.direction)).toEqual(['IN', 'OUT', null]);
  });
});
