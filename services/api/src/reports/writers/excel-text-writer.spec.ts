import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../domain/report';
import { writeReport } from './index';
import { memorySink, sampleLayout, sampleMeta, sampleRows, streamOf } from './writers.spec-support';

async function sampleText(): Promise<Buffer> {
  const { sink, bytes } = memorySink();
  expect(await writeReport(sampleLayout, streamOf(sampleRows), sampleMeta, 'excelText', sink)).toEqual({ rows: 4 });
  expect(sink.writableFinished).toBe(true);
  return bytes();
}

describe('Excel Text writer', () => {
  it('UTF-8 with a byte order mark, lines ended by CRLF, as many tab-separated fields on every line as there are columns', async () => {
    const file = await sampleText();
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(lines.map((line) => line.split('\t').length)).toEqual(lines.map(() => 9));
  });

  it('the header line of labels, group titles and subtotals as lines of their own, minutes h:mm, dates ISO, a tab inside a value a space', async () => {
    const lines = (await sampleText()).subarray(3).toString('utf8').slice(0, -2).split('\r\n');
    const fields = lines.map((line) => line.split('\t'));
    expect(fields).toEqual([
      ['Employee No', 'Name', 'Date', 'In', 'Worked', 'Overtime', 'Pay', 'Attendance', 'Last clocking'],
      ['Sales', '', '', '', '', '', '', '', ''],
      ['E001 Ann Adams', '', '', '', '', '', '', '', ''],
      ['E001', 'Ann Adams', '2026-03-02', '08:00', '8:00', '0:30', '150.10', '100.00%', '2026-03-02 17:30'],
      ['E001', 'Ann Adams', '2026-03-03', '08:15', '7:45', '0:00', '150.20', '96.88%', '2026-03-03 17:00'],
      ['Total E001 Ann Adams (2 rows)', '', '', '', '15:45', '0:30', '300.30', '', ''],
      ['E002 Bob Brown', '', '', '', '', '', '', '', ''],
      ['E002', 'Bob Brown', '2026-03-02', '', '0:00', '-1:05', '0.10', '0.00%', ''],
      ['Total E002 Bob Brown (1 row)', '', '', '', '0:00', '-1:05', '0.10', '', ''],
      ['Total Sales (3 rows)', '', '', '', '15:45', '-0:35', '300.40', '', ''],
      ['Stores', '', '', '', '', '', '', '', ''],
      ['E003 Zoë Zulu', '', '', '', '', '', '', '', ''],
      ['E003', 'Zoë Zulu', '2026-03-02', '22:00', '10:00', '2:00', '200.25', '50.00%', '2026-03-03 06:00'],
      ['Total E003 Zoë Zulu (1 row)', '', '', '', '10:00', '2:00', '200.25', '', ''],
      ['Total Stores (1 row)', '', '', '', '10:00', '2:00', '200.25', '', ''],
      ['Grand total (4 rows)', '', '', '', '25:45', '1:25', '500.65', '', ''],
    ]);
  });

  it('a line break inside a group title or a value becomes a space, so a line stays one row', async () => {
    const { sink, bytes } = memorySink();
    const rows = [{ groups: ['North\r\nwing'], cells: { number: 'E9', name: 'Line\nbreak', worked: 60 } }];
    await writeReport(sampleLayout, streamOf(rows), sampleMeta, 'excelText', sink);
    const lines = bytes().subarray(3).toString('utf8').split('\r\n');
    expect(lines[1]!.split('\t')[0]).toBe('North wing');
    expect(lines[2]!.split('\t').slice(0, 5)).toEqual(['E9', 'Line break', '', '', '1:00']);
  });

  it('a text Excel would take for a formula (= + - @) starts with an apostrophe, in a text cell or a group title; a negative duration does not', async () => {
    const { sink, bytes } = memorySink();
    const rows: ReportRow[] = [
      { groups: ['=cmd|calc', '@SUM(A1)'], cells: { number: '+27 555', name: '-Dash', worked: -65, overtime: 0 } },
      { groups: ['=cmd|calc', '@SUM(A1)'], cells: { number: 'E9', name: '=HYPERLINK("http://x")', worked: 5 } },
    ];
    await writeReport(sampleLayout, streamOf(rows), sampleMeta, 'excelText', sink);
    const fields = bytes().subarray(3).toString('utf8').split('\r\n').map((line) => line.split('\t'));
    expect(fields[1]![0]).toBe("'=cmd|calc");
    expect(fields[2]![0]).toBe("'@SUM(A1)");
    expect(fields[3]!.slice(0, 6)).toEqual(["'+27 555", "'-Dash", '', '', '-1:05', '0:00']);
    expect(fields[4]!.slice(0, 2)).toEqual(['E9', '\'=HYPERLINK("http://x")']);
    expect(fields[5]![0]).toBe('Total @SUM(A1) (2 rows)');
  });
});

