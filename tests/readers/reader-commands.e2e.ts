import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelReaderCommandsResult, Employee, ListResult, ReaderCommand, ReaderOperationEmployee, Scanner, SendReaderCommandsResult } from '@tna/contracts';
import { MAX_COMMAND_LINES_PER_REQUEST } from '@tna/contracts';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { seedEmployees } from '../support/employees-in-bulk';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';

/** Base64 of 12 and 15 template bytes. */
const TEMPLATE_A = 'SlRTUzIxAAAEAAAA';
const TEMPLATE_B = 'SlRTUzIxAAAEAAAAQUJD';
const ZONE = 'Africa/Johannesburg';
/** The installation's zone in the test stacks (TNA_TIME_ZONE), which a reader without one keeps. */
const INSTALLATION_ZONE = 'Africa/Johannesburg';

const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's wall clock from a `SET OPTION DateTime=` value, unpacked as the firmware packs it. */
function unpackDeviceTime(value: number): string {
  const second = value % 60;
  const minute = Math.floor(value / 60) % 60;
  const hour = Math.floor(value / 3600) % 24;
  const days = Math.floor(value / 86400);
  const day = (days % 31) + 1;
  const month = (Math.floor(days / 31) % 12) + 1;
  const year = 2000 + Math.floor(days / 372);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A wall clock in `zone`, `YYYY-MM-DD HH:MM:SS` (Sweden writes dates the ISO way). */
function wallClock(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * Reader operations over ADMS (docs/readers.md "Commands"), distributed: the api sends
 * SendReaderCommands over Kafka to ingestion, a simulated reader polls getrequest and answers on
 * devicecmd, and the ledger (GetReaderCommands) shows each line's fate.
 */
describe('commands to a ZKTeco push reader (distributed mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let thandi: Employee;
  let piet: Employee;

  const send = (body: unknown) => api.call<SendReaderCommandsResult & { field?: string; error?: string; message?: string }>('SendReaderCommands', body);
  const ledger = async (scannerID: string) => (await api.ok<ListResult<ReaderCommand>>('GetReaderCommands', { scannerID })).items;
  const queuedCount = async () => Number((await product.query<{ n: string }>('SELECT count(*) AS n FROM ingestion.reader_commands'))[0].n);

  const storedOf = async (serial: string) => (await product.query<{ count: number }>('SELECT count(*)::int AS count FROM ingestion.raw_clockings WHERE serial = $1', [serial]))[0].count;

  async function aReader(label: string, timeZone: string | null = ZONE): Promise<{ scanner: Scanner; device: ZkPushDevice }> {
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    const scanner = await api.ok<Scanner>('CreateScanner', { name: `${label} ${serial}`, make: 'ZKTeco', model: 'F18', type: 'T&A', externalId: serial, timeZone });
    const device = new ZkPushDevice(product.readerUrl, serial);
    expect((await device.handshake()).status).toBe(200);
    return { scanner, device };
  }

  beforeAll(async () => {
    product = await startProduct('distributed', 'reader-commands');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    thandi = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', cardNumber: '4711' });
    piet = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1002', firstName: 'Piet', preferredName: 'PJ', surname: 'Botha' });
    // Thandi enrolled two fingers on some reader: the templates the product keeps.
    const enrolment = new ZkPushDevice(product.readerUrl, (await aReader('Enrolment')).device.serial);
    const upload = await enrolment.uploadOperationLog([ZkPushDevice.fingerprintLine('1001', 6, TEMPLATE_A), ZkPushDevice.fingerprintLine('1001', 1, TEMPLATE_B)]);
    expect(upload.body).toBe('OK: 2');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('lets an operator with scannerMaint alone find employees to send, by number and name', async () => {
    const { client: operator } = await aUserWith(api, product.apiUrl, ['scannerMaint']);
    const found = await operator.ok<ListResult<ReaderOperationEmployee>>('GetReaderOperationEmployees', { search: 'Mokoena 1001' });
    expect(found).toEqual({ items: [{ id: thandi.id, employeeNumber: '1001', name: 'Thandi Mokoena' }], total: 1 });
    expect((await operator.ok<ListResult<ReaderOperationEmployee>>('GetReaderOperationEmployees', { search: 'PJ' })).items.map((e) => e.name)).toEqual(['PJ Botha']);
    expect((await operator.call('GetEmployees', {})).status).toBe(403);
    expect((await operator.call('GetReaderOperationEmployees', { pageSize: 0 })).status).toBe(400);
    const { client: stranger } = await aUserWith(api, product.apiUrl, ['empClockings']);
    expect((await stranger.call('GetReaderOperationEmployees', {})).status).toBe(403);
  });

  it('answers OK to a poll with nothing queued', async () => {
    const { device } = await aReader('Idle');
    expect(await device.pollCommands()).toEqual({ status: 200, body: 'OK', commands: [] });
  });

  it('sends users with their card and fingerprints, and shows each line acknowledged', async () => {
    const { scanner, device } = await aReader('Send');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'sendUsers', employeeIDs: [thandi.id, piet.id] });
    expect(commandIDs).toHaveLength(4);
    expect((await ledger(scanner.id)).map((c) => c.state)).toEqual(['queued', 'queued', 'queued', 'queued']);

    const commands = await device.serveCommands();
    expect(commands).toEqual([
      { id: commandIDs[0], line: 'DATA UPDATE USERINFO PIN=1001\tName=Thandi Mokoena\tPri=0\tPasswd=\tCard=4711' },
      { id: commandIDs[1], line: `DATA UPDATE FINGERTMP PIN=1001\tFID=1\tSize=${TEMPLATE_B.length}\tValid=1\tTMP=${TEMPLATE_B}` },
      { id: commandIDs[2], line: `DATA UPDATE FINGERTMP PIN=1001\tFID=6\tSize=${TEMPLATE_A.length}\tValid=1\tTMP=${TEMPLATE_A}` },
      { id: commandIDs[3], line: 'DATA UPDATE USERINFO PIN=1002\tName=PJ Botha\tPri=0\tPasswd=\tCard=' },
    ]);
    const items = await ledger(scanner.id);
    expect(items.map((c) => [c.id, c.command, c.state, c.returnCode, c.scannerName, c.employeeID])).toEqual([
      [commandIDs[3], 'sendUsers', 'succeeded', 0, scanner.name, piet.id],
      [commandIDs[2], 'sendUsers', 'succeeded', 0, scanner.name, thandi.id],
      [commandIDs[1], 'sendUsers', 'succeeded', 0, scanner.name, thandi.id],
      [commandIDs[0], 'sendUsers', 'succeeded', 0, scanner.name, thandi.id],
    ]);
    expect(items.every((c) => c.sentAt !== null && c.returnedAt !== null && c.attempts === 1)).toBe(true);
    expect(await device.pollCommands()).toMatchObject({ body: 'OK', commands: [] });
  });

  it('shows the ledger without fingerprint templates or card numbers', async () => {
    const { scanner, device } = await aReader('Masked');
    await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'sendUsers', employeeIDs: [thandi.id] });
    // The reader gets them whole...
    expect((await device.serveCommands()).map((c) => c.line).join('\n')).toContain(`TMP=${TEMPLATE_B}`);
    // ...the operator sees only that they were there.
    expect((await ledger(scanner.id)).map((c) => c.line)).toEqual([
      `DATA UPDATE FINGERTMP PIN=1001\tFID=6\tSize=${TEMPLATE_A.length}\tValid=1\tTMP=…`,
      `DATA UPDATE FINGERTMP PIN=1001\tFID=1\tSize=${TEMPLATE_B.length}\tValid=1\tTMP=…`,
      'DATA UPDATE USERINFO PIN=1001\tName=Thandi Mokoena\tPri=0\tPasswd=\tCard=…',
    ]);
    const published = await product.query<{ line: string }>('SELECT line FROM ingestion.v_reader_commands WHERE scanner_id = $1', [scanner.id]);
    expect(published.some((row) => row.line.includes(TEMPLATE_A) || row.line.includes(TEMPLATE_B) || row.line.includes('4711'))).toBe(false);
  });

  it("answers each line's times in the zone the reader keeps, the installation's for a reader without one", async () => {
    const zoneless = await aReader('Zoneless', null);
    const kolkata = await aReader('Kolkata', 'Asia/Kolkata');
    await api.ok('SendReaderCommands', { scannerIDs: [zoneless.scanner.id, kolkata.scanner.id], command: 'info' });
    expect((await ledger(zoneless.scanner.id)).map((c) => c.timeZone)).toEqual([INSTALLATION_ZONE]);
    expect((await ledger(kolkata.scanner.id)).map((c) => c.timeZone)).toEqual(['Asia/Kolkata']);
  });

  it("keeps a reader's queue when its external id changes, and gives none to a new reader on the old serial", async () => {
    const { scanner, device } = await aReader('Renamed');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'info' });
    const newSerial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    const { id: _id, version, effectiveTimeZone: _zone, ...record } = scanner;
    await api.ok<Scanner>('UpdateScanner', { ...record, id: scanner.id, version, externalId: newSerial }, { method: 'PUT' });
    const successor = await api.ok<Scanner>('CreateScanner', { name: `Successor ${device.serial}`, make: 'ZKTeco', type: 'T&A', externalId: device.serial });

    // The old serial now belongs to another reader: it is handed nothing of the first one's queue.
    expect(await device.pollCommands()).toMatchObject({ status: 200, body: 'OK', commands: [] });
    const renamed = new ZkPushDevice(product.readerUrl, newSerial);
    expect(await renamed.serveCommands()).toEqual([{ id: commandIDs[0], line: 'INFO' }]);
    expect((await ledger(scanner.id)).map((c) => [c.state, c.returnCode])).toEqual([['succeeded', 0]]);
    expect(await ledger(successor.id)).toEqual([]);
  });

  it('deletes users by PIN', async () => {
    const { scanner, device } = await aReader('Delete');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'deleteUsers', employeeIDs: [piet.id] });
    expect(await device.serveCommands()).toEqual([{ id: commandIDs[0], line: 'DATA DELETE USERINFO PIN=1002' }]);
    expect((await ledger(scanner.id)).map((c) => [c.command, c.state, c.returnCode])).toEqual([['deleteUsers', 'succeeded', 0]]);
  });

  it('asks the reader for a period of attendance again, in its local days, and stores only what it lacked', async () => {
    const { scanner, device } = await aReader('Refetch');
    const inPeriod = [ZkPushDevice.line('1001', '2026-03-01T07:58:00'), ZkPushDevice.line('1001', '2026-03-01T17:01:00', 1), ZkPushDevice.line('1002', '2026-03-02T23:59:00')];
    const outside = [ZkPushDevice.line('1001', '2026-02-28T23:59:59'), ZkPushDevice.line('1001', '2026-03-03T00:00:00')];
    device.attendance = [...outside.slice(0, 1), ...inPeriod, ...outside.slice(1)];
    // Two of the period's clockings reached us before; the third was lost on the way.
    expect(await device.upload(inPeriod.slice(0, 2))).toEqual({ status: 200, body: 'OK: 2' });
    expect(await storedOf(device.serial)).toBe(2);

    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'refetch', from: '2026-03-01', to: '2026-03-02' });
    expect(await device.serveCommands()).toEqual([{ id: commandIDs[0], line: 'DATA QUERY ATTLOG StartTime=2026-03-01 00:00:00\tEndTime=2026-03-02 23:59:59' }]);
    // The reader uploaded the period's three: the two stored stay once each, the lost one is added, nothing outside the period.
    expect(await storedOf(device.serial)).toBe(3);
    const stored = await product.query<{ pin: string; local: string }>(
      `SELECT pin, to_char(local_time, 'YYYY-MM-DD HH24:MI:SS') AS local FROM ingestion.raw_clockings WHERE serial = $1 ORDER BY local_time`,
      [device.serial],
    );
    expect(stored).toEqual([
      { pin: '1001', local: '2026-03-01 07:58:00' },
      { pin: '1001', local: '2026-03-01 17:01:00' },
      { pin: '1002', local: '2026-03-02 23:59:00' },
    ]);
    expect((await ledger(scanner.id)).map((c) => [c.state, c.returnCode])).toEqual([['succeeded', 0]]);
  });

  it("sets the reader's clock to its own zone's time as it takes the command", async () => {
    const { scanner, device } = await aReader('Clock');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'setTime' });
    const before = wallClock(new Date(), ZONE);
    const commands = await device.serveCommands();
    const after = wallClock(new Date(Date.now() + 1000), ZONE);
    expect(commands).toHaveLength(1);
    expect(commands[0].id).toBe(commandIDs[0]);
    const match = /^SET OPTION DateTime=(\d+)$/.exec(commands[0].line);
    expect(match).not.toBeNull();
    const set = unpackDeviceTime(Number(match![1]));
    expect(set >= before && set <= after).toBe(true);
    expect((await ledger(scanner.id))[0].line).toBe(commands[0].line);
  });

  it('reboots the reader, and never sends a reboot twice', async () => {
    const { scanner, device } = await aReader('Reboot');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'reboot' });
    const first = await device.pollCommands();
    expect(first.commands).toEqual([{ id: commandIDs[0], line: 'REBOOT' }]);
    // The reader restarted without answering; long after, its polls do not bring the reboot back.
    await product.query(`UPDATE ingestion.reader_commands SET sent_at = sent_at - interval '1 hour' WHERE id = $1`, [commandIDs[0]]);
    expect((await device.pollCommands()).body).toBe('OK');
    expect((await ledger(scanner.id)).map((c) => [c.state, c.returnCode, c.attempts])).toEqual([['failed', null, 1]]);
  });

  it("reads the reader's INFO, from its first poll and from an INFO command", async () => {
    const { scanner, device } = await aReader('Info');
    const infoOf = async () => (await product.query('SELECT firmware, users, fingerprints, logs, ip FROM ingestion.v_reader_info WHERE serial = $1', [device.serial]))[0];
    expect((await device.pollCommands({ withInfo: true })).body).toBe('OK');
    expect(await infoOf()).toEqual({ firmware: 'Ver 6.60 Apr 28 2017', users: 12, fingerprints: 30, logs: 4021, ip: '192.168.1.201' });

    device.info = { firmware: 'Ver 8.0.4.2', users: 13, fingerprints: 32, logs: 4100, ip: '10.0.0.9' };
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'info' });
    expect(await device.serveCommands()).toEqual([{ id: commandIDs[0], line: 'INFO' }]);
    expect(await infoOf()).toEqual({ firmware: 'Ver 8.0.4.2', users: 13, fingerprints: 32, logs: 4100, ip: '10.0.0.9' });
  });

  it('keeps the commands of an offline reader until it polls again', async () => {
    const online = await aReader('Online');
    const offline = await aReader('Offline');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [online.scanner.id, offline.scanner.id], command: 'info' });
    expect(commandIDs).toHaveLength(2);
    expect(await online.device.serveCommands()).toEqual([{ id: commandIDs[0], line: 'INFO' }]);
    expect((await ledger(offline.scanner.id)).map((c) => c.state)).toEqual(['queued']);

    expect(await offline.device.serveCommands()).toEqual([{ id: commandIDs[1], line: 'INFO' }]);
    expect((await ledger(offline.scanner.id)).map((c) => [c.state, c.returnCode])).toEqual([['succeeded', 0]]);
  });

  it('sends a line again when the reader never answered it', async () => {
    const { scanner, device } = await aReader('Lost');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'deleteUsers', employeeIDs: [thandi.id] });
    expect((await device.pollCommands()).commands.map((c) => c.id)).toEqual(commandIDs);
    // Not yet due again: the next poll brings nothing.
    expect((await device.pollCommands()).body).toBe('OK');
    await product.query(`UPDATE ingestion.reader_commands SET sent_at = sent_at - interval '1 hour' WHERE id = $1`, [commandIDs[0]]);
    expect(await device.serveCommands()).toEqual([{ id: commandIDs[0], line: 'DATA DELETE USERINFO PIN=1001' }]);
    expect((await ledger(scanner.id)).map((c) => [c.state, c.attempts])).toEqual([['succeeded', 2]]);
  });

  it('shows the code of a command the reader refused', async () => {
    const { scanner, device } = await aReader('Refuses');
    device.returnCode = (command) => (command.line.startsWith('DATA DELETE') ? -4 : 0);
    await api.ok('SendReaderCommands', { scannerIDs: [scanner.id], command: 'deleteUsers', employeeIDs: [thandi.id] });
    await api.ok('SendReaderCommands', { scannerIDs: [scanner.id], command: 'info' });
    await device.serveCommands();
    expect((await ledger(scanner.id)).map((c) => [c.command, c.state, c.returnCode])).toEqual([
      ['info', 'succeeded', 0],
      ['deleteUsers', 'failed', -4],
    ]);
    expect((await api.ok<ListResult<ReaderCommand>>('GetReaderCommands', { scannerID: scanner.id, state: 'failed' })).total).toBe(1);
  });

  it('takes results in any content type, and ignores an id that is not its own', async () => {
    const mine = await aReader('Mine');
    const other = await aReader('Other');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [mine.scanner.id], command: 'info' });
    await mine.device.pollCommands();
    expect(await other.device.answerCommands([{ id: commandIDs[0], returnCode: -1, command: 'INFO' }], 'text/plain')).toEqual({ status: 200, body: 'OK' });
    expect((await ledger(mine.scanner.id)).map((c) => c.state)).toEqual(['sent']);
    expect(await mine.device.answerCommands([{ id: commandIDs[0], returnCode: 0, command: 'INFO' }], 'application/octet-stream')).toEqual({ status: 200, body: 'OK' });
    expect((await ledger(mine.scanner.id)).map((c) => c.state)).toEqual(['succeeded']);
  });

  it('refuses an unknown reader serial on getrequest and devicecmd', async () => {
    const stranger = new ZkPushDevice(product.readerUrl, 'NOSUCHREADER1');
    expect((await stranger.pollCommands()).status).toBe(403);
    expect((await stranger.answerCommands([{ id: '1', returnCode: 0, command: 'INFO' }])).status).toBe(403);
  });

  it("cancels an offline reader's queued lines, so no poll takes them and the reader can be deleted", async () => {
    const { scanner, device } = await aReader('Gone');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'sendUsers', employeeIDs: [thandi.id, piet.id] });
    expect(commandIDs).toHaveLength(4);
    const refused = await api.call<{ error: string }>('DeleteScanner', undefined, { method: 'DELETE', query: { ID: scanner.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('4 reader commands waiting to be sent or answered');

    // An operator with scannerMaint alone takes them all back.
    const { client: operator, user } = await aUserWith(api, product.apiUrl, ['scannerMaint']);
    expect(await operator.ok<CancelReaderCommandsResult>('CancelReaderCommands', { scannerID: scanner.id })).toEqual({ cancelled: commandIDs });
    const lines = await ledger(scanner.id);
    expect(lines.map((c) => c.state)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    // The ledger names who queued each line and who took it back.
    const [admin] = await product.query<{ full_name: string }>(`SELECT full_name FROM api.system_users WHERE username = 'admin'`);
    expect(lines.map((c) => [c.requestedByName, c.cancelledByName])).toEqual(Array(4).fill([admin.full_name, user.fullName]));
    const [noted] = await product.query<{ cancelled_by: string; ended: boolean }>('SELECT DISTINCT cancelled_by, returned_at IS NOT NULL AS ended FROM ingestion.reader_commands WHERE id = ANY($1::bigint[])', [commandIDs]);
    expect(noted).toEqual({ cancelled_by: user.id, ended: true });
    // A repeat, or a cancel of lines already ended, changes nothing and is no error.
    expect(await operator.ok<CancelReaderCommandsResult>('CancelReaderCommands', { scannerID: scanner.id })).toEqual({ cancelled: [] });

    expect(await device.pollCommands()).toMatchObject({ status: 200, body: 'OK' });
    const deleted = await api.call('DeleteScanner', undefined, { method: 'DELETE', query: { ID: scanner.id } });
    expect(deleted.status).toBe(204);
  });

  it('cancels named lines only, a sent one too, and records what the reader answers for a line it had already taken', async () => {
    const { scanner, device } = await aReader('Named');
    const sent = (await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'info' })).commandIDs[0];
    expect((await device.pollCommands()).commands.map((c) => c.id)).toEqual([sent]);
    const [kept, dropped] = [
      (await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'setTime' })).commandIDs[0],
      (await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'reboot' })).commandIDs[0],
    ];
    expect(await api.ok<CancelReaderCommandsResult>('CancelReaderCommands', { commandIDs: [dropped, sent], scannerID: scanner.id })).toEqual({ cancelled: [sent, dropped] });

    // The poll takes the line left, never the cancelled ones, and not the cancelled sent one again.
    await product.query(`UPDATE ingestion.reader_commands SET sent_at = sent_at - interval '1 hour' WHERE id = $1`, [sent]);
    expect((await device.pollCommands()).commands.map((c) => c.id)).toEqual([kept]);
    // The reader had carried out the INFO it took before the cancel: its answer is what the ledger shows.
    await device.answerCommands([{ id: sent, returnCode: 0, command: 'INFO' }, { id: kept, returnCode: 0, command: 'SET OPTION' }]);
    expect((await ledger(scanner.id)).map((c) => [c.id, c.state])).toEqual([
      [dropped, 'cancelled'],
      [kept, 'succeeded'],
      [sent, 'succeeded'],
    ]);
  });

  it('refuses a bad cancellation with a clear 4xx and cancels nothing', async () => {
    const { scanner } = await aReader('Keep');
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'info' });
    const other = await aReader('Other');
    const cancel = (body: unknown) => api.call<{ field?: string; error?: string }>('CancelReaderCommands', body);

    expect(await cancel({})).toMatchObject({ status: 400, body: { field: 'scannerID' } });
    // A null is no "not given": with both absent nothing would narrow the lines to cancel.
    expect(await cancel({ commandIDs: null })).toMatchObject({ status: 400, body: { field: 'scannerID' } });
    expect(await cancel({ scannerID: null })).toMatchObject({ status: 400, body: { field: 'scannerID' } });
    expect(await cancel({ scannerID: null, commandIDs: null })).toMatchObject({ status: 400 });
    expect(await cancel({ scannerID: 'front door' })).toMatchObject({ status: 400, body: { field: 'scannerID' } });
    expect(await cancel({ commandIDs: [] })).toMatchObject({ status: 400, body: { field: 'commandIDs' } });
    expect(await cancel({ commandIDs: ['12a'] })).toMatchObject({ status: 400, body: { field: 'commandIDs' } });
    expect(await cancel({ commandIDs: [Number(commandIDs[0])] })).toMatchObject({ status: 400, body: { field: 'commandIDs' } });
    expect(await cancel({ commandIDs: Array.from({ length: 1001 }, (_, i) => String(i + 1)) })).toMatchObject({ status: 400, body: { field: 'commandIDs' } });
    const unknownReader = await cancel({ scannerID: '00000000-0000-4000-8000-000000000001' });
    expect(unknownReader).toMatchObject({ status: 404, body: { field: 'scannerID' } });
    const unknownLine = await cancel({ commandIDs: [commandIDs[0], '999999999'] });
    expect(unknownLine).toMatchObject({ status: 404, body: { field: 'commandIDs' } });
    expect(unknownLine.body.error).toContain('999999999');
    // Another reader's line, named with this one's id.
    expect(await cancel({ commandIDs, scannerID: other.scanner.id })).toMatchObject({ status: 404, body: { field: 'commandIDs' } });
    const { client: viewer } = await aUserWith(api, product.apiUrl, ['setupSystem']);
    expect((await viewer.call('CancelReaderCommands', { commandIDs })).status).toBe(403);

    expect((await ledger(scanner.id)).map((c) => c.state)).toEqual(['queued']);
    expect(await api.ok<CancelReaderCommandsResult>('CancelReaderCommands', { commandIDs })).toEqual({ cancelled: commandIDs });
  });

  it('refuses bad requests with a clear 4xx and queues nothing', async () => {
    const { scanner, device } = await aReader('Bad');
    const before = await queuedCount();
    const unknownReader = '00000000-0000-4000-8000-000000000001';
    const noReader = await send({ scannerIDs: [scanner.id, unknownReader], command: 'info' });
    expect(noReader.status).toBe(404);
    expect(noReader.body).toMatchObject({ field: 'scannerIDs' });
    expect(noReader.body.error).toContain(unknownReader);

    const noEmployees = await send({ scannerIDs: [scanner.id], command: 'sendUsers' });
    expect(noEmployees.status).toBe(400);
    expect(noEmployees.body).toMatchObject({ field: 'employeeIDs' });
    expect((await send({ scannerIDs: [scanner.id], command: 'deleteUsers', employeeIDs: [] })).status).toBe(400);
    const unknownEmployee = await send({ scannerIDs: [scanner.id], command: 'sendUsers', employeeIDs: [unknownReader] });
    expect(unknownEmployee.status).toBe(404);
    expect(unknownEmployee.body).toMatchObject({ field: 'employeeIDs' });

    expect(await send({ scannerIDs: [scanner.id], command: 'refetch', from: '2026-03-01' })).toMatchObject({ status: 400, body: { field: 'to' } });
    expect(await send({ scannerIDs: [scanner.id], command: 'refetch', from: '2026-03-05', to: '2026-03-01' })).toMatchObject({ status: 400, body: { field: 'to' } });
    expect((await send({ scannerIDs: [scanner.id], command: 'format' })).status).toBe(400);
    expect((await send({ scannerIDs: [], command: 'info' })).status).toBe(400);

    // 26 readers × 2,000 employees is 52,000 lines, past the 50,000 one request may queue.
    const many = await Promise.all(Array.from({ length: 25 }, (_, i) => aReader(`Many ${i}`)));
    const numbers = await seedEmployees(api, product.query, 2000, `M${randomBytes(2).toString('hex').toUpperCase()}`);
    const employeeIDs = (await product.query<{ id: string }>('SELECT id FROM api.employees WHERE employee_number = ANY($1::text[])', [numbers])).map((row) => row.id);
    const tooMany = await send({ scannerIDs: [scanner.id, ...many.map((reader) => reader.scanner.id)], command: 'deleteUsers', employeeIDs });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ field: 'employeeIDs' });
    expect(tooMany.body.message).toContain('52,000 lines');
    expect(tooMany.body.message).toContain(MAX_COMMAND_LINES_PER_REQUEST.toLocaleString('en-US'));

    expect(await queuedCount()).toBe(before);
    expect(await device.pollCommands()).toMatchObject({ status: 200, body: 'OK' });
    // The service is healthy: a good request after the bad ones is queued and served.
    const { commandIDs } = await api.ok<SendReaderCommandsResult>('SendReaderCommands', { scannerIDs: [scanner.id], command: 'reboot' });
    expect(await device.serveCommands()).toEqual([{ id: commandIDs[0], line: 'REBOOT' }]);
  });
});
