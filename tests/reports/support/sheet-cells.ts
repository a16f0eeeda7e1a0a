import ExcelJS from 'exceljs';

/** Excel's day zero: serial 0 is 1899-12-30, which exceljs hands out as that date. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A cell as its reader sees it: durations ([h]:mm) as whole minutes, times as 'HH:mm', dates as 'YYYY-MM-DD', date-times as 'YYYY-MM-DD HH:mm'. */
export type ExactCell = string | number | boolean | null;

function exact(cell: ExcelJS.Cell): ExactCell {
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
    if ('result' in value) return (value.result as ExactCell) ?? null;
    return JSON.stringify(value);
  }
  return value;
}

/**
 * The first sheet of an .xlsx as rows of exact cells (trailing empty cells dropped): unlike
 * readSheet, a duration comes back as its minutes and a date-time keeps its time, so a report's
 * minutes, times and instants are checked cell by cell.
 */
export async function readSheetExactly(file: Buffer): Promise<ExactCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: ExactCell[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: true }, (row, number) => {
    const cells: ExactCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(exact(row.getCell(column)));
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}
