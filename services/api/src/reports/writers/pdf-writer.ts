import PDFDocument from 'pdfkit';
import type { ReportCellType, ReportColumn, ReportLayout, ReportRow } from '../domain/report';
import type { ReportMeta } from './index';
import { formatCell, formatDayTime, formatRange, grandTotalLabel, labelColumn, notesOf, NUMBER_TYPES, subtotalLabel } from './report-cells';
import { walkReport, type ReportTotals } from './report-sections';
import { SinkWriter } from './report-sink';

/**
 * The PDF writer (docs/reports.md "Writers"). pdfkit makes the document (pages, fonts, compression,
 * cross-reference table) and streams each page out as soon as the next one starts; the rows are
 * written as raw text operators, one content write per line, with widths from the font's metrics
 * table: pdfkit's own `text()` lays out every call through its line wrapper, which is what makes
 * table libraries on top of it take minutes for thousands of rows.
 *
 * "Page x of y" without holding the pages until y is known: every page draws the same form
 * XObject where y goes, and that XObject's content (the page count) is written at the end.
 */

const MARGIN = 28;
const BODY_SIZE = 8;
const LINE = 11;
const PAD = 3;
const GROUP_INDENT = 8;
/** Space between a total's rule and its text, and after it. */
const TOTAL_GAP = 2;
const HEADING_SIZE = 12;
const RANGE_SIZE = 9;

/** Relative widths of the column types when a column gives none. */
const TYPE_WIDTH: Record<ReportCellType, number> = {
  text: 3,
  integer: 1,
  decimal: 1.2,
  money: 1.4,
  minutes: 1.1,
  date: 1.6,
  time: 1,
  dateTime: 2.4,
  percent: 1.2,
};

/**
 * The 27 characters WinAnsiEncoding (the standard fonts' encoding) puts in 0x80–0x9F; with
 * Latin-1 (0x20–0x7E, 0xA0–0xFF) they are all that Helvetica can show without embedding a font.
 */
const WIN_ANSI_EXTRA: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
  0x02c6: 0x88, 0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91,
  0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98,
  0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9d, 0x0178: 0x9f,
};
const QUESTION = 0x3f;
const ELLIPSIS = 0x85;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The byte a character has in WinAnsiEncoding; a character the font cannot show becomes '?', a control character a space. */
function winAnsiByte(code: number): number {
  if (code < 0x20) return 0x20;
  if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[code] ?? QUESTION;
}

/** The part of pdfkit's font object the writer uses (pdfkit is pinned; these are its StandardFont's members). */
interface PdfkitFont {
  id: string;
  ascender: number;
  ref(): PDFKit.PDFKitReference;
  widthOfString(text: string, size: number): number;
}

/** A standard font with its widths by WinAnsi byte, in thousandths of the font size. */
class Face {
  readonly id: string;
  readonly ref: PDFKit.PDFKitReference;
  readonly ascender: number;
  readonly widths = new Float64Array(256);

  constructor(font: PdfkitFont) {
    this.id = font.id;
    this.ref = font.ref();
    this.ascender = font.ascender;
    for (let byte = 0x20; byte < 256; byte++) {
      const char = byte >= 0x80 && byte < 0xa0 ? charOfExtra(byte) : String.fromCharCode(byte);
      if (char !== null) this.widths[byte] = font.widthOfString(char, 1000);
    }
  }

  /**
   * The text as a hex string for `Tj`, cut with an ellipsis to fit `maxWidth` points at `size`
   * (a row is one line: a value never runs into the next column).
   */
  fit(text: string, size: number, maxWidth: number): { hex: string; width: number } {
    const limit = (maxWidth * 1000) / size;
    const bytes: number[] = [];
    const ends: number[] = [];
    let width = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // A character outside the Basic Multilingual Plane is two UTF-16 units but one '?'.
      if (code >= 0xd800 && code <= 0xdbff) i++;
      const byte = winAnsiByte(code);
      bytes.push(byte);
      width += this.widths[byte]!;
      ends.push(width);
    }
    let count = bytes.length;
    if (width > limit) {
      const room = limit - this.widths[ELLIPSIS]!;
      count = 0;
      while (count < bytes.length && ends[count]! <= room) count++;
      width = count > 0 ? ends[count - 1]! : 0;
      if (room >= 0) {
        bytes[count] = ELLIPSIS;
        width += this.widths[ELLIPSIS]!;
        count++;
      }
    }
    let hex = '';
    for (let i = 0; i < count; i++) hex += HEX[bytes[i]!];
    return { hex, width: (width * size) / 1000 };
  }
}

