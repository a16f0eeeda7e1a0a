import { describe, expect, it } from 'vitest';
import { validateExportTemplate, type ExportTemplate } from './export-template';
import { ExportRunError, ExportWriter, missingTemplateParameters, renderExport, renderExportLines, type ExportLine, type ExportRun } from './render-export';

function template(overrides: Record<string, unknown>): ExportTemplate {
  const result = validateExportTemplate({
    id: '0b4f2a4e-5a5e-4c59-9a34-6f3f3a7e8a11',
    name: 'Test',
    version: 1,
    format: 'csv',
    granularity: 'employeePayCode',
    lineEnding: 'lf',
    detail: { fields: [{ source: 'employeeNumber' }, { source: 'payCode' }, { source: 'hours' }, { source: 'amount' }] },
    ...overrides,
  });
  if (!result.ok) throw new Error(result.message);
  return result.template;
}

const line = (employeeNumber: string, payCode: string, minutes: number, amount: number, extra: Partial<ExportLine> = {}): ExportLine => ({
  employeeNumber,
  firstName: 'Ann',
  surname: 'Lee',
  payCode,
  payCodeName: payCode,
  minutes,
  amount,
  hourlyRate: 10,
  multiplier: 1,
  ...extra,
});

const run = (lines: Iterable<ExportLine>, parameters: Record<string, string> = {}): ExportRun => ({
  payroll: { name: 'Weekly', number: 7, exportFileVersion: 1, parameters },
  from: '2026-11-02',
  to: '2026-11-08',
  createdAt: '2026-11-09T07:30:05Z',
  lines,
});

describe('renderExport: numbers', () => {
  it('turns minutes into hours rounded half away from zero to the decimals', () => {
    const t = template({ detail: { fields: [{ source: 'hours' }, { source: 'hours', decimals: 0 }, { source: 'hours', decimals: 3 }, { source: 'hoursMinutes' }] } });
    const hours = (minutes: number) => renderExport(t, run([line('1', 'NT', minutes, 0)])).trim();
    expect(hours(25)).toBe('0.42,0,0.417,0:25');
    expect(hours(20)).toBe('0.33,0,0.333,0:20');
    expect(hours(30)).toBe('0.50,1,0.500,0:30');
    expect(hours(90)).toBe('1.50,2,1.500,1:30');
    expect(hours(-30)).toBe('-0.50,-1,-0.500,-0:30');
    expect(hours(487)).toBe('8.12,8,8.117,8:07');
  });

  it('writes amounts in cents, half away from zero, and adds them up per pay code before formatting', () => {
    const t = template({ detail: { fields: [{ source: 'amount' }, { source: 'amount', decimals: 0 }, { source: 'amount', impliedDecimal: true }] } });
    expect(renderExport(t, run([line('1', 'NT', 60, 1.005)]))).toBe('1.01,1,101\n');
    expect(renderExport(t, run([line('1', 'NT', 60, 0.1), line('1', 'NT', 60, 0.2)]))).toBe('0.30,0,030\n');
    expect(renderExport(t, run([line('1', 'UNPD', 480, 0)]))).toBe('0.00,0,000\n');
  });

  it('footer totals: line count, minutes, total hours and amount as the sum of the lines written', () => {
    const t = template({ footer: [{ fields: [{ source: 'lineCount' }, { source: 'totalMinutes' }, { source: 'totalHours' }, { source: 'totalAmount' }] }] });
    const file = renderExport(t, run([line('1', 'A', 20, 1), line('1', 'B', 20, 2), line('2', 'A', 20, 3.333)]));
    // Three lines of 0.33 hours: the trailer says 0.99, what an importer adding the lines finds (60 minutes would be 1.00).
    expect(file.split('\n').at(-2)).toBe('3,60,0.99,6.33');
  });
});

describe('renderExport: CSV', () => {
  it('quotes a name with a comma and quotes, and always-quoted fields, with the template line ending', () => {
    const t = template({
      lineEnding: 'crlf',
      detail: { fields: [{ source: 'surnameFirst' }, { source: 'payCode', quote: 'always' }, { source: 'employeeNumber' }] },
    });
    expect(renderExport(t, run([line('1', 'NT', 60, 0, { surname: 'O\'Brien, "Jr"' })]))).toBe('"O\'Brien, ""Jr"", Ann","NT",1\r\n');
  });

  it('without quoting (IIF) separators and line breaks in values become spaces', () => {
    const t = template({ csv: { separator: '\t', quoting: 'none' }, detail: { fields: [{ source: 'surname' }, { source: 'payCode' }] } });
    expect(renderExport(t, run([line('1', 'NT', 60, 0, { surname: 'A\t"B"\r\nC' })]))).toBe('A "B"  C\tNT\n');
  });

  it('renders run values and parameters in the header, dates in the template format', () => {
    const t = template({
      parameters: [{ type: 'CompanyCode', label: 'Company', required: true }],
      header: [{ fields: [{ parameter: 'CompanyCode' }, { source: 'payrollNumber' }, { source: 'from', dateFormat: 'dd/MM/yyyy' }, { source: 'createdAt', dateFormat: "yyyyMMdd'T'HHmm" }] }],
    });
    expect(renderExport(t, run([], { CompanyCode: 'ABC' }))).toBe('ABC,7,02/11/2026,20261109T0730\n');
  });
});

