import { describe, expect, it } from 'vitest';
import { sheetName } from './excel-writer';
import { formatCell, formatDay, formatDayTime, formatMinutes, formatRange } from './report-cells';

describe('report cells as text', () => {
  it('minutes as h:mm with hours past 24 and a minus for a negative value', () => {
    expect([0, 5, 65, 1545, -65, -5, -0.4, 479.6].map(formatMinutes)).toEqual(['0:00', '0:05', '1:05', '25:45', '-1:05', '-0:05', '0:00', '8:00']);
  });

  it('dates as 01 Mar 2026 on paper and ISO in data; the range and the printed time', () => {
    expect(formatDay('2026-03-01')).toBe('01 Mar 2026');
    expect(formatRange('2025-12-31', '2026-01-01')).toBe('31 Dec 2025 – 01 Jan 2026');
    expect(formatDayTime('2026-04-01T08:05:00+02:00')).toBe('01 Apr 2026 08:05');
    expect(formatCell('date', '2026-03-01', 'print')).toBe('01 Mar 2026');
    expect(formatCell('date', '2026-03-01', 'data')).toBe('2026-03-01');
    expect(formatCell('dateTime', '2026-03-01 17:30', 'print')).toBe('01 Mar 2026 17:30');
  });

  it('money and decimals with 2 decimals, percent with %, integers rounded, numeric strings as numbers, empty as empty', () => {
    expect(formatCell('money', 1234.5, 'print')).toBe('1234.50');
    expect(formatCell('money', '0.125', 'data')).toBe('0.13');
    expect(formatCell('decimal', 7.5, 'print')).toBe('7.50');
    expect(formatCell('percent', 96.875, 'print')).toBe('96.88%');
    expect(formatCell('integer', '12', 'print')).toBe('12');
    expect(formatCell('minutes', null, 'print')).toBe('');
    expect(formatCell('minutes', 'n/a', 'print')).toBe('n/a');
  });
});

describe('sheetName', () => {
  it("keeps to Excel's rules: 31 characters, none of \\ / ? * [ ] :, no apostrophe at either end, never empty", () => {
    expect(sheetName('Clocked Times')).toBe('Clocked Times');
    expect(sheetName('Top-X Shift Status: Time/Headcount [March]?')).toBe('Top-X Shift Status Time Headcou');
    expect(sheetName("'Quoted'")).toBe('Quoted');
    expect(sheetName('[]:*?')).toBe('Report');
  });
});
