import { DEFAULT_CLOCKING_FILE_MAPPING, type ClockingFileMapping } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { dateReader, decodeClockingFile, mappingProblems, NotAClockingFileError, parseClockingFile, readClockingFile, splitDelimited } from './clocking-file';

const context = { readerSerial: 'MA5G-01', latest: '2026-03-31T23:59:59' };
const morpho = (text: string, mapping: Partial<ClockingFileMapping> = {}) => parseClockingFile(text, 'morpho', { ...DEFAULT_CLOCKING_FILE_MAPPING, ...mapping }, context);
const attlog = (text: string) => parseClockingFile(text, 'zk-attlog', DEFAULT_CLOCKING_FILE_MAPPING, context);

describe('a ZK attlog.dat', () => {
  it('reads the lines a reader writes to USB (padded PIN, CRLF) as the push parser does, and lists each bad row with its column', () => {
    const file = ['     1001\t2026-03-02 07:58:31\t0\t1\t0\t0', '1002\t2026-03-02 08:01:00\t1\t15\t\t0\t0', 'x y\t2026-03-02 08:00:00\t0\t1', '1003\t2026-02-30 08:00:00\t0\t1', '1004\tyesterday\t0\t1', '1005\t1999-12-31 08:00:00', ''].join('\r\n');
    const parsed = attlog(file);
    expect(parsed.rows).toBe(6);
    expect(parsed.clockings).toEqual([
      { pin: '1001', localTime: '2026-03-02T07:58:31', state: 0, verify: 1, workCode: null },
      { pin: '1002', localTime: '2026-03-02T08:01:00', state: 1, verify: 15, workCode: null },
    ]);
    expect(parsed.badRows).toEqual([
      { row: 3, column: 'PIN', value: 'x y', reason: 'not a PIN (1 to 24 letters, digits, _ . or -)' },
      { row: 4, column: 'date-time', value: '2026-02-30 08:00:00', reason: 'no such date or time' },
      { row: 5, column: 'date-time', value: 'yesterday', reason: 'not a date-time (YYYY-MM-DD HH:MM:SS)' },
      { row: 6, column: 'date-time', value: '1999-12-31 08:00:00', reason: '2000-01-01 00:00 or earlier (a reset clock), or more than a day ahead' },
    ]);
  });

  it('refuses a file none of whose rows is a clocking, naming the first bad row', () => {
    expect(() => attlog('Employee,Time\n1001,2026-03-02 08:00\n')).toThrow(
      new NotAClockingFileError('not a ZK attendance file (attlog.dat): none of its 2 rows is a clocking (row 1, PIN: not a PIN (1 to 24 letters, digits, _ . or -))'),
    );
    expect(() => attlog('\n\n')).toThrow('the file holds no clockings');
  });

  it('refuses a file with more than 10,000 bad rows as a whole', () => {
    const lines = ['1001\t2026-03-02 08:00:00', ...Array.from({ length: 10_001 }, () => 'bad')];
    expect(() => attlog(lines.join('\n'))).toThrow(/10001 of its 10002 rows are bad, more than 10000/);
  });
});

describe('a Morpho file', () => {
  it('reads the default layout (user id, date-time, device id, function key, one title line)', () => {
    const parsed = morpho('User ID,Date Time,Device ID,Function Key\n1001,2026-03-02 07:58:31,MA5G-01,IN\n1001,2026-03-02 17:02,MA5G-01,OUT\n1002,2026-03-02 09:00:00,MA5G-01,No Key\n');
    expect(parsed).toEqual({
      rows: 3,
      clockings: [
        { pin: '1001', localTime: '2026-03-02T07:58:31', state: 0, verify: null, workCode: null },
        { pin: '1001', localTime: '2026-03-02T17:02:00', state: 1, verify: null, workCode: null },
        { pin: '1002', localTime: '2026-03-02T09:00:00', state: null, verify: null, workCode: null },
      ],
      badRows: [],
    });
  });

  it('lists every bad row with its row number, column, value and reason', () => {
    const file = [
      'User ID,Date Time,Device ID,Function Key',
      '1001,2026-03-02 07:58:31,MA5G-01,IN',
      '1002,02/03/2026 08:00:00,MA5G-01,IN',
      '1003,2026-03-02 08:00:00,MA5G-02,IN',
      '1004,2026-03-02 08:00:00,MA5G-01,BREAK',
      '1005,2026-03-02 08:00:00',
      ',2026-03-02 08:00:00,MA5G-01,IN',
      '1006,2026-04-31 08:00:00,MA5G-01,IN',
    ].join('\n');
    expect(morpho(file).badRows).toEqual([
      { row: 3, column: 'date-time', value: '02/03/2026 08:00:00', reason: 'not a date-time (YYYY-MM-DD HH:mm:ss)' },
      { row: 4, column: 'device id', value: 'MA5G-02', reason: "another reader's row: this reader's id is MA5G-01" },
      { row: 5, column: 'function key', value: 'BREAK', reason: 'not IN, OUT or No Key' },
      { row: 6, column: 'row', value: '1005,2026-03-02 08:00:00', reason: '2 columns; the mapping reads column 4' },
      { row: 7, column: 'user id', value: '', reason: 'not a user id (1 to 24 letters, digits, _ . or -)' },
      { row: 8, column: 'date-time', value: '2026-04-31 08:00:00', reason: 'no such date or time' },
    ]);
  });

  it('follows a mapping: semicolons, quoted fields, date and time apart, day-first dates, no title, no device', () => {
    const mapping: Partial<ClockingFileMapping> = { delimiter: 'semicolon', headerRows: 0, userIdColumn: 2, dateTimeColumn: 3, timeColumn: 4, deviceIdColumn: null, functionKeyColumn: 1, dateFormat: 'DD/MM/YYYY' };
    const parsed = morpho('"out";"1001";"02/03/2026";"17:05:09"\r\nIN;1002;2/3/2026;8:00\r\n', mapping);
    expect(parsed.clockings.map((c) => [c.pin, c.localTime, c.state])).toEqual([
      ['1001', '2026-03-02T17:05:09', 1],
      ['1002', '2026-03-02T08:00:00', 0],
    ]);
  });

  it('refuses a file whose columns do not fit the mapping at all', () => {
    expect(() => morpho('a\tb\n1\t2\n')).toThrow(/^not a Morpho clocking file with this column mapping: none of its 1 rows is a clocking \(row 2, row: 1 column; the mapping reads column 4\)$/);
  });
});

