import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clocking, Employee, EmployeeShift, ReaderQuarantineLine, ReaderStatus, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type Mode, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkTcpDevice, type DeviceRecord } from '../support/zk-tcp-device';

const ZONE = 'Africa/Johannesburg';
/** Every second (node-cron's six fields), so the test sees several pulls. */
const EVERY_SECOND = '* * * * * *';
/** A read is cut after this long without a chunk; its lease lasts twice that. */
const STALL_SECONDS = 4;

describe.each<Mode>(['embedded', 'distributed'])('ZKTeco readers read over TCP (%s mode)', (mode) => {
  let product: RunningProduct;
  let api: ApiClient;
  let device: ZkTcpDevice;
  let scanner: Scanner;
  let thandi: Employee;
  let sipho: Employee;

  const clockingsOf = (employeeID: string, from: string, to: string) => api.ok<Clocking[]>('GetEmployeeMainClockingList', { employeeID, from, to });
  const status = (id: string) => api.ok<ReaderStatus>('GetReaderStatus', undefined, { method: 'GET', query: { ID: id } });
  const storedFrom = async (serial: string) => Number((await product.query<{ n: string }>('SELECT count(*) AS n FROM ingestion.raw_clockings WHERE serial = $1', [serial]))[0].n);
  const pullState = async (scannerID: string) =>
    (
      await product.query<{ failures: number; last_error: string | null; wait_seconds: number | null; records_taken: number }>(
        'SELECT failures, last_error, extract(epoch FROM next_attempt_at - last_pull_at)::int AS wait_seconds, records_taken FROM ingestion.v_pull_states WHERE scanner_id = $1',
        [scannerID],
      )
    )[0];
  const pullReader = (name: string, serial: string, port: number, commKey?: number) =>
    api.ok<Scanner>('CreateScanner', { name, make: 'ZKTeco', model: 'iClock 580', type: 'T&A', externalId: serial, timeZone: ZONE, connection: 'pull', ipAddress: '127.0.0.1', port, commKey, pullSchedule: EVERY_SECOND });
  /** Waits for `count` more whole reads of the device than now. */
  const readsMore = async (count: number) => {
    const target = device.reads + count;
    await waitFor(`${count} more reads of the reader`, async () => (device.reads >= target ? true : undefined));
  };

  beforeAll(async () => {
    product = await startProduct(mode, `pull-${mode}`, { TNA_READER_PULL_REFRESH_SECONDS: '1', TNA_READER_PULL_STALL_SECONDS: String(STALL_SECONDS) });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    thandi = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', timeZone: ZONE });
    sipho = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1002', firstName: 'Sipho', surname: 'Dlamini', timeZone: ZONE });
    device = await ZkTcpDevice.start(ZONE);
    device.clockAheadSeconds = 90;
    device.add([
      { pin: '1001', localTime: '2026-03-02T07:58:31', state: 0 },
      { pin: '1001', localTime: '2026-03-02T17:02:05', state: 1 },
    ]);
    const serial = `ZKP${randomBytes(4).toString('hex').toUpperCase()}`;
    scanner = await pullReader(`Gate ${serial}`, serial, device.port);
  });

  afterAll(async () => {
    await product?.stop();
    await device?.stop();
  });

  it("reads a pull reader on its schedule: its clockings reach the employee's list and day like pushed ones, its clock drift and contact show", async () => {
    const clockings = await waitFor('two pulled clockings in the list', async () => {
      const list = await clockingsOf(thandi.id, '2026-03-01', '2026-03-31');
      return list.length === 2 ? list : undefined;
    });
    expect(clockings.map((c) => c.clockedAt)).toEqual(['2026-03-02T15:02:05.000Z', '2026-03-02T05:58:31.000Z']);
    expect(clockings.every((c) => c.scannerID === scanner.id && c.source === 'zk-pull')).toBe(true);
    const shifts = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: thandi.id, from: '2026-03-01', to: '2026-03-31' });
    expect(shifts.map((s) => s.shiftDate)).toEqual(['2026-03-02']);

    // The read notes the reader's contact before storing its clockings: once they show, so does the contact.
    const shown = await status(scanner.id);
    expect(shown.online).toBe(true);
    expect(shown.lastContactAt).not.toBeNull();
    // The reader's clock runs 90 s ahead; a second either way for the measuring.
    expect(Math.abs(shown.clockDriftSeconds! - 90)).toBeLessThanOrEqual(2);
    expect([shown.logs, shown.users]).toEqual([2, 1]);
  });

  it('adds nothing on the next reads, and only what the reader took since', async () => {
    await readsMore(2);
    expect(await storedFrom(scanner.externalId)).toBe(2);
    expect(await clockingsOf(thandi.id, '2026-03-01', '2026-03-31')).toHaveLength(2);

    device.add([{ pin: '1001', localTime: '2026-03-03T08:00:00' }]);
    await waitFor('the 3 March clocking', async () => ((await clockingsOf(thandi.id, '2026-03-03', '2026-03-03')).length === 1 ? true : undefined));
    await readsMore(2);
    expect(await storedFrom(scanner.externalId)).toBe(3);
    expect((await pullState(scanner.id)).records_taken).toBe(3);
  });

  it('loses nothing and doubles nothing when the reader drops the connection half way through a read', async () => {
    const records: DeviceRecord[] = Array.from({ length: 2000 }, (_, i) => ({
      pin: '1002',
      localTime: new Date(Date.UTC(2026, 2, 10, 6, 0, 0) + i * 5 * 60_000).toISOString().slice(0, 19),
    }));
    device.dropNextRead = true;
    device.add(records);
    await waitFor('the read cut off', async () => (device.drops === 1 ? true : undefined));
    await waitFor('every record of the reader stored', async () => ((await storedFrom(scanner.externalId)) === 2003 ? true : undefined));
    await readsMore(2);
    expect(await storedFrom(scanner.externalId)).toBe(2003);
    expect(await pullState(scanner.id)).toMatchObject({ records_taken: 2003, failures: 0, last_error: null });
    const pulled = await waitFor("Sipho's 2,000 clockings in the list", async () => {
      const list = await clockingsOf(sipho.id, '2026-03-09', '2026-03-20');
      return list.length >= 2000 ? list : undefined;
    }, 60_000);
    expect(new Set(pulled.map((c) => c.clockedAt)).size).toBe(2000);
    expect(pulled).toHaveLength(2000);
  });

  // Ingestion's own logic, the same in both modes: run once.
  if (mode === 'embedded') {
    const serialOf = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;
    const records = (count: number, day: number): DeviceRecord[] =>
      Array.from({ length: count }, (_, i) => ({ pin: '9001', localTime: new Date(Date.UTC(2026, 4, day, 0, 0, 0) + i * 60_000).toISOString().slice(0, 19) }));

    it('reads a reader on a slow link to its end though its chunk takes longer than the stall limit, its lease held and renewed all along', async () => {
      const leaseLeft = async (scannerID: string) =>
        (await product.query<{ left_ms: number | null }>('SELECT extract(epoch FROM lease_until - now()) * 1000 AS left_ms FROM ingestion.pull_positions WHERE scanner_id = $1', [scannerID]))[0]
          ?.left_ms ?? null;
      const leaseUntil = async (scannerID: string) =>
        (await product.query<{ lease_until: Date | null }>('SELECT lease_until FROM ingestion.pull_positions WHERE scanner_id = $1', [scannerID]))[0]?.lease_until ?? null;
      // 1,500 records are one chunk, arriving in pieces over 6 s: more than the 4 s stall limit, which bytes keep off.
      const slow = await ZkTcpDevice.start(ZONE);
      try {
        slow.chunkSendMs = 6_000;
        slow.add(records(1_500, 1));
        const slowReader = await pullReader(`Depot ${randomBytes(4).toString('hex')}`, serialOf('ZKS'), slow.port);
        const leases = new Set<number>();
        const left: number[] = [];
        await waitFor(
          'the slow reader read in full',
          async () => {
            if (slow.reads >= 1) return true;
            const until = await leaseUntil(slowReader.id);
            if (until === null) return undefined;
            leases.add(until.getTime());
            left.push(Number(await leaseLeft(slowReader.id)));
            return undefined;
          },
          60_000,
          250,
        );
        await waitFor('its 1,500 records stored', async () => ((await storedFrom(slowReader.externalId)) === 1_500 ? true : undefined));
        expect(await pullState(slowReader.id)).toMatchObject({ records_taken: 1_500, failures: 0, last_error: null });
        // Held all through the read, and renewed as bytes came (at most every half stall limit).
        expect(left.length).toBeGreaterThan(5);
        expect(Math.min(...left)).toBeGreaterThan(0);
        const [first, ...later] = [...leases].sort((a, b) => a - b);
        expect(later.some((until) => until - first >= (STALL_SECONDS / 2) * 1000)).toBe(true);
      } finally {
        await slow.stop();
      }
    });

    it('cuts a read that stalls after the stall limit, keeps its whole chunks, and takes the rest at the next read', async () => {
      const stalling = await ZkTcpDevice.start(ZONE);
      try {
        stalling.stallNextRead = true;
        stalling.add(records(4_000, 15));
        const stallingReader = await pullReader(`Annex ${randomBytes(4).toString('hex')}`, serialOf('ZKT'), stalling.port);
        await waitFor('the read stalled', async () => (stalling.stalls === 1 ? true : undefined));
        // The next read is slow, so the cut read's outcome can be seen before it.
        stalling.chunkSendMs = 1_000;
        const cut = await waitFor('the stalled read cut', async () => {
          const state = await pullState(stallingReader.id);
          return state?.last_error ? state : undefined;
        });
        // Two chunks of 65,472 bytes came: the table's 4-byte count and 3,273 whole records.
        expect(cut).toMatchObject({ records_taken: 3_273, failures: 0 });
        expect(cut.last_error).toBe(`the read ended after 3273 records: nothing came from the reader for ${STALL_SECONDS} s`);
        expect(await storedFrom(stallingReader.externalId)).toBe(3_273);
        await waitFor('the rest stored by the next read', async () => ((await storedFrom(stallingReader.externalId)) === 4_000 ? true : undefined), 60_000);
        // Its records are stored batch by batch before the read notes its end: wait for the first read that ended whole.
        await waitFor('the next read ended', async () => {
          const [row] = await product.query<{ ended: boolean }>('SELECT last_success_at IS NOT NULL AS ended FROM ingestion.pull_positions WHERE scanner_id = $1', [stallingReader.id]);
          return row?.ended ? true : undefined;
        });
        expect(await pullState(stallingReader.id)).toMatchObject({ records_taken: 4_000, failures: 0, last_error: null });
      } finally {
        await stalling.stop();
      }
    });
  }

  it('backs off from a reader that does not answer and shows it offline, while the other reader goes on being read', async () => {
    const serial = `ZKX${randomBytes(4).toString('hex').toUpperCase()}`;
    const silent = await pullReader(`Yard ${serial}`, serial, await ZkTcpDevice.closedPort());
    const failed = await waitFor('the first failed attempt', async () => {
      const state = await pullState(silent.id);
      return state && state.failures >= 1 ? state : undefined;
    });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(failed.wait_seconds).toBe(60);
    const shown = await status(silent.id);
    expect([shown.online, shown.lastContactAt]).toEqual([false, null]);
    // The reader's page says why, how often and when it is tried again.
    expect(shown.lastPullError).toMatch(/ECONNREFUSED/);
    expect(shown.pullFailures).toBe(1);
    expect(Date.parse(shown.nextPullAttemptAt!) - Date.parse(shown.lastPullAt!)).toBe(60_000);

    device.add([{ pin: '1001', localTime: '2026-03-04T08:00:00' }]);
    await waitFor('the 4 March clocking from the reader that answers', async () => ((await clockingsOf(thandi.id, '2026-03-04', '2026-03-04')).length === 1 ? true : undefined));
    await readsMore(2);
    // Its ticks every second did not try it again within its minute of waiting.
    expect((await pullState(silent.id)).failures).toBe(1);
    expect((await status(scanner.id)).online).toBe(true);
  });

  it('reads a reader set with a comm key, and backs off from one whose key is wrong', async () => {
    const locked = await ZkTcpDevice.start(ZONE);
    try {
      locked.commKey = 123456;
      locked.add([{ pin: '1001', localTime: '2026-03-05T08:00:00' }]);
      const right = await pullReader(`Office ${randomBytes(4).toString('hex')}`, `ZKK${randomBytes(4).toString('hex').toUpperCase()}`, locked.port, 123456);
      const wrong = await pullReader(`Store ${randomBytes(4).toString('hex')}`, `ZKW${randomBytes(4).toString('hex').toUpperCase()}`, locked.port, 654321);
      await waitFor('the clocking from the reader with a comm key', async () => ((await clockingsOf(thandi.id, '2026-03-05', '2026-03-05')).length === 1 ? true : undefined));
      const refused = await waitFor('the wrong key refused', async () => {
        const state = await pullState(wrong.id);
        return state && state.failures >= 1 ? state : undefined;
      });
      expect(refused.last_error).toMatch(/refused the comm key/);
      expect((await pullState(right.id)).failures).toBe(0);
    } finally {
      await locked.stop();
    }
  });

  it('refuses a pull reader with a bad address or port with a 400 naming the field, and stores nothing', async () => {
    const serial = `ZKB${randomBytes(4).toString('hex').toUpperCase()}`;
    const base = { name: `Bad ${serial}`, make: 'ZKTeco', type: 'T&A', externalId: serial, connection: 'pull' };
    for (const [request, field] of [
      [{ ...base, ipAddress: 'reader-at-the-gate' }, 'ipAddress'],
      [{ ...base, ipAddress: '192.168.1.300' }, 'ipAddress'],
      [{ ...base, ipAddress: '192.168.1.30', port: 70000 }, 'port'],
      [{ ...base, ipAddress: '192.168.1.30', port: 0 }, 'port'],
    ] as const) {
      const answer = await api.call<{ field: string }>('CreateScanner', request);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    expect((await product.query('SELECT 1 FROM api.scanners WHERE external_id = $1', [serial])).length).toBe(0);
    expect((await status(scanner.id)).online).toBe(true);
  });

  it('quarantines a record whose date does not exist or whose PIN is no PIN, stores the rest and goes on reading', async () => {
    const before = await storedFrom(scanner.externalId);
    device.add([
      { pin: '1001', localTime: '2026-04-01T07:00:00' },
      { pin: '10 01', localTime: '2026-04-01T07:30:00' },
      // Firmware packs every month as 31 days; last in the table, this record names the position.
      { pin: '1001', localTime: '2026-04-31T08:00:00' },
    ]);
    await waitFor('the 1 April clocking', async () => ((await clockingsOf(thandi.id, '2026-04-01', '2026-04-01')).length === 1 ? true : undefined));
    const quarantine = await waitFor('both records quarantined', async () => {
      const lines = await api.ok<ReaderQuarantineLine[]>('GetReaderQuarantine', { scannerID: scanner.id });
      return lines.length >= 2 ? lines : undefined;
    });
    expect(quarantine.map(({ line, reason }) => [line.split('\t').slice(0, 2).join(' '), reason])).toEqual([
      ['10 01 2026-04-01T07:30:00', 'bad PIN'],
      ['1001 2026-04-31T08:00:00', 'not a plausible time'],
    ]);
    // The reader is read on: a record it takes later is stored, and nothing shows as failed.
    device.add([{ pin: '1001', localTime: '2026-04-02T07:00:00' }]);
    await waitFor('the 2 April clocking', async () => ((await clockingsOf(thandi.id, '2026-04-02', '2026-04-02')).length === 1 ? true : undefined));
    await readsMore(2);
    expect(await pullState(scanner.id)).toMatchObject({ failures: 0, last_error: null });
    expect(await storedFrom(scanner.externalId)).toBe(before + 2);
    expect((await status(scanner.id)).lastPullError).toBeNull();
  });
});

