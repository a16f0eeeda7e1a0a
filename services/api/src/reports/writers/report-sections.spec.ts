import { describe, expect, it } from 'vitest';
import type { ReportLayout, ReportRow } from '../domain/report';
import { walkReport, type ReportSections } from './report-sections';
import { sampleLayout, sampleRows, streamOf } from './writers.spec-support';

/** The sections a writer is asked to print, as lines a person could read off the report. */
async function sectionsOf(layout: ReportLayout, rows: ReportRow[]): Promise<{ lines: string[]; count: number }> {
  const lines: string[] = [];
  const sums = (values: Record<string, number>) => Object.entries(values).map(([key, value]) => `${key}=${Math.round(value * 100) / 100}`).join(' ');
  const sections: ReportSections = {
    groupHeader: (level, title) => void lines.push(`${'  '.repeat(level)}[${title}]`),
    row: (row) => void lines.push(`${'  '.repeat(row.groups.length)}${String(row.cells['name'])}`),
    subtotal: (level, title, totals) => void lines.push(`${'  '.repeat(level)}total ${title}: ${totals.rows} ${sums(totals.sums)}`),
    grandTotal: (totals) => void lines.push(`grand: ${totals.rows} ${sums(totals.sums)}`),
  };
  const count = await walkReport(layout, streamOf(rows), sections);
  return { lines, count };
}

describe('walkReport', () => {
  it('opens and closes two levels of groups in order, with subtotals of the total columns and the row counts', async () => {
    const { lines, count } = await sectionsOf(sampleLayout, sampleRows);
    expect(count).toBe(4);
    expect(lines).toEqual([
      '[Sales]',
      '  [E001 Ann Adams]',
      '    Ann Adams',
      '    Ann Adams',
      '  total E001 Ann Adams: 2 worked=945 overtime=30 pay=300.3',
      '  [E002 Bob Brown]',
      '    Bob\tBrown',
      '  total E002 Bob Brown: 1 worked=0 overtime=-65 pay=0.1',
      'total Sales: 3 worked=945 overtime=-35 pay=300.4',
      '[Stores]',
      '  [E003 Zoë Zulu]',
      '    Zoë Zulu',
      '  total E003 Zoë Zulu: 1 worked=600 overtime=120 pay=200.25',
      'total Stores: 1 worked=600 overtime=120 pay=200.25',
      'grand: 4 worked=1545 overtime=85 pay=500.65',
    ]);
  });

  it('a group with an empty title has neither header nor subtotal; an inner group of the same title under a new outer group is a new group', async () => {
    const layout: ReportLayout = { title: 'T', orientation: 'portrait', columns: [{ key: 'name', label: 'Name', type: 'text' }, { key: 'n', label: 'N', type: 'integer', total: true }] };
    const rows: ReportRow[] = [
      { groups: ['', 'Day shift'], cells: { name: 'a', n: 1 } },
      { groups: ['', 'Day shift'], cells: { name: 'b', n: '2' } },
      { groups: ['', 'Night shift'], cells: { name: 'c', n: null } },
      { groups: ['North', 'Night shift'], cells: { name: 'd', n: 4 } },
    ];
    const { lines } = await sectionsOf(layout, rows);
    expect(lines).toEqual([
      '  [Day shift]',
      '    a',
      '    b',
      '  total Day shift: 2 n=3',
      '  [Night shift]',
      '    c',
      '  total Night shift: 1 n=0',
      '[North]',
      '  [Night shift]',
      '    d',
      '  total Night shift: 1 n=4',
      'total North: 1 n=4',
      'grand: 4 n=7',
    ]);
  });

  it('rows without groups and no rows at all still end with the grand total', async () => {
    const layout: ReportLayout = { title: 'T', orientation: 'portrait', columns: [{ key: 'name', label: 'Name', type: 'text' }] };
    expect((await sectionsOf(layout, [{ groups: [], cells: { name: 'a' } }])).lines).toEqual(['a', 'grand: 1 ']);
    expect(await sectionsOf(layout, [])).toEqual({ lines: ['grand: 0 '], count: 0 });
  });
});