describe('renderExport: fixed width', () => {
  const t = template({
    format: 'fixedWidth',
    detail: {
      fields: [
        { source: 'surname', width: 8 },
        { source: 'employeeNumber', width: 4, align: 'right', pad: '0' },
        { source: 'hours', width: 7, pad: '0' },
        { source: 'amount', width: 6 },
      ],
    },
  });

  it('pads, justifies and truncates a long name', () => {
    expect(renderExport(t, run([line('12', 'NT', 90, 15, { surname: 'Wolfeschlegelstein' })]))).toBe('Wolfesch00120001.50 15.00\n');
    expect(renderExport(t, run([line('12', 'NT', -90, -1.5, { surname: 'Li' })]))).toBe('Li      0012-001.50 -1.50\n');
  });

  it('refuses a number that does not fit rather than cutting it', () => {
    expect(() => renderExport(t, run([line('1', 'NT', 60, 1_000_000)]))).toThrow(new ExportRunError('amount: 1000000.00 does not fit in 6 characters'));
  });
});

describe('renderExport: lines and grouping', () => {
  it('adds up one line per employee and pay code, ordered by pay code', () => {
    const lines = [line('1', 'OT', 30, 5, { date: '2026-11-03' }), line('1', 'NT', 480, 80, { date: '2026-11-02' }), line('1', 'NT', 480, 80, { date: '2026-11-03' }), line('2', 'NT', 60, 10)];
    expect(renderExport(template({}), run(lines))).toBe('1,NT,16.00,160.00\n1,OT,0.50,5.00\n2,NT,1.00,10.00\n');
  });

  it('per day: one line per employee, day and pay code, in date order; a line without a date is refused', () => {
    const t = template({ granularity: 'employeeDayPayCode', detail: { fields: [{ source: 'date' }, { source: 'payCode' }, { source: 'minutes' }] } });
    const lines = [line('1', 'OT', 30, 5, { date: '2026-11-03' }), line('1', 'NT', 480, 80, { date: '2026-11-03' }), line('1', 'NT', 480, 80, { date: '2026-11-02' })];
    expect(renderExport(t, run(lines))).toBe('2026-11-02,NT,480\n2026-11-03,NT,480\n2026-11-03,OT,30\n');
    expect(() => renderExport(t, run([line('1', 'NT', 1, 0)]))).toThrow(/exports per day and the line has no date/);
  });

  it('fills conditional columns only for the pay codes their parameters list', () => {
    const t = template({
      parameters: [
        { type: 'Regular', label: 'Regular', required: true },
        { type: 'Overtime', label: 'Overtime', required: false },
      ],
      detail: {
        fields: [
          { source: 'payCode' },
          { source: 'hours', when: { payCodeIn: ['Regular'] } },
          { source: 'hours', when: { payCodeIn: ['Overtime'] } },
          { source: 'hours', when: { payCodeNotIn: ['Regular', 'Overtime'] } },
        ],
      },
    });
    const lines = [line('1', 'NT', 60, 0), line('1', 'OT1', 60, 0), line('1', 'OT2', 60, 0), line('1', 'SICK', 60, 0)];
    expect(renderExport(t, run(lines, { Regular: 'NT', Overtime: 'OT1|OT2' }))).toBe('NT,1.00,,\nOT1,,1.00,\nOT2,,1.00,\nSICK,,,1.00\n');
  });

  it('refuses a run whose payroll lacks a required parameter, naming it', () => {
    const t = template({ parameters: [{ type: 'CompanyCode', label: 'Company', required: true }, { type: 'BatchID', label: 'Batch', required: false }] });
    expect(missingTemplateParameters(t, { BatchID: '1' })).toEqual(['CompanyCode']);
    expect(missingTemplateParameters(t, { CompanyCode: 'A' })).toEqual([]);
    expect(() => renderExport(t, run([], { CompanyCode: ' ' }))).toThrow(new ExportRunError("the payroll's parameters lack CompanyCode, which Test needs"));
  });

  it('refuses a line with minutes not whole or a number that is not one', () => {
    expect(() => renderExport(template({}), run([line('1', 'NT', 1.5, 0)]))).toThrow(/minutes must be whole/);
    expect(() => renderExport(template({}), run([line('1', 'NT', 60, Number.NaN)]))).toThrow(/amount, hourlyRate and multiplier must be numbers/);
  });

  it('refuses lines not ordered by employee', () => {
    expect(() => renderExport(template({}), run([line('1', 'NT', 1, 0), line('2', 'NT', 1, 0), line('1', 'OT', 1, 0)]))).toThrow(/ordered by employee: 1 appears again/);
  });
});

describe('renderExportLines: streaming', () => {
  it("yields the header before reading any line and an employee's lines together as soon as the next employee starts", () => {
    const read: string[] = [];
    function* source(): Generator<ExportLine> {
      for (const l of [line('1', 'NT', 60, 10), line('1', 'OT', 30, 7.5), line('2', 'NT', 60, 10)]) {
        read.push(`${l.employeeNumber}/${l.payCode}`);
        yield l;
      }
    }
    const t = template({ header: [{ fields: [{ literal: 'H' }] }], footer: [{ fields: [{ source: 'lineCount' }] }] });
    const lines = renderExportLines(t, run(source()));
    expect(lines.next().value).toBe('H\n');
    expect(read).toEqual([]);
    expect(lines.next().value).toBe('1,NT,1.00,10.00\n1,OT,0.50,7.50\n');
    expect(read).toEqual(['1/NT', '1/OT', '2/NT']);
    expect([...lines]).toEqual(['2,NT,1.00,10.00\n', '3\n']);
  });

  it('the writer can be fed by hand (rows from a database cursor) and gives the same file', () => {
    const t = template({ footer: [{ fields: [{ source: 'totalAmount' }] }] });
    const lines = [line('1', 'NT', 60, 10), line('2', 'NT', 30, 5)];
    const writer = new ExportWriter(t, run([]));
    const out = [...writer.begin(), ...lines.flatMap((l) => writer.push(l)), ...writer.end()];
    expect(out.join('')).toBe(renderExport(t, run(lines)));
  });
});
