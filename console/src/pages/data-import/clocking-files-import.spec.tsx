import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CLOCKING_FILE_MAPPING, type ClockingFileMappingOfReader, type ClockingImport, type Job, type ListResult, type UploadClockingFileResult } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const READER = '5f0c7a52-3d0e-4a57-9a8e-1f1d8c1c2b01';
const ATTLOG = '1001\t2026-03-02 07:58:31\t0\t1\t0\t0\t0\nbad\n';
const CHECKED: UploadClockingFileResult = {
  rows: 3,
  new: 1,
  alreadyStored: 1,
  bad: 1,
  badRows: [{ row: 2, column: 'PIN', value: 'bad', reason: 'not a PIN (1 to 24 letters, digits, _ . or -)' }],
  importID: null,
  jobID: null,
};
const JOB: Job = {
  id: '0b8e1d7e-6f7a-4c1e-9d33-2d8f3c1a9e10',
  service: 'ingestion',
  kind: 'clocking-file-import',
  state: 'succeeded',
  progress: { done: 2, total: 2 },
  result: { stored: 1 },
  error: null,
  requestedBy: { kind: 'user', id: 'u1' },
  cancelRequested: false,
  createdAt: '2026-03-03T08:00:00.000Z',
  startedAt: '2026-03-03T08:00:00.000Z',
  finishedAt: '2026-03-03T08:00:01.000Z',
};
const LOGGED: ClockingImport = {
  id: '7d1f7e0a-8a55-4d3c-8f2a-7b9e0c4d5a11',
  fileName: 'attlog.dat',
  kind: 'zk-attlog',
  scannerID: READER,
  scannerName: 'Front gate',
  timeZone: 'Africa/Johannesburg',
  requestedBy: 'u1',
  requestedByName: 'Ayanda Dlamini',
  state: 'succeeded',
  rows: 3,
  new: 1,
  alreadyStored: 1,
  bad: 1,
  stored: 1,
  jobID: JOB.id,
  createdAt: '2026-03-03T08:00:00.000Z',
  finishedAt: '2026-03-03T08:00:01.000Z',
};
const log = (items: ClockingImport[]): ListResult<ClockingImport> => ({ items, total: items.length });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function open(answers: Record<string, unknown>) {
  const requests = mockApi({
    GetScanners_IDName: [{ id: READER, name: 'Front gate' }],
    GetClockingImports: log([]),
    ...answers,
  });
  logIn({ permissions: ['dataImport'] });
  renderRoute('/data-import');
  return requests;
}

async function chooseReaderAndFile(content: string, name = 'attlog.dat') {
  const reader = await screen.findByLabelText('Reader');
  await within(reader).findByText('Front gate');
  fireEvent.change(reader, { target: { value: READER } });
  fireEvent.change(screen.getByLabelText('Clocking file'), { target: { files: [new File([content], name)] } });
  await waitFor(() => expect(button('Check file').disabled).toBe(false));
}

