import { describe, expect, it } from 'vitest';
import { ATTENDANCE_RECORD_BYTES, decodeAttendanceTable, isWholeTable, packTime, unpackTime } from './attendance-table';

function table(records: { pin: string; time: string; state: number; verify: number }[], cutAfter?: number): Uint8Array {
  const bytes = new Uint8Array(4 + records.length * ATTENDANCE_RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, records.length * ATTENDANCE_RECORD_BYTES, true);
  records.forEach((r, i) => {
    const at = 4 + i * ATTENDANCE_RECORD_BYTES;
    view.setUint16(at, i + 1, true);
    bytes.set([...r.pin].map((c) => c.charCodeAt(0)), at + 2);
    bytes[at + 26] = r.verify;
    view.setUint32(at + 27, packTime(r.time), true);
    bytes[at + 31] = r.state;
  });
  return cutAfter === undefined ? bytes : bytes.subarray(0, cutAfter);
}

describe('the attendance table a ZKTeco reader sends over TCP', () => {
  it('reads each 40-byte record: the whole PIN, its wall time, state and verify type', () => {
    const records = decodeAttendanceTable(table([
      { pin: '1001', time: '2026-03-02T07:58:31', state: 0, verify: 1 },
      { pin: '123456789012', time: '2026-12-31T23:59:59', state: 5, verify: 15 },
    ]));
    expect(records).toEqual([
      { pin: '1001', localTime: '2026-03-02T07:58:31', state: 0, verify: 1 },
      { pin: '123456789012', localTime: '2026-12-31T23:59:59', state: 5, verify: 15 },
    ]);
  });

  it('keeps only the whole records of a read cut off inside one', () => {
    const bytes = table([
      { pin: '1', time: '2026-03-02T08:00:00', state: 0, verify: 1 },
      { pin: '2', time: '2026-03-02T08:01:00', state: 0, verify: 1 },
    ], 4 + ATTENDANCE_RECORD_BYTES + 17);
    expect(decodeAttendanceTable(bytes).map((r) => r.pin)).toEqual(['1']);
    expect(decodeAttendanceTable(new Uint8Array(0))).toEqual([]);
    expect(isWholeTable(bytes)).toBe(false);
  });

  it('knows a whole table by the byte count it starts with', () => {
    const whole = table([{ pin: '1', time: '2026-03-02T08:00:00', state: 0, verify: 1 }]);
    expect(isWholeTable(whole)).toBe(true);
    expect(isWholeTable(table([]))).toBe(true);
    expect(isWholeTable(new Uint8Array([...whole, 0, 0]))).toBe(false);
    expect(isWholeTable(new Uint8Array(2))).toBe(false);
  });

  it('unpacks the firmware packed time, every month 31 days long (pyzk decode_time)', () => {
    // ((26*372 + 2*31 + 1)*86400) + (7*60+58)*60 + 31
    expect(unpackTime((26 * 372 + 2 * 31 + 1) * 86400 + (7 * 60 + 58) * 60 + 31)).toBe('2026-03-02T07:58:31');
    expect(unpackTime(0)).toBe('2000-01-01T00:00:00');
    expect(packTime('2026-03-02T07:58:31')).toBe((26 * 372 + 2 * 31 + 1) * 86400 + (7 * 60 + 58) * 60 + 31);
  });
});
