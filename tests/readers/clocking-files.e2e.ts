import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOCKING_FILE_MAPPING,
  type Clocking,
  type ClockingFileMapping,
  type ClockingFileMappingOfReader,
  type ClockingImport,
  type ClockingImportDetail,
  type Employee,
  type EmployeeShift,
  type Job,
  type ListResult,
  type Scanner,
  type UploadClockingFileResult,
} from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { jobEnded } from '../support/jobs';
import { startProduct, type Mode, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const line = ZkPushDevice.line;
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe.each<Mode>(['embedded', 'distributed'])('clocking files imported on the Data Import page (%s mode)', (mode) => {
  let product: RunningProduct;
  let api: ApiClient;
  let zkReader: Scanner;
  let morphoReader: Scanner;
  let employee: Employee;

  const upload = (body: Record<string, unknown>) => api.call<UploadClockingFileResult>('UploadClockingFile', body);
  const storedOf = async (serial: string) => (await product.query<{ count: number }>('SELECT count(*)::int AS count FROM ingestion.raw_clockings WHERE serial = $1', [serial]))[0].count;
  const clockingsOf = (from: string, to = from) => api.ok<Clocking[]>('GetEmployeeMainClockingList', { employeeID: employee.id, from, to });
  const importOf = (id: string) => api.ok<ClockingImportDetail>('GetClockingImport', undefined, { method: 'GET', query: { ID: id } });

  beforeAll(async () => {
    product = await startProduct(mode, `clocking-files-${mode}`);
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    zkReader = await api.ok<Scanner>('CreateScanner', { name: `Gate ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: 'Africa/Johannesburg' });
    morphoReader = await api.ok<Scanner>('CreateScanner', { name: 'Plant MA Sigma', make: 'Morpho', model: 'MA Sigma', type: 'T&A', externalId: `MA-${serial}`, timeZone: 'Europe/London' });
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', timeZone: 'Africa/Johannesburg' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  describe('a ZK attlog.dat', () => {
    // One clocking the reader pushed before its log was copied to USB: the file holds it again.
    const file = [
      line('1001', '2026-03-02T07:58:31'),
      line('1001', '2026-03-02T17:02:05', 1),
      'garbage without tabs',
      line('1001', '2026-03-03T08:00:00'),
      '1001\t2026-02-30 08:00:00\t0\t1\t0\t0\t0',
      line('1001', '2026-03-03T08:00:00'),
      line('777', '2026-03-03T09:00:00'),
      '',
    ].join('\r\n');
    const request = () => ({ scannerID: zkReader.id, kind: 'zk-attlog', fileName: 'attlog.dat', content: base64(file) });
    let importID: string;

    it('lists every bad row and the counts in a dry run, and stores nothing', async () => {
      const device = new ZkPushDevice(product.readerUrl, zkReader.externalId!);
      expect((await device.upload([line('1001', '2026-03-02T07:58:31')])).body).toBe('OK: 1');
      const answer = await upload({ ...request(), dryRun: true });
      expect(answer).toEqual({
        status: 200,
        body: {
          rows: 7,
          new: 3,
          alreadyStored: 2,
          bad: 2,
          badRows: [
            { row: 3, column: 'PIN', value: 'garbage without tabs', reason: 'not a PIN (1 to 24 letters, digits, _ . or -)' },
            { row: 5, column: 'date-time', value: '2026-02-30 08:00:00', reason: 'no such date or time' },
          ],
          importID: null,
          jobID: null,
        },
      });
      expect(await storedOf(zkReader.externalId!)).toBe(1);
      expect((await api.ok<ListResult<ClockingImport>>('GetClockingImports', {})).total).toBe(0);
    });

    it('imports as a job that stores each new clocking once, and the clockings reach the time engine as pushed ones do', async () => {
      const answer = await upload({ ...request(), dryRun: false });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ rows: 7, new: 3, alreadyStored: 2, bad: 2 });
      importID = answer.body.importID!;
      const job = await jobEnded(api, answer.body.jobID!);
      expect(job).toMatchObject({ service: 'ingestion', kind: 'clocking-file-import', state: 'succeeded', progress: { done: 5, total: 5 }, result: { stored: 3 } });
      expect(await storedOf(zkReader.externalId!)).toBe(4);

      const clockings = await waitFor('the imported clockings of 2 and 3 March', async () => {
        const list = await clockingsOf('2026-03-02', '2026-03-03');
        return list.length === 3 ? list : undefined;
      });
      expect(clockings.map((c) => [c.clockedAt, c.source])).toEqual([
        ['2026-03-03T06:00:00.000Z', 'zk-file'],
        ['2026-03-02T15:02:05.000Z', 'zk-file'],
        ['2026-03-02T05:58:31.000Z', 'zk-push'],
      ]);
      expect(clockings.every((c) => c.scannerID === zkReader.id)).toBe(true);
      const shifts = await waitFor('the days of the imported clockings', async () => {
        const days = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: '2026-03-01', to: '2026-03-31' });
        return days.length === 2 ? days : undefined;
      });
      expect(shifts.map((s) => s.shiftDate)).toEqual(['2026-03-02', '2026-03-03']);
      await waitFor('the unmatched PIN in the time engine', async () => {
        const rows = await product.query("SELECT 1 FROM time_engine.clockings WHERE employee_number = '777'");
        return rows.length === 1 ? true : undefined;
      });
    });

    it('keeps the import in the log with its reader, user, counts, state and bad rows', async () => {
      const entry = await importOf(importID);
      expect(entry).toMatchObject({
        fileName: 'attlog.dat',
        kind: 'zk-attlog',
        scannerID: zkReader.id,
        scannerName: zkReader.name,
        requestedByName: expect.any(String),
        state: 'succeeded',
        rows: 7,
        new: 3,
        alreadyStored: 2,
        bad: 2,
        stored: 3,
      });
      expect(entry.finishedAt).not.toBeNull();
      expect(entry.badRows.map((r) => [r.row, r.column])).toEqual([
        [3, 'PIN'],
        [5, 'date-time'],
      ]);
      // The file is not kept once its clockings are.
      const [kept] = await product.query<{ content: Buffer | null }>('SELECT content FROM ingestion.clocking_imports WHERE id = $1', [importID]);
      expect(kept.content).toBeNull();
    });

    it('adds nothing when the same file is imported again', async () => {
      const again = await upload({ ...request(), dryRun: false });
      expect(again.body).toMatchObject({ new: 0, alreadyStored: 5, bad: 2 });
      expect(await jobEnded(api, again.body.jobID!)).toMatchObject({ state: 'succeeded', result: { stored: 0 } });
      expect(await storedOf(zkReader.externalId!)).toBe(4);
      expect((await importOf(again.body.importID!)).stored).toBe(0);
    });
  });

  describe('a Morpho file with a column mapping', () => {
    const mapping: ClockingFileMapping = { ...DEFAULT_CLOCKING_FILE_MAPPING, delimiter: 'semicolon', dateFormat: 'DD/MM/YYYY', deviceIdColumn: 4, functionKeyColumn: 3 };
    const file = () =>
      [
        'User;Date;Key;Terminal',
        `1001;09/03/2026 08:00:00;IN;${morphoReader.externalId}`,
        `1001;09/03/2026 16:30;OUT;${morphoReader.externalId}`,
        `1001;2026-03-10 08:00:00;IN;${morphoReader.externalId}`,
        `1001;10/03/2026 08:00:00;IN;OTHER-TERMINAL`,
        `1001;10/03/2026 08:05:00;LUNCH;${morphoReader.externalId}`,
      ].join('\n');
    const request = (dryRun: boolean) => ({ scannerID: morphoReader.id, kind: 'morpho', fileName: 'morpho-march.csv', content: base64(file()), mapping, dryRun });

    it('offers the default layout for a reader with no saved mapping', async () => {
      expect(await api.ok<ClockingFileMappingOfReader>('GetClockingFileMapping', undefined, { method: 'GET', query: { ScannerID: morphoReader.id } })).toEqual({
        scannerID: morphoReader.id,
        mapping: DEFAULT_CLOCKING_FILE_MAPPING,
        saved: false,
      });
    });

    it('lists the bad rows exactly in a dry run', async () => {
      const answer = await upload(request(true));
      expect(answer.body).toEqual({
        rows: 5,
        new: 2,
        alreadyStored: 0,
        bad: 3,
        badRows: [
          { row: 4, column: 'date-time', value: '2026-03-10 08:00:00', reason: 'not a date-time (DD/MM/YYYY HH:mm:ss)' },
          { row: 5, column: 'device id', value: 'OTHER-TERMINAL', reason: `another reader's row: this reader's id is ${morphoReader.externalId}` },
          { row: 6, column: 'function key', value: 'LUNCH', reason: 'not IN, OUT or No Key' },
        ],
        importID: null,
        jobID: null,
      });
      expect(await storedOf(morphoReader.externalId!)).toBe(0);
    });

    it("imports the good rows in the reader's time zone, saves the mapping for the reader, and adds nothing the second time", async () => {
      const first = await upload(request(false));
      expect(await jobEnded(api, first.body.jobID!)).toMatchObject({ state: 'succeeded', result: { stored: 2 } });
      const clockings = await waitFor('the Morpho clockings of 9 March', async () => {
        const list = await clockingsOf('2026-03-09');
        return list.length === 2 ? list : undefined;
      });
      // London is on GMT on 9 March.
      expect(clockings.map((c) => [c.clockedAt, c.source])).toEqual([
        ['2026-03-09T16:30:00.000Z', 'morpho-file'],
        ['2026-03-09T08:00:00.000Z', 'morpho-file'],
      ]);
      expect(await api.ok<ClockingFileMappingOfReader>('GetClockingFileMapping', undefined, { method: 'GET', query: { ScannerID: morphoReader.id } })).toEqual({
        scannerID: morphoReader.id,
        mapping,
        saved: true,
      });

      // Sent without a mapping, the reader's saved one reads the file.
      const { scannerID, kind, fileName, content, dryRun } = request(false);
      const again = await upload({ scannerID, kind, fileName, content, dryRun });
      expect(again.body).toMatchObject({ rows: 5, new: 0, alreadyStored: 2, bad: 3 });
      expect(await jobEnded(api, again.body.jobID!)).toMatchObject({ state: 'succeeded', result: { stored: 0 } });
      expect(await storedOf(morphoReader.externalId!)).toBe(2);
    });
  });

  it('lists the import log newest first, by reader on request', async () => {
    const log = await api.ok<ListResult<ClockingImport>>('GetClockingImports', {});
    expect(log.total).toBe(4);
    expect(log.items.map((entry) => [entry.fileName, entry.scannerName, entry.stored, entry.state])).toEqual([
      ['morpho-march.csv', 'Plant MA Sigma', 0, 'succeeded'],
      ['morpho-march.csv', 'Plant MA Sigma', 2, 'succeeded'],
      ['attlog.dat', zkReader.name, 0, 'succeeded'],
      ['attlog.dat', zkReader.name, 3, 'succeeded'],
    ]);
    const ofZk = await api.ok<ListResult<ClockingImport>>('GetClockingImports', { scannerID: zkReader.id });
    expect(ofZk.items.map((entry) => entry.fileName)).toEqual(['attlog.dat', 'attlog.dat']);
  });

  it('drops the file of an import cancelled while it waits or runs, keeping what it stored', async () => {
    const serial = `ZKC${randomBytes(4).toString('hex').toUpperCase()}`;
    const reader = await api.ok<Scanner>('CreateScanner', { name: `Gate ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: 'Africa/Johannesburg' });
    const start = Date.UTC(2025, 0, 1);
    const lines = Array.from({ length: 30_000 }, (_, i) => line(String(5000 + (i % 50)), new Date(start + i * 60_000).toISOString().slice(0, 19)));
    const answer = await upload({ scannerID: reader.id, kind: 'zk-attlog', fileName: 'cancelled.dat', content: base64(`${lines.join('\n')}\n`), dryRun: false });
    expect(answer.status).toBe(200);
    const cancel = await api.call('CancelJob', { id: answer.body.jobID });
    // On a fast machine the import may be over first (409): then its last chunk dropped the file.
    expect([200, 409]).toContain(cancel.status);
    await jobEnded(api, answer.body.jobID!);
    const [kept] = await product.query<{ dropped: boolean }>('SELECT content IS NULL AS dropped FROM ingestion.clocking_imports WHERE id = $1', [answer.body.importID]);
    expect(kept.dropped).toBe(true);
    // What the import stored before it stopped stays stored, and is what its log says.
    expect(await storedOf(serial)).toBe((await importOf(answer.body.importID!)).stored);
  });

  it("cancels an import job through CancelJob, sent to the ingestion service", async () => {
    // Written straight into ingestion's jobs table, of a kind its runner does not take, so that neither starts: one waiting, one another worker runs.
    const insertJob = async () =>
      (
        await product.query<{ id: string }>(
          `INSERT INTO ingestion.jobs (id, kind, payload, requested_by_kind, requested_by_id, state) VALUES (gen_random_uuid(), 'clocking-file-import-elsewhere', '{}', 'system', 'test', 'queued') RETURNING id`,
        )
      )[0].id;
    const running = await insertJob();
    await product.query(`UPDATE ingestion.jobs SET claimed_by = 'elsewhere', state = 'running', heartbeat_at = now() + interval '1 hour' WHERE id = $1`, [running]);
    expect(await api.ok<Job>('CancelJob', { id: running })).toMatchObject({ id: running, service: 'ingestion', state: 'running', cancelRequested: true });
    const queued = await insertJob();
    expect(await api.ok<Job>('CancelJob', { id: queued })).toMatchObject({ id: queued, service: 'ingestion', state: 'cancelled' });
    // A job that has ended cannot be cancelled.
    expect((await api.call('CancelJob', { id: queued })).status).toBe(409);
  });

  describe('bad input: a clear error, nothing stored, the service healthy', () => {
    const zk = (content: string, dryRun = false) => ({ scannerID: zkReader.id, kind: 'zk-attlog', fileName: 'bad.dat', content, dryRun });

    it('refuses a file that is not text', async () => {
      const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(200)]);
      expect(await upload(zk(base64(zip)))).toEqual({
        status: 400,
        body: { error: 'validation failed', field: 'content', message: 'the file is not text: it holds binary data (character 3)' },
      });
    });

    it('refuses a file whose columns are not a clocking file of its kind', async () => {
      const csv = 'Employee Number,Leave Type,Balance\n1001,Annual,12.5\n';
      expect(await upload(zk(base64(csv)))).toEqual({
        status: 400,
        body: {
          error: 'validation failed',
          field: 'content',
          message: 'not a ZK attendance file (attlog.dat): none of its 2 rows is a clocking (row 1, PIN: not a PIN (1 to 24 letters, digits, _ . or -))',
        },
      });
      const morphoAsDefault = await upload({ scannerID: morphoReader.id, kind: 'morpho', fileName: 'x.csv', content: base64('a\tb\n1\t2\n'), mapping: { ...DEFAULT_CLOCKING_FILE_MAPPING, headerRows: 0 }, dryRun: true });
      expect(morphoAsDefault.status).toBe(400);
      expect(morphoAsDefault.body).toMatchObject({ field: 'content', message: expect.stringMatching(/^not a Morpho clocking file with this column mapping: none of its 2 rows/) });
    });

    it('refuses a file without a name as missing, not as too long', async () => {
      const { fileName, ...nameless } = zk(base64(line('1001', '2026-03-12T08:00:00')));
      expect(await upload(nameless)).toEqual({ status: 400, body: expect.objectContaining({ error: 'validation failed', field: 'fileName', message: 'fileName must be a string' }) });
    });

    it('refuses a mapping that cannot be used, and an unknown reader; takes a null mapping as none given', async () => {
      const badMapping = await upload({ scannerID: morphoReader.id, kind: 'morpho', fileName: 'x.csv', content: base64('1;2'), mapping: { ...DEFAULT_CLOCKING_FILE_MAPPING, delimiter: 'pipe' }, dryRun: true });
      expect(badMapping).toEqual({ status: 400, body: { error: 'validation failed', field: 'mapping.delimiter', message: 'delimiter must be one of comma, semicolon, tab' } });
      const noMapping = await upload({ scannerID: morphoReader.id, kind: 'morpho', fileName: 'x.csv', content: base64('1;2'), dryRun: true });
      expect(await upload({ scannerID: morphoReader.id, kind: 'morpho', fileName: 'x.csv', content: base64('1;2'), mapping: null, dryRun: true })).toEqual(noMapping);
      const unknown = await upload({ ...zk(base64(line('1001', '2026-03-12T08:00:00'))), scannerID: '00000000-0000-4000-8000-000000000000' });
      expect(unknown).toEqual({ status: 404, body: { error: 'no such reader', field: 'scannerID' } });
    });

    it('answers 413 for a file over 10 MB and for a 50 MB file', async () => {
      const justOver = Buffer.alloc(10 * 1024 * 1024 + 1, `${line('1001', '2026-03-12T08:00:00')}\n`);
      expect(await upload(zk(base64(justOver)))).toEqual({
        status: 413,
        body: { error: 'the file is 10,485,761 bytes: a clocking file may be at most 10,485,760 bytes (10.0 MB); split it by date', field: 'content' },
      });
      const fifty = Buffer.alloc(50 * 1024 * 1024, `${line('1001', '2026-03-12T08:00:00')}\n`);
      const answer = await api.callRefusedEarly('UploadClockingFile', zk(base64(fifty)));
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ error: 'Request body is too large' });
    });

    it('stored nothing from any of them and stays healthy', async () => {
      expect(await storedOf(zkReader.externalId!)).toBe(4);
      expect(await clockingsOf('2026-03-12')).toEqual([]);
      expect((await api.ok<ListResult<ClockingImport>>('GetClockingImports', {})).total).toBe(5);
      for (const process of product.processes) expect((await fetch(`${process.url}/health`)).status).toBe(200);
    });
  });
});
