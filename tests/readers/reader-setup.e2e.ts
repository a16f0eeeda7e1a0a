import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, ReaderStatus, Scanner, ScannerListItem } from '@tna/contracts';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';

const serial = () => `ZK${randomBytes(5).toString('hex').toUpperCase()}`;

/** The installation's zone in the test stacks (TNA_TIME_ZONE): a reader without a zone of its own keeps it. */
const INSTALLATION_ZONE = 'Africa/Johannesburg';

/** A wall clock in `zone`, `YYYY-MM-DDTHH:MM:SS` (Sweden writes dates the ISO way). */
function wallClock(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(' ', 'T');
}

/** Setting readers up (docs/readers.md "Setup", "Status"): the five scanner calls, their refusals and a reader's status. */
describe('biometric reader setup', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let locationID: string;

  const pushReader = <T extends Record<string, unknown>>(overrides: T = {} as T) => ({ name: `Reader ${serial()}`, make: 'ZKTeco', type: 'T&A', externalId: serial(), ...overrides });
  const pullReader = (overrides: Record<string, unknown> = {}) => pushReader({ connection: 'pull', ipAddress: '192.168.1.201', ...overrides });
  const scannerCount = async () => Number((await product.query<{ n: string }>('SELECT count(*) AS n FROM api.scanners'))[0].n);
  const getScanner = (id: string) => api.call<Scanner>('GetScanner', undefined, { method: 'GET', query: { ID: id } });
  const status = (id: string) => api.ok<ReaderStatus>('GetReaderStatus', undefined, { method: 'GET', query: { ID: id } });

  beforeAll(async () => {
    product = await startProduct('embedded', 'reader-setup');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    locationID = (await api.ok<{ id: string }>('CreateLocation', { name: 'Main gate', latitude: '-25.6342', longitude: '27.7803', radius: 300 })).id;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('creates a push reader with its whole record and reads it back with GetScanner', async () => {
    const request = pushReader({
      model: 'SpeedFace V5L',
      type: 'Access Control',
      direction: 'IN',
      ipAddress: '10.0.0.7',
      timeZone: 'Africa/Johannesburg',
      description: 'Front door, left',
      abbreviations: 'FD',
      serviceEndpoints: 'https://adms.example.com',
      locationID,
      portableDevice: true,
      gpsId: 'GPS-7',
      stateMap: { '0': 'IN', '1': 'OUT', '128': 'IN' },
      // Pull-only fields on a push reader are not kept.
      port: 4370,
      commKey: 5,
      pullSchedule: '0 * * * *',
    });
    const created = await api.ok<Scanner>('CreateScanner', request);
    const { port, commKey, pullSchedule, ...kept } = request;
    expect([port, commKey, pullSchedule]).toEqual([4370, 5, '0 * * * *']);
    expect(created).toEqual({ ...kept, id: created.id, version: 1, connection: 'push', port: null, commKey: null, pullSchedule: null, effectiveTimeZone: 'Africa/Johannesburg' });
    expect((await getScanner(created.id)).body).toEqual(created);
  });

  it('gives a pull reader port 4370, comm key 0 and a five-minute schedule unless told otherwise', async () => {
    const plain = await api.ok<Scanner>('CreateScanner', pullReader());
    expect([plain.connection, plain.port, plain.commKey, plain.pullSchedule]).toEqual(['pull', 4370, 0, '*/5 * * * *']);
    const own = await api.ok<Scanner>('CreateScanner', pullReader({ port: 5005, commKey: 999999, pullSchedule: '0 */2 * * 1-5' }));
    expect([own.port, own.commKey, own.pullSchedule]).toEqual([5005, 999999, '0 */2 * * 1-5']);
  });

  it.each([
    ['a pull reader without an IP address', pullReader({ ipAddress: undefined }), 'ipAddress'],
    ['a pull reader with a bad IP address', pullReader({ ipAddress: '300.1.1.1' }), 'ipAddress'],
    ['a port out of range', pullReader({ port: 70000 }), 'port'],
    ['a comm key above 999999', pullReader({ commKey: 1_000_000 }), 'commKey'],
    ['a negative comm key', pullReader({ commKey: -1 }), 'commKey'],
    ['a schedule that is not cron', pullReader({ pullSchedule: 'every five minutes' }), 'pullSchedule'],
    ['a schedule with minute 61', pullReader({ pullSchedule: '61 * * * *' }), 'pullSchedule'],
    ['an unknown connection', pushReader({ connection: 'usb' }), 'connection'],
    ['a location that does not exist', pushReader({ locationID: '00000000-0000-4000-8000-000000000000' }), 'locationID'],
    ['a state above 255', pushReader({ stateMap: { '256': 'IN' } }), 'stateMap'],
    ['a state mapped to no direction', pushReader({ stateMap: { '2': 'BREAK_OUT' } }), 'stateMap'],
    ['a state map that is a list', pushReader({ stateMap: ['IN'] }), 'stateMap'],
    ['a portable flag that is not a flag', pushReader({ portableDevice: 'yes' }), 'portableDevice'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, request, field) => {
    const before = await scannerCount();
    const answer = await api.call<{ field: string; error: string }>('CreateScanner', request);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(await scannerCount()).toBe(before);
    expect((await api.call('GetScanners', {})).status).toBe(200);
  });

  it('refuses a second reader with the same serial or name with 409', async () => {
    const first = await api.ok<Scanner>('CreateScanner', pushReader());
    const sameSerial = await api.call<{ field: string }>('CreateScanner', pushReader({ externalId: first.externalId }));
    expect([sameSerial.status, sameSerial.body.field]).toEqual([409, 'externalId']);
    const sameName = await api.call<{ field: string }>('CreateScanner', pushReader({ name: first.name.toUpperCase() }));
    expect([sameName.status, sameName.body.field]).toEqual([409, 'name']);
  });

  it('updates a reader at its version, and refuses a stale version with 409 changing nothing', async () => {
    const created = await api.ok<Scanner>('CreateScanner', pushReader());
    const { id, version, ...fields } = created;
    const updated = await api.ok<Scanner>('UpdateScanner', { ...fields, id, version, connection: 'pull', ipAddress: '10.1.2.3', pullSchedule: '*/10 * * * *', locationID }, { method: 'PUT' });
    expect(updated).toMatchObject({ id, version: 2, connection: 'pull', ipAddress: '10.1.2.3', port: 4370, pullSchedule: '*/10 * * * *', locationID });

    const stale = await api.call<{ field: string; currentVersion: number }>('UpdateScanner', { ...fields, id, version: 1, name: 'Someone else' }, { method: 'PUT' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ field: 'version', currentVersion: 2 });
    expect((await getScanner(id)).body).toEqual(updated);

    const badSchedule = await api.call<{ field: string }>('UpdateScanner', { ...fields, id, version: 2, connection: 'pull', ipAddress: '10.1.2.3', pullSchedule: '* * *' }, { method: 'PUT' });
    expect([badSchedule.status, badSchedule.body.field]).toEqual([400, 'pullSchedule']);
    const noVersion = await api.call<{ field: string }>('UpdateScanner', { ...fields, id }, { method: 'PUT' });
    expect([noVersion.status, noVersion.body.field]).toEqual([400, 'version']);
    const unknown = await api.call('UpdateScanner', { ...fields, id: '00000000-0000-4000-8000-000000000000', version: 1 }, { method: 'PUT' });
    expect(unknown.status).toBe(404);
    expect((await getScanner(id)).body).toEqual(updated);
  });

  it('answers the comm key, the reader\'s TCP password, only to users who may edit readers', async () => {
    const reader = await api.ok<Scanner>('CreateScanner', pullReader({ commKey: 4242 }));
    const search = { search: reader.externalId };
    const { client: operator } = await aUserWith(api, product.apiUrl, ['scannerMaint', 'empClockings']);
    const { client: editor } = await aUserWith(api, product.apiUrl, ['setupSystem']);
    const scannerOf = async (client: ApiClient) => (await client.call<Scanner>('GetScanner', undefined, { method: 'GET', query: { ID: reader.id } })).body;
    const listedOf = async (client: ApiClient) => (await client.ok<ListResult<ScannerListItem>>('GetScanners', search)).items;

    expect(await scannerOf(operator)).toMatchObject({ id: reader.id, port: 4370, commKey: null });
    expect((await listedOf(operator)).map((item) => [item.id, item.commKey])).toEqual([[reader.id, null]]);
    expect((await scannerOf(editor)).commKey).toBe(4242);
    expect((await listedOf(editor)).map((item) => item.commKey)).toEqual([4242]);
    expect((await scannerOf(api)).commKey).toBe(4242);
  });

  it("answers a reader without a zone of its own in the installation's zone", async () => {
    const reader = await api.ok<Scanner>('CreateScanner', pushReader());
    expect([reader.timeZone, reader.effectiveTimeZone]).toEqual([null, INSTALLATION_ZONE]);
    expect((await getScanner(reader.id)).body).toMatchObject({ timeZone: null, effectiveTimeZone: INSTALLATION_ZONE });
    expect((await api.ok<ListResult<ScannerListItem>>('GetScanners', { search: reader.externalId })).items.map((item) => item.effectiveTimeZone)).toEqual([INSTALLATION_ZONE]);
    expect((await status(reader.id)).timeZone).toBe(INSTALLATION_ZONE);
    const zoned = await api.ok<Scanner>('CreateScanner', pushReader({ timeZone: 'Asia/Kolkata' }));
    expect([zoned.effectiveTimeZone, (await status(zoned.id)).timeZone]).toEqual(['Asia/Kolkata', 'Asia/Kolkata']);
  });

  it('deletes an unused reader, and keeps one that has clockings or sits in a reader group', async () => {
    const unused = await api.ok<Scanner>('CreateScanner', pushReader());
    expect((await api.call('DeleteScanner', undefined, { method: 'DELETE', query: { ID: unused.id } })).status).toBe(204);
    expect((await getScanner(unused.id)).status).toBe(404);
    expect((await api.call('DeleteScanner', undefined, { method: 'DELETE', query: { ID: unused.id } })).status).toBe(404);

    const clocked = await api.ok<Scanner>('CreateScanner', pushReader());
    const device = new ZkPushDevice(product.readerUrl, clocked.externalId);
    expect(await device.upload([ZkPushDevice.line('1001', '2026-04-01T08:00:00'), ZkPushDevice.line('1001', '2026-04-01T17:00:00', 1)])).toEqual({ status: 200, body: 'OK: 2' });
    const refused = await api.call<{ error: string; field: string }>('DeleteScanner', undefined, { method: 'DELETE', query: { ID: clocked.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('is in use by 2 clockings');
    expect((await getScanner(clocked.id)).status).toBe(200);

    const grouped = await api.ok<Scanner>('CreateScanner', pushReader());
    await api.ok('CreateScannerGroup', { name: `Group ${grouped.externalId}`, scannerIDs: [grouped.id] });
    const inGroup = await api.call<{ error: string }>('DeleteScanner', undefined, { method: 'DELETE', query: { ID: grouped.id } });
    expect(inGroup.status).toBe(409);
    expect(inGroup.body.error).toContain('1 reader group');
    expect((await getScanner(grouped.id)).status).toBe(200);
  });

  it('keeps a reader while commands wait for it, and deletes it once it has answered them', async () => {
    const reader = await api.ok<Scanner>('CreateScanner', pushReader());
    const device = new ZkPushDevice(product.readerUrl, reader.externalId);
    await api.ok('SendReaderCommands', { scannerIDs: [reader.id], command: 'info' });
    const refused = await api.call<{ error: string }>('DeleteScanner', undefined, { method: 'DELETE', query: { ID: reader.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('is in use by 1 reader command waiting to be sent or answered');
    expect((await getScanner(reader.id)).status).toBe(200);

    expect((await device.serveCommands()).map((command) => command.line)).toEqual(['INFO']);
    expect((await api.call('DeleteScanner', undefined, { method: 'DELETE', query: { ID: reader.id } })).status).toBe(204);
    // A new reader on the same serial inherits nothing of the old one's ledger.
    const successor = await api.ok<Scanner>('CreateScanner', pushReader({ externalId: reader.externalId }));
    expect((await device.pollCommands()).body).toBe('OK');
    expect((await api.ok<ListResult<unknown>>('GetReaderCommands', { scannerID: successor.id })).total).toBe(0);
  });

  it('keeps a location a reader stands at, naming the reader as its use', async () => {
    const gate = await api.ok<{ id: string }>('CreateLocation', { name: `Gate ${serial()}`, latitude: '-26.1', longitude: '28.0', radius: 100 });
    await api.ok('CreateScanner', pushReader({ locationID: gate.id }));
    const refused = await api.call<{ error: string }>('DeleteLocation', undefined, { method: 'DELETE', query: { ID: gate.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('1 biometric reader');
  });

  it('lists readers with search, filters, sort and paging, each with its location and status', async () => {
    const tag = randomBytes(3).toString('hex');
    await api.ok('CreateScanner', pushReader({ name: `List ${tag} A`, locationID }));
    await api.ok('CreateScanner', pullReader({ name: `List ${tag} B`, type: 'Access Control' }));
    await api.ok('CreateScanner', pushReader({ name: `List ${tag} C`, connection: 'file' }));
    const list = (request: Record<string, unknown>) => api.ok<ListResult<ScannerListItem>>('GetScanners', { search: `List ${tag}`, ...request });

    const all = await list({ sortBy: 'name', sortDesc: true });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.name.slice(-1), item.connection, item.locationName, item.online, item.lastContactAt])).toEqual([
      ['C', 'file', null, null, null],
      ['B', 'pull', null, false, null],
      ['A', 'push', 'Main gate', false, null],
    ]);
    expect((await list({ connection: 'pull' })).items.map((item) => item.name)).toEqual([`List ${tag} B`]);
    expect((await list({ type: 'Access Control' })).items.map((item) => item.name)).toEqual([`List ${tag} B`]);
    expect((await list({ locationID })).items.map((item) => item.name)).toEqual([`List ${tag} A`]);
    const page = await list({ sortBy: 'name', pageSize: 2, pageNumber: 2 });
    expect([page.total, page.items.map((item) => item.name)]).toEqual([3, [`List ${tag} C`]]);
    const badFilter = await api.call<{ field: string }>('GetScanners', { connection: 'usb' });
    expect([badFilter.status, badFilter.body.field]).toEqual([400, 'connection']);
  });

  it("shows a reader's status: offline until it calls, then online with its INFO, and its clock drift", async () => {
    const reader = await api.ok<Scanner>('CreateScanner', pushReader());
    expect(await status(reader.id)).toMatchObject({ connection: 'push', lastContactAt: null, online: false, onlineWithinSeconds: 60, firmware: null, clockDriftSeconds: null });

    const device = new ZkPushDevice(product.readerUrl, reader.externalId);
    expect((await device.handshake()).status).toBe(200);
    const info = await fetch(`${product.readerUrl}/iclock/getrequest?SN=${reader.externalId}&INFO=Ver 8.0.4.2-20220415,12,30,1500,192.168.1.201,10,12,12,1,111`);
    expect(info.status).toBe(200);
    const after = await status(reader.id);
    expect(after).toMatchObject({ online: true, firmware: 'Ver 8.0.4.2-20220415', users: 12, fingerprints: 30, logs: 1500, reportedIp: '192.168.1.201' });
    expect(Date.now() - Date.parse(after.lastContactAt!)).toBeLessThan(60_000);
    expect(Date.parse(after.infoReportedAt!)).toBeGreaterThanOrEqual(Date.parse(after.lastContactAt!) - 1000);

    // A punch uploaded as it happens, from a reader whose clock is 90 s fast (docs/readers.md "Status").
    // The clocking carries whole seconds and reaches us a moment after it is made: 90 s or a little less.
    expect(await device.upload([ZkPushDevice.line('1001', wallClock(new Date(Date.now() + 90_000), INSTALLATION_ZONE))])).toEqual({ status: 200, body: 'OK: 1' });
    const drifted = await status(reader.id);
    expect(drifted.clockDriftSeconds).toBeGreaterThanOrEqual(85);
    expect(drifted.clockDriftSeconds).toBeLessThanOrEqual(90);
    expect(drifted.clockDriftMeasuredAt).not.toBeNull();
    // A backlog of old clockings delivered late says nothing of the clock: the drift stays as measured.
    expect(await device.upload([ZkPushDevice.line('1001', '2026-04-01T08:00:00')])).toEqual({ status: 200, body: 'OK: 1' });
    expect((await status(reader.id)).clockDriftSeconds).toBe(drifted.clockDriftSeconds);

    const listed = await api.ok<ListResult<ScannerListItem>>('GetScanners', { search: reader.externalId });
    expect(listed.items.map((item) => item.online)).toEqual([true]);
    expect((await api.call('GetReaderStatus', undefined, { method: 'GET', query: { ID: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await api.call('GetReaderStatus', undefined, { method: 'GET', query: { ID: 'not-an-id' } })).status).toBe(400);
  });

  it('answers a file reader as neither online nor offline, and refuses the status to a stranger', async () => {
    const reader = await api.ok<Scanner>('CreateScanner', pushReader({ connection: 'file' }));
    expect(await status(reader.id)).toMatchObject({ connection: 'file', online: null, onlineWithinSeconds: null });
    const stranger = new ApiClient(product.apiUrl);
    expect((await stranger.call('GetReaderStatus', undefined, { method: 'GET', query: { ID: reader.id } })).status).toBe(401);
  });
});