describe('reading the bytes', () => {
  it('takes UTF-8 with or without a byte-order mark, UTF-16 with one, and Windows-1252', () => {
    expect(decodeClockingFile(new TextEncoder().encode('\uFEFF1001\t2026'))).toBe('1001\t2026');
    expect(decodeClockingFile(new Uint8Array([0xff, 0xfe, 0x31, 0x00, 0x09, 0x00]))).toBe('1\t');
    expect(decodeClockingFile(new Uint8Array([0x4a, 0xe9]))).toBe('Jé');
  });

  it('refuses binary content', () => {
    expect(() => decodeClockingFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow('the file is not text: it holds binary data (character 3)');
  });

  it('reads a day ahead of the reader zone at most', () => {
    const file = new TextEncoder().encode('1001\t2026-03-03 01:00:00\n1001\t2026-03-03 03:00:00\n');
    // 23:30 UTC on 1 March is 01:30 on 2 March in Johannesburg: up to 01:30 on 3 March is taken.
    const parsed = readClockingFile(file, 'zk-attlog', DEFAULT_CLOCKING_FILE_MAPPING, { serial: 'S', zone: 'Africa/Johannesburg', at: new Date('2026-03-01T23:30:00Z') });
    expect(parsed.clockings.map((c) => c.localTime)).toEqual(['2026-03-03T01:00:00']);
    expect(parsed.badRows.map((r) => r.row)).toEqual([2]);
  });
});

describe('the pieces', () => {
  it('splits quoted fields holding the delimiter and doubled quotes', () => {
    expect(splitDelimited('1,"a, ""b""",c', ',')).toEqual(['1', 'a, "b"', 'c']);
    expect(splitDelimited('1;2;', ';')).toEqual(['1', '2', '']);
  });

  it('reads each date format, refusing what does not match or does not exist', () => {
    expect(dateReader('MM/DD/YYYY')('03/02/2026 08:00')).toBe('2026-03-02T08:00:00');
    expect(dateReader('DD.MM.YYYY')('02.03.2026T08:00:05')).toBe('2026-03-02T08:00:05');
    expect(dateReader('YYYY/MM/DD')('2026/03/02 24:00')).toBeUndefined();
    expect(dateReader('DD-MM-YYYY')('2026-03-02 08:00')).toBeNull();
  });

  it('checks a mapping field by field', () => {
    expect(mappingProblems(DEFAULT_CLOCKING_FILE_MAPPING)).toEqual([]);
    expect(mappingProblems({ ...DEFAULT_CLOCKING_FILE_MAPPING, delimiter: 'pipe', headerRows: 11, deviceIdColumn: 2, userIdColumn: 0 })).toEqual([
      { field: 'mapping.delimiter', message: 'delimiter must be one of comma, semicolon, tab' },
      { field: 'mapping.headerRows', message: 'headerRows must be a whole number from 0 to 10' },
      { field: 'mapping.userIdColumn', message: 'userIdColumn must be a column number from 1 to 50' },
      { field: 'mapping.deviceIdColumn', message: 'deviceIdColumn reads column 2, which another value reads' },
    ]);
  });
});
