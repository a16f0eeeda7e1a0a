import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportLayout, ReportRow } from '../domain/report';
import type { ReportMeta } from './index';

/**
 * What the writers' specs share: a small report with two group levels and totals, sinks, and
 * readers for the files made (the PDF through poppler's pdftotext and pdftoppm, the workbook
 * through exceljs), so a spec checks what a person opening the file would see.
 */

export const sampleLayout: ReportLayout = {
  title: 'Clocked Times',
  orientation: 'landscape',
  notes: ['Combine overtime values'],
  columns: [
    { key: 'number', label: 'Employee No', type: 'text', width: 1.5 },
    { key: 'name', label: 'Name', type: 'text', width: 2.5 },
    { key: 'date', label: 'Date', type: 'date' },
    { key: 'in', label: 'In', type: 'time' },
    { key: 'worked', label: 'Worked', type: 'minutes', total: true },
    { key: 'overtime', label: 'Overtime', type: 'minutes', total: true },
    { key: 'pay', label: 'Pay', type: 'money', total: true },
    { key: 'rate', label: 'Attendance', type: 'percent' },
    { key: 'clocked', label: 'Last clocking', type: 'dateTime' },
  ],
};

export const sampleMeta: ReportMeta = {
  title: 'Clocked Times',
  heading: 'March attendance & pay',
  from: '2026-03-02',
  to: '2026-03-31',
  generatedAt: '2026-04-01T08:05:00+02:00',
  timeZoneNote: 'Times in Africa/Johannesburg',
};

/**
 * Sales (Ann Adams: 2 rows, Bob Brown: 1 row with a negative overtime) and Stores (Zoë Zulu: 1
 * row whose pay comes as PostgreSQL's numeric string). Totals: Ann 15:45, 0:30, 300.30; Bob 0:00,
 * -1:05, 0.10; Sales 15:45, -0:35, 300.40; Zoë and Stores 10:00, 2:00, 200.25; all 25:45, 1:25, 500.65.
 */
export const sampleRows: ReportRow[] = [
  row(['Sales', 'E001 Ann Adams'], { number: 'E001', name: 'Ann Adams', date: '2026-03-02', in: '08:00', worked: 480, overtime: 30, pay: 150.1, rate: 100, clocked: '2026-03-02 17:30' }),
  row(['Sales', 'E001 Ann Adams'], { number: 'E001', name: 'Ann Adams', date: '2026-03-03', in: '08:15', worked: 465, overtime: 0, pay: 150.2, rate: 96.88, clocked: '2026-03-03 17:00' }),
  row(['Sales', 'E002 Bob Brown'], { number: 'E002', name: 'Bob\tBrown', date: '2026-03-02', in: null, worked: 0, overtime: -65, pay: 0.1, rate: 0, clocked: null }),
  row(['Stores', 'E003 Zoë Zulu'], { number: 'E003', name: 'Zoë Zulu', date: '2026-03-02', in: '22:00', worked: 600, overtime: 120, pay: '200.25', rate: 50, clocked: '2026-03-03 06:00' }),
];

function row(groups: string[], cells: ReportRow['cells']): ReportRow {
  return { groups, cells };
}

export async function* streamOf(rows: Iterable<ReportRow>): AsyncGenerator<ReportRow> {
  yield* rows;
}

/** `count` rows of a month's report: 31 days for each employee, ten employees to a department. */
export async function* manyRows(count: number): AsyncGenerator<ReportRow> {
  for (let index = 0; index < count; index++) {
    const employee = Math.floor(index / 31);
    const day = (index % 31) + 1;
    const number = `E${String(employee).padStart(5, '0')}`;
    yield row([`Department ${Math.floor(employee / 10)}`, `${number} Employee ${employee}`], {
      number,
      name: `Employee ${employee}`,
      date: `2026-03-${String(day).padStart(2, '0')}`,
      in: '07:58',
      worked: 480 + (day % 7),
      overtime: day % 3 === 0 ? 35 : 0,
      pay: 1234.56,
      rate: 100,
      clocked: `2026-03-${String(day).padStart(2, '0')} 17:03`,
    });
  }
}

/** A sink that keeps what it is given; `bytes()` once the writer has finished. */
export function memorySink(): { sink: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

/** A sink that only counts the bytes it is given. */
export function nullSink(): { sink: Writable; size: () => number } {
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done();
    },
  });
  return { sink, size: () => size };
}

/** Runs a poppler tool with the PDF on its standard input ('-' in `args`) and answers its standard output. */
function poppler(command: string, args: string[], pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} exited ${code}: ${Buffer.concat(err).toString()}`))));
    child.stdin.end(pdf);
  });
}

/** The PDF's text as `pdftotext -layout` lays it out, pages separated by form feeds. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await poppler('pdftotext', ['-layout', '-', '-'], pdf)).toString('utf8');
}

/** The first page rendered in grey at 50 dpi has ink: more than 500 pixels darker than mid-grey. */
export async function pdfFirstPageIsNotBlank(pdf: Buffer): Promise<boolean> {
  // Without an output name pdftoppm -gray writes a binary PGM to its standard output:
  // "P5\n<width> <height>\n<maxval>\n" and a byte per pixel.
  const pgm = await poppler('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-'], pdf);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PGM');
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const pixel of pixels) if (pixel < 128) dark++;
  return dark > 500;
}

/** The workbook's only sheet, read back with exceljs. */
export async function readSheet(xlsx: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  if (workbook.worksheets.length !== 1) throw new Error(`expected one sheet, found ${workbook.worksheets.length}`);
  return workbook.worksheets[0]!;
}