describe('Data Import: clocking files', () => {
  it('checks an attlog.dat, listing each bad row with the counts, then imports it with its progress', async () => {
    const requests = open({
      UploadClockingFile: (request: { body: { dryRun: boolean } }) => (request.body.dryRun ? CHECKED : { ...CHECKED, importID: LOGGED.id, jobID: JOB.id }),
      GetJob: JOB,
    });
    await chooseReaderAndFile(ATTLOG);
    expect(button('Import clockings').disabled).toBe(true);
    fireEvent.click(button('Check file'));

    expect(await screen.findByText('Checked: 1 new clocking to import.')).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Bad rows' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([['2', 'PIN', 'bad', 'not a PIN (1 to 24 letters, digits, _ . or -)']]);
    const counts = within(screen.getByLabelText('Clocking file counts'));
    const count = (term: string) => counts.getByText(term).closest('dt')?.nextElementSibling?.textContent;
    expect([count('Rows'), count('New'), count('Already stored'), count('Bad rows')]).toEqual(['3', '1', '1', '1']);

    fireEvent.click(button('Import clockings'));
    expect(await screen.findByText('Importing 1 new clocking.')).toBeTruthy();
    expect(await screen.findByText('Done (2 of 2)')).toBeTruthy();
    const uploads = requests.filter((request) => request.call === 'UploadClockingFile').map((request) => request.body);
    expect(uploads).toEqual([
      { scannerID: READER, kind: 'zk-attlog', fileName: 'attlog.dat', content: btoa(ATTLOG), dryRun: true },
      { scannerID: READER, kind: 'zk-attlog', fileName: 'attlog.dat', content: btoa(ATTLOG), dryRun: false },
    ]);
  });

  it("prefills a Morpho file's mapping with the reader's saved one and sends the mapping as edited", async () => {
    const saved: ClockingFileMappingOfReader = { scannerID: READER, mapping: { ...DEFAULT_CLOCKING_FILE_MAPPING, delimiter: 'semicolon', deviceIdColumn: null }, saved: true };
    const requests = open({ GetClockingFileMapping: saved, UploadClockingFile: { ...CHECKED, badRows: [], bad: 0 } });
    fireEvent.change(await screen.findByLabelText('File kind'), { target: { value: 'morpho' } });
    await chooseReaderAndFile('User;Time\n1001;2026-03-02 08:00:00\n', 'morpho.csv');
    expect(await screen.findByText(/the reader's saved mapping/)).toBeTruthy();
    expect((screen.getByLabelText('Delimiter') as HTMLSelectElement).value).toBe('semicolon');
    expect((screen.getByLabelText('Device ID column') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Function key column'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Date format'), { target: { value: 'DD/MM/YYYY' } });
    fireEvent.click(button('Check file'));
    expect(await screen.findByText('Checked: 1 new clocking to import.')).toBeTruthy();
    const upload = requests.find((request) => request.call === 'UploadClockingFile');
    expect(upload?.body).toMatchObject({ kind: 'morpho', mapping: { ...saved.mapping, functionKeyColumn: null, dateFormat: 'DD/MM/YYYY' }, dryRun: true });
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const requests = open({});
    const reader = await screen.findByLabelText('Reader');
    await within(reader).findByText('Front gate');
    fireEvent.change(reader, { target: { value: READER } });
    fireEvent.change(screen.getByLabelText('Clocking file'), { target: { files: [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.dat')] } });
    expect(await screen.findByText('the file is 10,485,761 bytes: a clocking file may be at most 10,485,760 bytes (10.0 MB); split it by date')).toBeTruthy();
    expect(button('Check file').disabled).toBe(true);
    expect(requests.filter((request) => request.call === 'UploadClockingFile')).toEqual([]);
  });

  it('shows the reason the server gives for a file that is not a clocking file', async () => {
    const message = 'not a ZK attendance file (attlog.dat): none of its 2 rows is a clocking (row 1, PIN: not a PIN (1 to 24 letters, digits, _ . or -))';
    open({ UploadClockingFile: withStatus(400, { error: 'validation failed', field: 'content', message }) });
    await chooseReaderAndFile('Employee,Balance\n1001,12\n', 'balances.csv');
    fireEvent.click(button('Check file'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(button('Import clockings').disabled).toBe(true);
  });

  it('lists the import log and shows an import’s bad rows', async () => {
    open({ GetClockingImports: log([LOGGED]), GetClockingImport: { ...LOGGED, badRows: CHECKED.badRows } });
    const table = await screen.findByRole('grid', { name: 'Import log' });
    await within(table).findByText('attlog.dat');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(cells).toEqual([['attlog.dat', 'Front gate', 'Ayanda Dlamini', 'Done', '3', '1', '1', '1']]);
    // On the reader's clock (08:00 UTC is 10:00 in Johannesburg), whatever the browser's zone.
    expect(within(table).getAllByRole('row')[1].querySelector('td')!.textContent).toBe('2026-03-03 10:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Bad rows of attlog.dat' }));
    expect(await screen.findByText('not a PIN (1 to 24 letters, digits, _ . or -)')).toBeTruthy();
  });
});
