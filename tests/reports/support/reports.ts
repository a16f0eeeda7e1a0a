import ExcelJS from 'exceljs';
import type { Job, ReportFile } from '@tna/contracts';
import type { ApiClient } from '../../support/api-client';
import { jobEnded } from '../../support/jobs';

// The PDF as a person sees it, read the same way as the writers' own specs read theirs.
export { pdfFirstPageIsNotBlank, pdfText } from '../../../services/api/src/reports/writers/writers.spec-support';

/** What a finished report gives its user: the job as GetJob reads it, and the downloaded file. */
export interface GeneratedReport {
  job: Job;
  file: Buffer;
  headers: Headers;
}

/** The download with `client`'s session, as the console fetches it: status, body and headers. */
export async function downloadReport(client: ApiClient, url: string): Promise<{ status: number; body: Buffer; headers: Headers }> {
  const response = await fetch(new URL(url, client.baseUrl), { headers: client.token ? { Token: client.token } : {} });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/** Starts a report with `call`, waits for its job to succeed and downloads the file with the same Token. */
export async function generateReport(client: ApiClient, call: string, body: Record<string, unknown>, timeoutMs = 60_000): Promise<GeneratedReport> {
  const { jobID } = await client.ok<{ jobID: string }>(call, body);
  const job = await jobEnded(client, jobID, timeoutMs);
  if (job.state !== 'succeeded') throw new Error(`${call} ended ${job.state}: ${JSON.stringify(job)}`);
  const result = job.result as ReportFile;
  const download = await downloadReport(client, result.downloadUrl);
  if (download.status !== 200) throw new Error(`${result.downloadUrl} answered ${download.status}: ${download.body.toString('utf8')}`);
  return { job, file: download.body, headers: download.headers };
}

/**
 * A cell as a reader compares it: numbers and strings as they are; a duration ([h]:mm) as its
 * whole minutes; a time of day 'HH:mm'; a date 'YYYY-MM-DD'; a date-time 'YYYY-MM-DD HH:mm'.
 */
export type SheetCell = string | number | boolean | null;

/** Excel's day zero: serial 0 is 1899-12-30, which exceljs hands out as that date. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function cellValue(cell: ExcelJS.Cell): SheetCell {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    if ((cell.numFmt ?? '').startsWith('[')) return Math.round((value.getTime() - EXCEL_EPOCH) / 60_000);
    if (value.getTime() - EXCEL_EPOCH < 86_400_000) return iso.slice(11, 16);
    return iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return (value.result as SheetCell) ?? null;
    if ('text' in value) return String(value.text);
    return JSON.stringify(value);
  }
  return value;
}

/** The first sheet of an .xlsx as rows of cell values (row 1 the first), trailing empty cells dropped. */
export async function readSheet(file: Buffer): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(cellValue(row.getCell(column)));
    }
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/** The first sheet's frozen rows (ySplit of its frozen view), to check the header stays in view. */
export async function frozenRows(file: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const view = workbook.worksheets[0].views.find((v) => v.state === 'frozen') as { ySplit?: number } | undefined;
  return view?.ySplit ?? 0;
}

