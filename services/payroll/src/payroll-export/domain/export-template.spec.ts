import { describe, expect, it } from 'vitest';
import { validateExportTemplate } from './export-template';

const base = () => ({
  id: '0b4f2a4e-5a5e-4c59-9a34-6f3f3a7e8a11',
  name: 'Test',
  version: 1,
  format: 'fixedWidth',
  granularity: 'employeePayCode',
  lineEnding: 'crlf',
  parameters: [{ type: 'CompanyCode', label: 'Company code', required: true }],
  header: [{ fields: [{ literal: 'H', width: 1 }, { source: 'from', width: 8, dateFormat: 'yyyyMMdd' }] }],
  detail: { fields: [{ source: 'employeeNumber', width: 6 }, { source: 'hours', width: 7, decimals: 2 }] },
  footer: [{ fields: [{ source: 'lineCount', width: 5 }] }],
});

/** The 400-style answer for a template changed by `change`. */
function refusal(change: (template: ReturnType<typeof base> & Record<string, unknown>) => void) {
  const template = base();
  change(template);
  const result = validateExportTemplate(template);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

describe('validateExportTemplate', () => {
  it('accepts a well-formed template and gives it back typed', () => {
    const result = validateExportTemplate(base());
    expect(result.ok).toBe(true);
    expect(result.ok && result.template.detail.fields[1]).toEqual({ source: 'hours', width: 7, decimals: 2 });
  });

  it('names an unknown field name', () => {
    const result = refusal((t) => (t.detail.fields[1] = { source: 'hourz', width: 7 } as never));
    expect(result.field).toBe('detail.fields[1].source');
    expect(result.message).toMatch(/^detail\.fields\[1\]\.source: unknown field name "hourz"/);
  });

  it('names a bad or missing width', () => {
    expect(refusal((t) => (t.detail.fields[0]!.width = 0)).field).toBe('detail.fields[0].width');
    expect(refusal((t) => (t.detail.fields[0]!.width = 2.5)).field).toBe('detail.fields[0].width');
    expect(refusal((t) => delete (t.detail.fields[0] as { width?: number }).width).message).toBe('detail.fields[0].width: must be a whole number from 1 to 1000');
  });

  it('names an unknown format, granularity and line ending', () => {
    expect(refusal((t) => (t.format = 'xml')).message).toBe('format: unknown format "xml" (known: csv, fixedWidth)');
    expect(refusal((t) => (t.granularity = 'perWeek')).field).toBe('granularity');
    expect(refusal((t) => (t.lineEnding = 'cr')).field).toBe('lineEnding');
  });

  it('names an unknown date format', () => {
    const result = refusal((t) => (t.header[0]!.fields[1]!.dateFormat = 'yyyy-QQ'));
    expect(result.field).toBe('header[0].fields[1].dateFormat');
    expect(result.message).toContain('unknown date format "yyyy-QQ"');
  });

  it('refuses line values outside the detail and totals outside the footer', () => {
    expect(refusal((t) => t.header[0]!.fields.push({ source: 'surname', width: 5 } as never)).message).toBe(
      'header[0].fields[2].source: surname is a detail line value, not usable in the header',
    );
    expect(refusal((t) => t.detail.fields.push({ source: 'totalAmount', width: 9 } as never)).message).toBe(
      'detail.fields[2].source: totalAmount is a total, known only at the end: footer only',
    );
  });

  it('refuses a parameter the template does not declare, in a field or a condition', () => {
    expect(refusal((t) => t.detail.fields.push({ parameter: 'BatchID', width: 3 } as never)).field).toBe('detail.fields[2].parameter');
    expect(refusal((t) => t.detail.fields.push({ source: 'hours', width: 5, when: { payCodeIn: ['Regular'] } } as never)).field).toBe('detail.fields[2].when.payCodeIn[0]');
  });

  it('refuses options that do not belong to the format or the source', () => {
    expect(refusal((t) => (t.detail.fields[0]!.decimals = 2)).message).toMatch(/^detail\.fields\[0\]\.decimals: only for hours/);
    expect(refusal((t) => (t.detail.fields[0] = { source: 'employeeNumber', width: 6, quote: 'always' } as never)).field).toBe('detail.fields[0].quote');
    const csv = refusal((t) => (t.format = 'csv'));
    expect(csv.field).toBe('header[0].fields[0].width');
    expect(refusal((t) => (t.detail.fields[0] = { source: 'employeeNumber', width: 6, pad: '00' } as never)).field).toBe('detail.fields[0].pad');
  });

  it('refuses a field with no value or two, an unknown property, a bad id and duplicate parameters', () => {
    expect(refusal((t) => (t.detail.fields[0] = { width: 6 } as never)).message).toBe('detail.fields[0]: needs exactly one of literal, source, parameter');
    expect(refusal((t) => (t.detail.fields[0] = { literal: 'x', source: 'surname', width: 6 } as never)).field).toBe('detail.fields[0]');
    expect(refusal((t) => (t.detail.fields[0] = { source: 'surname', width: 6, colour: 'red' } as never)).field).toBe('detail.fields[0].colour');
    expect(refusal((t) => (t.id = 'ABC')).field).toBe('id');
    expect(refusal((t) => t.parameters.push({ type: 'CompanyCode', label: 'again', required: false })).field).toBe('parameters[1].type');
  });

  it('refuses a field quoted always in a template that never quotes', () => {
    const result = validateExportTemplate({
      ...base(),
      format: 'csv',
      csv: { separator: '\t', quoting: 'none' },
      header: [],
      footer: [],
      detail: { fields: [{ source: 'employeeNumber' }, { source: 'surname', quote: 'always' }] },
    });
    expect(result).toEqual({ ok: false, field: 'detail.fields[1].quote', message: 'detail.fields[1].quote: the template does not quote (csv.quoting is none)' });
  });

  it('refuses a date on per-pay-code lines (they cover the whole range)', () => {
    expect(refusal((t) => t.detail.fields.push({ source: 'date', width: 8 } as never)).message).toBe('detail: the date field needs the employeeDayPayCode granularity');
  });
});