function charOfExtra(byte: number): string | null {
  for (const [code, value] of Object.entries(WIN_ANSI_EXTRA)) if (value === byte) return String.fromCharCode(Number(code));
  return null;
}

function n(value: number): string {
  return value.toFixed(2);
}

interface PdfColumn {
  column: ReportColumn;
  left: number;
  right: number;
  numeric: boolean;
}

export async function writePdf(layout: ReportLayout, rows: AsyncIterable<ReportRow>, meta: ReportMeta, sink: NodeJS.WritableStream): Promise<number> {
  const out = new SinkWriter(sink);
  const doc = new PDFDocument({
    size: 'A4',
    layout: layout.orientation,
    margin: MARGIN,
    autoFirstPage: false,
    compress: true,
    info: { Title: meta.heading ?? meta.title, Creator: 'TNA reports' },
  });
  doc.on('data', (chunk: Uint8Array) => out.write(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.once('end', resolve);
    doc.once('error', reject);
  });
  const face = (name: string) => new Face((doc.font(name) as unknown as { _font: PdfkitFont })._font);
  const bold = face('Helvetica-Bold');
  const regular = face('Helvetica');

  // Filled in at the end with the number of pages; every page's header draws it after "of".
  const pageCount = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [-2, -4, 200, 20], Resources: { Font: { [regular.id]: regular.ref } } });

  let pageWidth = 0;
  let bottom = 0;
  let columns: PdfColumn[] = [];
  let page = 0;
  let y = 0;
  let content: string[] = [];
  const openGroups: string[] = [];
  const labelIndex = labelColumn(layout.columns);
  const firstTotal = layout.columns.findIndex((column) => column.total);

  /** Text with its top at `top` (pdfkit's page space runs down from the top-left corner). */
  const text = (f: Face, size: number, x: number, top: number, hex: string) => {
    const baseline = top + (f.ascender * size) / 1000;
    content.push(`/${f.id} ${size} Tf 1 0 0 -1 ${n(x)} ${n(baseline)} Tm <${hex}> Tj`);
  };
  const cell = (f: Face, size: number, value: string, left: number, right: number, alignRight: boolean, top: number) => {
    if (value === '' || right - left <= 2 * PAD) return;
    const fitted = f.fit(value, size, right - left - 2 * PAD);
    text(f, size, alignRight ? right - PAD - fitted.width : left + PAD, top, fitted.hex);
  };
  const flushText = () => {
    if (content.length === 0) return;
    doc.addContent(`BT\n${content.join('\n')}\nET`);
    content = [];
  };
  const rule = (left: number, right: number, at: number, width: number) => {
    flushText();
    doc.addContent(`${n(width)} w 0.45 G ${n(left)} ${n(at)} m ${n(right)} ${n(at)} l S`);
  };

  const pageHeader = () => {
    const right = pageWidth - MARGIN;
    const pageLabel = regular.fit(`Page ${page} of `, BODY_SIZE, 200);
    const pageLeft = right - regular.fit('Page 00000 of 00000', BODY_SIZE, 200).width;
    const heading = bold.fit(meta.heading ?? meta.title, HEADING_SIZE, pageLeft - MARGIN - 12);
    text(bold, HEADING_SIZE, MARGIN, MARGIN, heading.hex);
    text(regular, BODY_SIZE, pageLeft, MARGIN + 2, pageLabel.hex);
    flushText();
    doc.page.xobjects.PageCount = pageCount;
    doc.addContent(`q 1 0 0 1 ${n(pageLeft + pageLabel.width)} ${n(MARGIN + 2)} cm /PageCount Do Q`);

    let top = MARGIN + HEADING_SIZE + 5;
    cell(regular, RANGE_SIZE, formatRange(meta.from, meta.to), MARGIN - PAD, pageLeft, false, top);
    cell(regular, BODY_SIZE, `Printed ${formatDayTime(meta.generatedAt)}`, pageLeft - 60, right + PAD, true, top + 1);
    top += RANGE_SIZE + 4;
    for (const note of notesOf(layout, meta)) {
      cell(regular, BODY_SIZE, note, MARGIN - PAD, right + PAD, false, top);
      top += LINE - 1;
    }
    top += 4;
    for (const c of columns) cell(bold, BODY_SIZE, c.column.label, c.left, c.right, c.numeric, top);
    rule(MARGIN, right, top + LINE - 1, 0.8);
    y = top + LINE + 2;
  };

  const newPage = async () => {
    flushText();
    doc.addPage();
    page++;
    if (page === 1) {
      pageWidth = doc.page.width;
      bottom = doc.page.height - MARGIN;
      columns = placeColumns(layout.columns, pageWidth - 2 * MARGIN);
    }
    doc.page.fonts[regular.id] = regular.ref;
    doc.page.fonts[bold.id] = bold.ref;
    pageHeader();
    // The previous page went to the sink when this one began: wait if the sink is behind.
    await out.drained();
  };

  /** Makes room for `height` points; a page that breaks inside groups repeats their titles. */
  const room = async (height: number) => {
    if (y + height <= bottom) return;
    await newPage();
    openGroups.forEach((title, level) => {
      if (title !== '') groupLine(level, `${title} (continued)`);
    });
  };
  const groupLine = (level: number, title: string) => {
    cell(bold, BODY_SIZE, title, MARGIN + level * GROUP_INDENT, pageWidth - MARGIN, false, y);
    y += LINE;
  };
  const totalLine = async (label: string, totals: ReportTotals, weight: number) => {
    await room(LINE + 2 * TOTAL_GAP);
    const left = firstTotal >= 0 ? columns[firstTotal]!.left : MARGIN;
    rule(labelIndex === 0 ? MARGIN : left, pageWidth - MARGIN, y, weight);
    const top = y + TOTAL_GAP;
    if (labelIndex === 0) cell(bold, BODY_SIZE, label, MARGIN, firstTotal > 0 ? left : pageWidth - MARGIN, false, top);
    for (const c of columns) {
      if (c.column.total) cell(bold, BODY_SIZE, formatCell(c.column.type, totals.sums[c.column.key] ?? null, 'print'), c.left, c.right, true, top);
    }
    y = top + LINE + TOTAL_GAP;
  };

  await newPage();
  const count = await walkReport(layout, rows, {
    groupHeader: async (level, title) => {
      await room(2 * LINE);
      openGroups.length = level;
      openGroups[level] = title;
      groupLine(level, title);
    },
    row: async (row) => {
      await room(LINE);
      for (const c of columns) cell(regular, BODY_SIZE, formatCell(c.column.type, row.cells[c.column.key] ?? null, 'print'), c.left, c.right, c.numeric, y);
      flushText();
      y += LINE;
    },
    subtotal: async (level, title, totals) => {
      await totalLine(subtotalLabel(title, totals.rows), totals, 0.4);
      openGroups.length = level;
    },
    grandTotal: (totals) => totalLine(grandTotalLabel(totals.rows), totals, 1),
  });
  flushText();

  const digits = regular.fit(String(page), BODY_SIZE, 200);
  pageCount.end(`BT /${regular.id} ${BODY_SIZE} Tf 1 0 0 -1 0 ${n((regular.ascender * BODY_SIZE) / 1000)} Tm <${digits.hex}> Tj ET`);
  doc.end();
  await ended;
  await out.end();
  return count;
}

function placeColumns(columns: readonly ReportColumn[], tableWidth: number): PdfColumn[] {
  const weights = columns.map((column) => (column.width && column.width > 0 ? column.width : TYPE_WIDTH[column.type]));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  let left = MARGIN;
  return columns.map((column, index) => {
    const width = (weights[index]! / sum) * tableWidth;
    const placed = { column, left, right: left + width, numeric: NUMBER_TYPES.has(column.type) };
    left += width;
    return placed;
  });
}