describe('ZKTeco pull readers when ingestion stops', () => {
  it('stops during a slow read at once, cutting the read and noting why', async () => {
    const product = await startProduct('embedded', 'pull-stop', { TNA_READER_PULL_REFRESH_SECONDS: '1' });
    const device = await ZkTcpDevice.start(ZONE);
    try {
      const api = new ApiClient(product.apiUrl);
      await api.login('admin', product.adminPassword);
      // 8,000 records are 5 chunks; at 20 s each the read would take well over the 15 s a stop is given.
      device.chunkSendMs = 20_000;
      device.add(Array.from({ length: 8_000 }, (_, i) => ({ pin: '9001', localTime: new Date(Date.UTC(2026, 5, 1) + i * 60_000).toISOString().slice(0, 19) })));
      const reader = await api.ok<Scanner>('CreateScanner', {
        name: 'Slow gate',
        make: 'ZKTeco',
        model: 'iClock 580',
        type: 'T&A',
        externalId: `ZKQ${randomBytes(4).toString('hex').toUpperCase()}`,
        timeZone: ZONE,
        connection: 'pull',
        ipAddress: '127.0.0.1',
        port: device.port,
        pullSchedule: EVERY_SECOND,
      });
      await waitFor("the table's read under way", async () => (device.tableBytesSent > 0 ? true : undefined));
      const [process] = product.processes;
      await process.stop();
      // Its own shutdown ended it (neither embedded PostgreSQL's exit hook, 143, nor the SIGKILL after 15 s).
      expect(process.exitStatus).toEqual({ code: 0, signal: null });

      // Started again on its data: the cut read was noted before the server stopped.
      process.start();
      await process.waitHealthy();
      const client = new Client({ connectionString: product.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query('SELECT last_error, failures FROM ingestion.v_pull_states WHERE scanner_id = $1', [reader.id]);
        expect(rows).toEqual([{ last_error: 'the read ended after 0 records: ingestion is stopping', failures: 0 }]);
      } finally {
        await client.end();
      }
    } finally {
      await product.stop();
      await device.stop();
    }
  });
});
