import { describe, expect, it } from 'vitest';
import { parseAttendanceLog } from './attendance-log';

const limits = { latest: '2026-11-24T12:00:00' };

describe('parseAttendanceLog', () => {
  it('reads PIN, device-local time, state, verify and work code of each line', () => {
    const parsed = parseAttendanceLog('1001\t2026-03-02 07:58:31\t0\t1\t0\t0\t0\r\n42\t2026-03-02 17:02:05\t1\t15\t7\n', limits);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.records).toEqual([
      { pin: '1001', localTime: '2026-03-02T07:58:31', state: 0, verify: 1, workCode: null },
      { pin: '42', localTime: '2026-03-02T17:02:05', state: 1, verify: 15, workCode: '7' },
    ]);
  });

  it('reads the 5, 6, 10 and 12 field layouts real firmware writes, CRLF, LF or a bare CR', () => {
    const body = [
      '1\t2026-03-02 08:00:01\t0\t1\t0',
      '2\t2026-03-02 08:00:02\t1\t1\t0\t0',
      '3\t2026-03-02 08:00:03\t2\t15\t5\t0\t0\t0\t0\t0',
      '4\t2026-03-02 08:00:04\t3\t2\t0\t0\t0\t0\t0\t0\t255\t0',
    ];
    for (const newline of ['\n', '\r\n', '\r']) {
      const parsed = parseAttendanceLog(body.join(newline) + newline, limits);
      expect(parsed.rejected).toEqual([]);
      expect(parsed.records.map((record) => [record.pin, record.localTime, record.state, record.verify, record.workCode])).toEqual([
        ['1', '2026-03-02T08:00:01', 0, 1, null],
        ['2', '2026-03-02T08:00:02', 1, 1, null],
        ['3', '2026-03-02T08:00:03', 2, 15, '5'],
        ['4', '2026-03-02T08:00:04', 3, 2, null],
      ]);
    }
  });

  it('accepts firmware that sends only PIN and time', () => {
    expect(parseAttendanceLog('7\t2026-03-02 08:00:00', limits).records).toEqual([
      { pin: '7', localTime: '2026-03-02T08:00:00', state: null, verify: null, workCode: null },
    ]);
  });

  it('skips bad lines with their line number and reason, and keeps the good ones', () => {
    const body = ['no tabs here', '1001\t2026-02-30 08:00:00', '1001\t1999-12-31 23:59:59', '1001\t2026-11-25 08:00:00', 'x y\t2026-03-02 08:00:00', '1001\t2026-03-02 08:00:00', '1001\t2000-01-01 00:00:00'].join('\n');
    const parsed = parseAttendanceLog(body, limits);
    expect(parsed.records.map((r) => r.localTime)).toEqual(['2026-03-02T08:00:00']);
    expect(parsed.rejected.map((r) => [r.line, r.reason])).toEqual([
      [1, 'bad PIN'],
      [2, 'no such date-time'],
      [3, 'date-time out of range'],
      [4, 'date-time out of range'],
      [5, 'bad PIN'],
      [7, 'date-time out of range'],
    ]);
  });

  it('ignores blank lines and says nothing of an empty body', () => {
    expect(parseAttendanceLog('\n\n  \n', limits)).toEqual({ records: [], rejected: [] });
  });
});
