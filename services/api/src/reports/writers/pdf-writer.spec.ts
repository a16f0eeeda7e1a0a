import { describe, expect, it } from 'vitest';
import type { ReportLayout, ReportRow } from '../domain/report';
import { writeReport, type ReportMeta } from './index';
import { manyRows, memorySink, pdfFirstPageIsNotBlank, pdfText, sampleLayout, sampleMeta, sampleRows, streamOf } from './writers.spec-support';

async function pdfOf(layout: ReportLayout, rows: AsyncIterable<ReportRow>, meta: ReportMeta = sampleMeta): Promise<{ pdf: Buffer; rows: number }> {
  const { sink, bytes } = memorySink();
  const result = await writeReport(layout, rows, meta, 'pdf', sink);
  expect(sink.writableFinished).toBe(true);
  return { pdf: bytes(), rows: result.rows };
}

/** The pages of pdftotext's output (it ends each page with a form feed). */
function pages(text: string): string[] {
  return text.split('\f').slice(0, -1);
}

/** The line that contains `label`, with its runs of spaces made one. */
function lineWith(text: string, label: string): string {
  const line = text.split('\n').find((candidate) => candidate.includes(label));
  if (line === undefined) throw new Error(`no line with ${label} in:\n${text}`);
  return line.trim().replace(/\s+/g, ' ');
}

describe('PDF writer', () => {
  it('a page header with the heading, the period, "Page 1 of 1", the printed time and the notes; the column labels; a first page with ink', async () => {
    const { pdf, rows } = await pdfOf(sampleLayout, streamOf(sampleRows));
    expect(rows).toBe(4);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(pages(text)).toHaveLength(1);
    expect(lineWith(text, 'March attendance & pay')).toBe('March attendance & pay Page 1 of 1');
    expect(lineWith(text, '02 Mar 2026 – 31 Mar 2026')).toBe('02 Mar 2026 – 31 Mar 2026 Printed 01 Apr 2026 08:05');
    expect(text).toContain('Combine overtime values');
    expect(text).toContain('Times in Africa/Johannesburg');
    expect(lineWith(text, 'Employee No')).toBe('Employee No Name Date In Worked Overtime Pay Attendance Last clocking');
    expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
  });

  it('group headers for both levels, the rows as printed, subtotals with row counts and the grand total', async () => {
    const text = await pdfText((await pdfOf(sampleLayout, streamOf(sampleRows))).pdf);
    const body = text.split('\n').map((line) => line.trim().replace(/\s+/g, ' ')).filter((line) => line !== '');
    const start = body.indexOf('Sales');
    expect(body.slice(start)).toEqual([
      'Sales',
      'E001 Ann Adams',
      'E001 Ann Adams 02 Mar 2026 08:00 8:00 0:30 150.10 100.00% 02 Mar 2026 17:30',
      'E001 Ann Adams 03 Mar 2026 08:15 7:45 0:00 150.20 96.88% 03 Mar 2026 17:00',
      'Total E001 Ann Adams (2 rows) 15:45 0:30 300.30',
      'E002 Bob Brown',
      'E002 Bob Brown 02 Mar 2026 0:00 -1:05 0.10 0.00%',
      'Total E002 Bob Brown (1 row) 0:00 -1:05 0.10',
      'Total Sales (3 rows) 15:45 -0:35 300.40',
      'Stores',
      'E003 Zoë Zulu',
      'E003 Zoë Zulu 02 Mar 2026 22:00 10:00 2:00 200.25 50.00% 03 Mar 2026 06:00',
      'Total E003 Zoë Zulu (1 row) 10:00 2:00 200.25',
      'Total Stores (1 row) 10:00 2:00 200.25',
      'Grand total (4 rows) 25:45 1:25 500.65',
    ]);
  });

  it('landscape or portrait A4 as the layout says', async () => {
    const mediaBox = (pdf: Buffer) => /\/MediaBox \[([^\]]+)\]/.exec(pdf.toString('latin1'))?.[1];
    expect(mediaBox((await pdfOf(sampleLayout, streamOf(sampleRows))).pdf)).toBe('0 0 841.89 595.28');
    expect(mediaBox((await pdfOf({ ...sampleLayout, orientation: 'portrait' }, streamOf(sampleRows))).pdf)).toBe('0 0 595.28 841.89');
  });

  it('many rows: every page has the header, "Page x of N" and the column labels; a page that breaks inside groups repeats their titles', async () => {
    const { pdf, rows } = await pdfOf(sampleLayout, manyRows(31 * 12));
    expect(rows).toBe(372);
    const all = pages(await pdfText(pdf));
    expect(all.length).toBeGreaterThan(3);
    all.forEach((page, index) => {
      expect(lineWith(page, 'March attendance & pay')).toBe(`March attendance & pay Page ${index + 1} of ${all.length}`);
      expect(lineWith(page, 'Employee No')).toBe('Employee No Name Date In Worked Overtime Pay Attendance Last clocking');
    });
    expect(all[1]).toMatch(/Department 0 \(continued\)/);
    expect(all.at(-1)).toContain('Total Department 1 (62 rows)');
    // Each employee's month: 31 × 480 + 90 minutes worked (480 + day % 7), 10 × 35 overtime, 31 × 1234.56 pay.
    expect(lineWith(all.at(-1)!, 'Grand total')).toBe('Grand total (372 rows) 2994:00 70:00 459256.32');
  });

  it('a value too wide for its column is cut with an ellipsis and never runs into the next one; a character Helvetica lacks prints as ?', async () => {
    const long = 'Maximilian Alexander Fitzgerald-Worthington of Somewhere Far Away';
    const rows: ReportRow[] = [{ groups: ['Łódź'], cells: { number: 'E7', name: long, date: '2026-03-09', worked: 60 } }];
    const text = await pdfText((await pdfOf({ ...sampleLayout, orientation: 'portrait' }, streamOf(rows))).pdf);
    const line = lineWith(text, 'Maximilian');
    expect(line).toMatch(/^E7 Maximilian \S.*… 09 Mar 2026 1:00$/);
    expect(line).not.toContain('Away');
    expect(text).toContain('?ód?');
  });

  it('no rows: the page header, the column labels and a grand total of 0 rows', async () => {
    const text = await pdfText((await pdfOf(sampleLayout, streamOf([]), { ...sampleMeta, heading: null })).pdf);
    expect(lineWith(text, 'Clocked Times')).toBe('Clocked Times Page 1 of 1');
    expect(lineWith(text, 'Grand total')).toBe('Grand total (0 rows) 0:00 0:00 0.00');
  });
});
