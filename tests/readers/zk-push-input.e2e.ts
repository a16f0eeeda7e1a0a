import { randomBytes } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_POLL_SECONDS, type Employee, type ListResult, type ReaderQuarantineLine, type Scanner, type ScannerListItem } from '@tna/contracts';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';

const line = ZkPushDevice.line;

/** Bad input a reader sends after weeks offline or from old firmware: every good line stored, every bad one kept where an operator sees it. */
describe('a ZKTeco reader sending large, odd or overlapping uploads', () => {
  let product: RunningProduct;
  let api: ApiClient;

  const newReader = async (externalId = `ZK${randomBytes(5).toString('hex').toUpperCase()}`) => {
    const scanner = await api.ok<Scanner>('CreateScanner', { name: `Reader ${externalId}`, make: 'ZKTeco', model: 'SpeedFace', type: 'T&A', externalId, timeZone: 'UTC' });
    return { scanner, device: new ZkPushDevice(product.readerUrl, externalId) };
  };
  const storedCount = async (serial: string) => Number((await product.query<{ n: string }>('SELECT count(*) AS n FROM ingestion.raw_clockings WHERE serial = $1', [serial]))[0].n);
  const workCodes = async (serial: string) =>
    (await product.query<{ work_code: string | null }>('SELECT work_code FROM ingestion.raw_clockings WHERE serial = $1 ORDER BY local_time', [serial])).map((row) => row.work_code);

  beforeAll(async () => {
    product = await startProduct('embedded', 'push-input');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('stores an upload of 50,000 new lines whole, in one answer', async () => {
    const { device } = await newReader();
    const start = Date.UTC(2026, 0, 1);
    const lines = Array.from({ length: 50_000 }, (_, i) => line(String(3000 + (i % 400)), new Date(start + i * 60_000).toISOString().slice(0, 19)));
    expect(await device.upload(lines)).toEqual({ status: 200, body: 'OK: 50000' });
    expect(await storedCount(device.serial)).toBe(50_000);
  });

  it('strips a NUL byte from a line and stores the whole batch', async () => {
    const { device } = await newReader();
    const answer = await device.upload(['1001\t2026-04-01 08:00:00\t0\t1\tA\u0000B\t0\t0', line('1001', '2026-04-01T17:00:00', 1)]);
    expect(answer).toEqual({ status: 200, body: 'OK: 2' });
    expect(await workCodes(device.serial)).toEqual(['AB', null]);
  });

  it('reads Latin-1 bytes as Latin-1 when the reader names no charset, and GBK when it names it', async () => {
    const { device } = await newReader();
    const latin1 = iconv.encode(`${line('1001', '2026-04-02T08:00:00').replace(/\t0\t0\t0$/, '\tCafé\t0\t0')}\n`, 'latin1');
    expect(await device.post('ATTLOG', latin1)).toEqual({ status: 200, body: 'OK: 1' });
    const gbk = iconv.encode(`${line('1001', '2026-04-02T17:00:00').replace(/\t0\t0\t0$/, '\t加班\t0\t0')}\n`, 'gbk');
    expect(await device.post('ATTLOG', gbk, { contentType: 'text/plain; charset=GBK' })).toEqual({ status: 200, body: 'OK: 1' });
    const gbkByQuery = iconv.encode(`${line('1001', '2026-04-03T08:00:00').replace(/\t0\t0\t0$/, '\t夜班\t0\t0')}\n`, 'gbk');
    expect(await device.post('ATTLOG', gbkByQuery, { query: { charset: 'gbk' } })).toEqual({ status: 200, body: 'OK: 1' });
    expect(await workCodes(device.serial)).toEqual(['Café', '加班', '夜班']);
  });

  it('takes an operation log whose user names are GBK or Latin-1, with its templates', async () => {
    const { device } = await newReader();
    const template = Buffer.from('a fingerprint template').toString('base64');
    const body = Buffer.concat([
      iconv.encode('USER PIN=1001\tName=张三\tPri=0\n', 'gbk'),
      Buffer.from(`${ZkPushDevice.fingerprintLine('1001', 3, template)}\n`),
    ]);
    expect(await device.post('OPERLOG', body, { query: { charset: 'gbk' } })).toEqual({ status: 200, body: 'OK: 2' });
    const latin1 = iconv.encode('USER PIN=1002\tName=José Müller\tPri=0\n', 'latin1');
    expect(await device.post('OPERLOG', latin1)).toEqual({ status: 200, body: 'OK: 1' });
    const stored = await product.query<{ pin: string }>('SELECT pin FROM ingestion.bio_templates WHERE serial = $1', [device.serial]);
    expect(stored).toEqual([{ pin: '1001' }]);
  });

  it('keeps rejected lines in the reader quarantine, answers the reader OK and counts them on the readers list', async () => {
    const { scanner, device } = await newReader();
    const answer = await device.upload(['not a clocking at all', line('1001', '2026-04-04T08:00:00'), '1001\t2026-02-30 08:00:00\t0\t1']);
    expect(answer).toEqual({ status: 200, body: 'OK: 1' });
    const quarantine = await api.ok<ReaderQuarantineLine[]>('GetReaderQuarantine', { scannerID: scanner.id });
    expect(quarantine.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 'not a clocking at all', reason: 'bad PIN' },
      { line: '1001\t2026-02-30 08:00:00\t0\t1', reason: 'no such date-time' },
    ]);
    expect(quarantine.every((entry) => !Number.isNaN(Date.parse(entry.receivedAt)))).toBe(true);
    const readers = await api.ok<ListResult<ScannerListItem>>('GetScanners', { search: device.serial });
    expect(readers.items.map((item) => [item.externalId, item.quarantineCount])).toEqual([[device.serial, 2]]);
  });

  it('refuses GetReaderQuarantine without a reader id, or to a user without setupSystem', async () => {
    expect((await api.call('GetReaderQuarantine', {})).status).toBe(400);
    const { scanner } = await newReader();
    const stranger = new ApiClient(product.apiUrl);
    expect((await stranger.call('GetReaderQuarantine', { scannerID: scanner.id })).status).toBe(401);
    const { client: clerk } = await aUserWith(api, product.apiUrl, ['empEmployees', 'clkTimeAdjustments']);
    expect((await clerk.call('GetReaderQuarantine', { scannerID: scanner.id })).status).toBe(403);
  });

  it('refuses an upload without table= with an ERROR answer, and stores nothing', async () => {
    const { device } = await newReader();
    const answer = await device.post(null, `${line('1001', '2026-04-05T08:00:00')}\n`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^ERROR: /);
    expect(await storedCount(device.serial)).toBe(0);
  });

  it('uses one serial-number rule for CreateScanner and /iclock', async () => {
    const { device } = await newReader('ZK.10:4');
    expect((await device.handshake()).status).toBe(200);
    expect(await device.upload([line('1001', '2026-04-06T08:00:00')])).toEqual({ status: 200, body: 'OK: 1' });
    const refused = await api.call('CreateScanner', { name: 'Bad serial', make: 'ZKTeco', type: 'T&A', externalId: 'ZK 10/4' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('externalId');
    expect((await new ZkPushDevice(product.readerUrl, 'ZK 10/4').handshake()).status).toBe(400);
  });

  it('answers 20 overlapping batches from two readers sent at once without a 500, and stores each record once', async () => {
    const readers = [await newReader(), await newReader()];
    const minute = (i: number) => new Date(Date.UTC(2026, 4, 1) + i * 60_000).toISOString().slice(0, 19);
    const batch = (k: number) => {
      const lines = Array.from({ length: 5000 }, (_, i) => line(String(4000 + ((k * 250 + i) % 7)), minute(k * 250 + i)));
      // Every other batch of a reader in reverse, as a device re-sending from its newest record does.
      return Math.floor(k / 2) % 2 === 0 ? lines : lines.reverse();
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, k) => readers[k % 2].device.upload(batch(k))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // Reader 0 sent batches 0, 2, … 18: minutes 0 to 9,499; reader 1 minutes 250 to 9,749.
    expect(await storedCount(readers[0].device.serial)).toBe(9500);
    expect(await storedCount(readers[1].device.serial)).toBe(9500);
  });

  it('reads lines a reader ends with a bare CR as lines, storing each and no line end in a field', async () => {
    const { device } = await newReader();
    const lines = ['2001', '2002', '2003'].map((pin) => `${pin}\t2026-04-07 08:00:00\t0\t1\t0`);
    expect(await device.post('ATTLOG', `${lines.join('\r')}\r`)).toEqual({ status: 200, body: 'OK: 3' });
    expect(await storedCount(device.serial)).toBe(3);
    expect(await workCodes(device.serial)).toEqual([null, null, null]);
  });

  it('inflates an upload sent gzip- or deflate-compressed, and refuses one it cannot inflate with ERROR, storing nothing of it', async () => {
    const { scanner, device } = await newReader();
    const body = (hour: string) => Buffer.from(`${line('2001', `2026-04-08T${hour}:00:00`)}\n${line('2002', `2026-04-08T${hour}:00:00`)}\n`);
    expect(await device.post('ATTLOG', gzipSync(body('08')), { headers: { 'content-encoding': 'gzip' } })).toEqual({ status: 200, body: 'OK: 2' });
    expect(await device.post('ATTLOG', deflateSync(body('09')), { headers: { 'content-encoding': 'deflate' } })).toEqual({ status: 200, body: 'OK: 2' });
    const unknown = await device.post('ATTLOG', body('10'), { headers: { 'content-encoding': 'compress' } });
    expect([unknown.status, unknown.body]).toEqual([415, 'ERROR: Content-Encoding compress not supported (gzip, deflate, br)']);
    const broken = await device.post('ATTLOG', body('11'), { headers: { 'content-encoding': 'gzip' } });
    expect([broken.status, broken.body]).toEqual([400, 'ERROR: body is not valid gzip']);
    expect(await storedCount(device.serial)).toBe(4);
    expect(await api.ok<ReaderQuarantineLine[]>('GetReaderQuarantine', { scannerID: scanner.id })).toEqual([]);
  });

  it('refuses a repeated table=, Stamp= or SN= with ERROR and stores nothing, as it cannot tell which to believe', async () => {
    const { device } = await newReader();
    const body = `${line('2001', '2026-04-09T08:00:00')}\n`;
    for (const name of ['table', 'Stamp', 'SN']) {
      const answer = await device.post('ATTLOG', body, { repeated: [[name, name === 'table' ? 'ATTLOG' : name === 'SN' ? device.serial : '7']] });
      expect([answer.status, answer.body]).toEqual([400, `ERROR: ${name}= given more than once`]);
    }
    expect(await storedCount(device.serial)).toBe(0);
    expect((await fetch(`${product.readerUrl}/health`)).status).toBe(200);
  });

  it('takes the lines of an upload whose stamp is not one, but keeps no stamp that could write lines into the handshake', async () => {
    const { device } = await newReader();
    expect(await device.post('ATTLOG', `${line('2001', '2026-04-10T08:00:00')}\n`, { query: { Stamp: '9001' } })).toEqual({ status: 200, body: 'OK: 1' });
    const injected = await device.post('ATTLOG', `${line('2001', '2026-04-10T17:00:00')}\n`, { query: { Stamp: '5\nDelay=99999\nRealtime=0' } });
    expect(injected).toEqual({ status: 200, body: 'OK: 1' });
    const empty = await device.post('OPERLOG', 'USER PIN=2001\tName=A\n', { query: { Stamp: '', OpStamp: '' } });
    expect(empty).toEqual({ status: 200, body: 'OK: 1' });
    const handshake = await device.handshake();
    expect(handshake.options).toMatchObject({ ATTLOGStamp: '9001', OPERLOGStamp: '0', Delay: String(READER_POLL_SECONDS), Realtime: '1' });
    expect(await storedCount(device.serial)).toBe(2);
  });

  it('keeps a rejected line once however often the reader re-sends its batch', async () => {
    const { scanner, device } = await newReader();
    for (let send = 0; send < 3; send++) {
      expect(await device.upload(['BAD PIN\t2026-04-11 10:00:00\t0\t1', line('2001', '2026-04-11T08:00:00')])).toEqual({ status: 200, body: 'OK: 1' });
    }
    const quarantine = await api.ok<ReaderQuarantineLine[]>('GetReaderQuarantine', { scannerID: scanner.id });
    expect(quarantine.map(({ line, reason }) => ({ line, reason }))).toEqual([{ line: 'BAD PIN\t2026-04-11 10:00:00\t0\t1', reason: 'bad PIN' }]);
    const readers = await api.ok<ListResult<ScannerListItem>>('GetScanners', { search: device.serial });
    expect(readers.items.map((item) => item.quarantineCount)).toEqual([1]);
  });

  it('matches a PIN to its employee in any letter case, as employee numbers are unique in any case', async () => {
    const { device } = await newReader();
    const number = `QA${randomBytes(3).toString('hex').toUpperCase()}`;
    const employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: number, firstName: 'Case', surname: 'Blind' });
    expect(await device.upload([line(number.toLowerCase(), '2026-04-12T08:00:00')])).toEqual({ status: 200, body: 'OK: 1' });
    const stored = await product.query<{ employee_id: string | null }>('SELECT employee_id FROM ingestion.raw_clockings WHERE serial = $1', [device.serial]);
    expect(stored).toEqual([{ employee_id: employee.id }]);
  });

  it('answers a poll whose INFO holds a count too large to keep, and the ping heartbeat, without a 500; a repeated INFO with ERROR', async () => {
    const { device } = await newReader();
    const get = async (path: string) => {
      const response = await fetch(`${product.readerUrl}/iclock/${path}`);
      return [response.status, await response.text()];
    };
    expect(await get(`getrequest?SN=${device.serial}&INFO=${encodeURIComponent('Ver 8.0,99999999999,3,120,192.168.1.9')}`)).toEqual([200, expect.stringMatching(/^(OK|C:)/)]);
    expect(await get(`getrequest?SN=${device.serial}&INFO=a,1&INFO=b,2`)).toEqual([400, 'ERROR: INFO= given more than once']);
    expect(await get(`ping?SN=${device.serial}`)).toEqual([200, 'OK']);
    expect(await get('ping?SN=ZKNOSUCHREADER')).toEqual([403, 'UNKNOWN DEVICE']);
    const readers = await api.ok<ListResult<ScannerListItem>>('GetScanners', { search: device.serial });
    expect(readers.items).toHaveLength(1);
  });

  it('answers a body its host cannot read in the push protocol’s ERROR text, never JSON', async () => {
    const { device } = await newReader();
    const answer = await device.post('ATTLOG', `${line('2001', '2026-04-13T08:00:00')}\n`, { contentType: 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^ERROR: /);
    expect(await storedCount(device.serial)).toBe(0);
  });
});
