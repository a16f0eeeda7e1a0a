import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReaderStatus, Scanner, ScannerListItem } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const LOCATION = '5c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';

const stored: Scanner = {
  id: 's-1',
  version: 3,
  name: 'Front door',
  make: 'ZKTeco',
  model: 'SpeedFace',
  type: 'Access Control',
  externalId: 'CEXJ201260012',
  direction: null,
  ipAddress: '10.0.0.7',
  timeZone: 'Africa/Johannesburg',
  description: null,
  abbreviations: null,
  serviceEndpoints: null,
  locationID: LOCATION,
  portableDevice: false,
  gpsId: null,
  connection: 'push',
  port: null,
  commKey: null,
  pullSchedule: null,
  stateMap: { '1': 'IN', '0': 'OUT' },
  effectiveTimeZone: 'Africa/Johannesburg',
};
/** A reader without a zone of its own keeps the installation's, which the api answers: never UTC by default. */
const zoneless: Scanner = { ...stored, timeZone: null };
const listed: ScannerListItem = { ...zoneless, locationName: 'Main gate', quarantineCount: 2, lastContactAt: '2026-04-04T08:00:01.000Z', online: true };
const status: ReaderStatus = {
  scannerID: 's-1',
  connection: 'push',
  timeZone: 'Africa/Johannesburg',
  lastContactAt: '2026-04-04T08:00:01.000Z',
  online: false,
  onlineWithinSeconds: 60,
  firmware: 'Ver 8.0.4.2',
  users: 12,
  fingerprints: 30,
  logs: 1500,
  reportedIp: '192.168.1.201',
  infoReportedAt: '2026-04-04T07:59:00.000Z',
  clockDriftSeconds: -95,
  clockDriftMeasuredAt: '2026-04-04T07:59:00.000Z',
  lastPullAt: null,
  lastPullError: null,
  pullFailures: null,
  nextPullAttemptAt: null,
};

/** The field's control, or null when the form does not show it. */
const field = (name: string) => screen.queryAllByLabelText(name)[0] ?? null;
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('biometric readers', () => {
  it('lists readers at the spec route with connection, location, status, last contact in the reader zone and quarantined lines', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({ GetScanners: { items: [listed], total: 1 }, GetScanner: stored, GetReaderStatus: status, GetReaderQuarantine: [] });
    const { router } = renderRoute('/settings/biometric-reader/list');

    const table = await screen.findByRole('table', { name: 'Biometric Readers' });
    const row = (await within(table).findByText('Front door')).closest('tr')!;
    expect(Array.from(row.querySelectorAll('td'), (cell) => cell.textContent).slice(0, 9)).toEqual([
      'Front door',
      'CEXJ201260012',
      'ZKTeco',
      'Access Control',
      'Push',
      'Main gate',
      'Online',
      '2026-04-04 10:00:01',
      '2',
    ]);
    expect(within(row).getByRole('button', { name: 'Delete Front door' })).toBeTruthy();
    expect(requests.find((request) => request.call === 'GetScanners')).toMatchObject({ call: 'GetScanners', body: { pageNumber: 1, pageSize: 10, sortBy: 'name' } });

    fireEvent.click(within(table).getByRole('link', { name: 'Front door' }));
    await expect.poll(() => router.state.location.pathname).toBe('/settings/biometric-reader/view/s-1');
  });

  it("shows a reader's status and its quarantined lines, in the reader's zone", async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({
      GetScanner: zoneless,
      GetReaderStatus: status,
      GetReaderQuarantine: [{ receivedAt: '2026-04-04T08:00:01.000Z', line: 'not a clocking at all', reason: 'bad PIN' }],
    });
    renderRoute('/settings/biometric-reader/view/s-1');

    expect(await screen.findByRole('heading', { name: 'Front door' })).toBeTruthy();
    const details = await screen.findByLabelText('Reader status');
    const value = (term: string) => within(details).getByText(term).closest('div')!.querySelector('dd')!.textContent;
    await within(details).findByText('Ver 8.0.4.2');
    expect(value('Status')).toBe('Offline');
    expect(value('Last contact')).toBe('2026-04-04 10:00:01');
    expect(value('Users')).toBe('12');
    expect(value('Fingerprints')).toBe('30');
    expect(value('Attendance records')).toBe('1500');
    expect(value('Reported IP address')).toBe('192.168.1.201');
    expect(value('Clock drift')).toBe('1 min 35 s behind');

    const table = await screen.findByRole('table', { name: 'Quarantined lines' });
    expect(await within(table).findByText('not a clocking at all')).toBeTruthy();
    expect(within(table).getByText('bad PIN')).toBeTruthy();
    expect(within(table).getByText('2026-04-04 10:00:01')).toBeTruthy();
    expect(requests.find((r) => r.call === 'GetReaderQuarantine')?.body).toEqual({ scannerID: 's-1' });
  });

  it('says when the quarantine shows only the newest lines, and not before', async () => {
    logIn({ permissions: ['setupSystem'] });
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ receivedAt: '2026-04-04T08:00:01.000Z', line: `bad ${i}`, reason: 'bad PIN' }));
    mockApi({ GetScanner: zoneless, GetReaderStatus: status, GetReaderQuarantine: lines(1000) });
    const { unmount } = renderRoute('/settings/biometric-reader/view/s-1');
    expect(await screen.findByText('The newest 1,000 lines are shown; the readers list counts them all.')).toBeTruthy();
    unmount();

    mockApi({ GetScanner: zoneless, GetReaderStatus: status, GetReaderQuarantine: lines(999) });
    renderRoute('/settings/biometric-reader/view/s-1');
    expect(await within(await screen.findByRole('table', { name: 'Quarantined lines' })).findByText('bad 998')).toBeTruthy();
    expect(screen.queryByText(/The newest .* lines are shown/)).toBeNull();
  });

  it("shows a failing pull reader's error, failures in a row and next attempt in the reader's zone", async () => {
    logIn({ permissions: ['setupSystem'] });
    mockApi({
      GetScanner: { ...zoneless, connection: 'pull', ipAddress: '10.0.0.9', port: 4370, pullSchedule: '*/5 * * * *' },
      GetReaderStatus: {
        ...status,
        connection: 'pull',
        lastPullAt: '2026-04-04T08:05:00.000Z',
        lastPullError: 'connect ECONNREFUSED 10.0.0.9:4370',
        pullFailures: 3,
        nextPullAttemptAt: '2026-04-04T08:13:00.000Z',
      },
      GetReaderQuarantine: [],
    });
    renderRoute('/settings/biometric-reader/view/s-1');
    const details = await screen.findByLabelText('Reader status');
    const value = (term: string) => within(details).getByText(term).closest('div')!.querySelector('dd')!.textContent;
    await within(details).findByText('Last pull');
    expect(value('Last pull')).toBe('2026-04-04 10:05:00');
    expect(value('Pull error')).toBe('connect ECONNREFUSED 10.0.0.9:4370 (3 in a row)');
    expect(value('Next attempt')).toBe('2026-04-04 10:13:00');
  });
});

describe('the biometric reader form', () => {
  const lookups = { GetLocations_IDName: [{ id: LOCATION, name: 'Main gate' }], GetScanners: { items: [], total: 0 } };

  it('shows port, comm key and schedule only for a pull reader, and direction and states only for access control', async () => {
    logIn({ permissions: ['setupSystem'] });
    mockApi(lookups);
    renderRoute('/settings/biometric-reader/add');

    expect(await screen.findByRole('combobox', { name: 'Connection' })).toHaveProperty('value', 'push');
    for (const name of ['Port', 'Comm key', 'Pull schedule', 'Direction']) expect(field(name), name).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add reader state' })).toBeNull();

    choose('Connection', 'pull');
    expect(screen.getByRole('spinbutton', { name: 'Port' })).toHaveProperty('value', '4370');
    expect(screen.getByRole('spinbutton', { name: 'Comm key' })).toHaveProperty('value', '0');
    expect(screen.getByRole('textbox', { name: 'Pull schedule' })).toHaveProperty('value', '*/5 * * * *');

    choose('Type', 'Access Control');
    expect(screen.getByRole('combobox', { name: 'Direction' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add reader state' })).toBeTruthy();
  });

  it('adds a pull reader with its schedule, and sends a push reader without the pull fields it was given', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({ ...lookups, CreateScanner: { ...stored, id: 's-2' } });
    const { router } = renderRoute('/settings/biometric-reader/add');

    await screen.findByRole('textbox', { name: 'Name' });
    type('Name', 'Loading bay');
    type('External ID', 'CEXJ201260099');
    choose('Connection', 'pull');
    type('IP address', '10.0.0.9');
    type('Pull schedule', '*/10 * * * *');
    // Back to push: the pull fields go, unseen.
    choose('Connection', 'push');
    await screen.findByRole('option', { name: 'Main gate' });
    choose('Location', LOCATION);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/biometric-reader/list'));
    expect(requests.find((request) => request.call === 'CreateScanner')?.body).toEqual({
      name: 'Loading bay',
      make: 'ZKTeco',
      model: null,
      type: 'T&A',
      externalId: 'CEXJ201260099',
      connection: 'push',
      ipAddress: '10.0.0.9',
      port: null,
      commKey: null,
      pullSchedule: null,
      direction: null,
      stateMap: null,
      timeZone: null,
      abbreviations: null,
      serviceEndpoints: null,
      locationID: LOCATION,
      portableDevice: false,
      gpsId: null,
      description: null,
    });
  });

  it("edits a reader at its version with its state map as rows, and shows the api's refusal under the field", async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({
      ...lookups,
      GetScanner: stored,
      UpdateScanner: withStatus(400, { error: 'validation failed', field: 'pullSchedule', message: 'pullSchedule is not a cron expression', fields: [{ field: 'pullSchedule', message: 'pullSchedule is not a cron expression' }] }),
    });
    renderRoute('/settings/biometric-reader/edit/s-1');

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Front door');
    // The stored map {"1": IN, "0": OUT} as rows in state order.
    expect(screen.getByRole('spinbutton', { name: 'State 1' })).toHaveProperty('value', '0');
    expect(screen.getByRole('combobox', { name: 'Means 1' })).toHaveProperty('value', 'OUT');
    expect(screen.getByRole('spinbutton', { name: 'State 2' })).toHaveProperty('value', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add reader state' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'State 3' }), { target: { value: '128' } });
    choose('Means 3', 'IN');
    choose('Connection', 'pull');
    type('Pull schedule', 'every minute');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('pullSchedule is not a cron expression')).toBeTruthy();
    const sent = requests.find((request) => request.call === 'UpdateScanner')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 's-1', version: 3, connection: 'pull', port: 4370, commKey: 0, pullSchedule: 'every minute', stateMap: { '0': 'OUT', '1': 'IN', '128': 'IN' } });
  });

  it('names a state mapped twice and a bad external ID before it sends', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({ ...lookups, GetScanner: stored });
    renderRoute('/settings/biometric-reader/edit/s-1');

    await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'State 2' }), { target: { value: '0' } });
    type('External ID', 'ZK 10/4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each reader state can be mapped once')).toBeTruthy();
    expect(screen.getByText('External ID must be 1 to 64 letters, digits or _ . : -')).toBeTruthy();
    expect(requests.some((request) => request.call === 'UpdateScanner')).toBe(false);
  });
});
