/** Bytes of one record in the attendance table a ZKTeco reader sends over TCP (READERS.md "ZKTeco pull"). */
export const ATTENDANCE_RECORD_BYTES = 40;
/** The PIN field: ASCII, NUL-padded. */
const PIN_OFFSET = 2;
const PIN_BYTES = 24;
const VERIFY_OFFSET = 26;
const TIME_OFFSET = 27;
const STATE_OFFSET = 31;

/** One record as the reader keeps it: the time is the reader's wall clock, in no zone. */
export interface PulledRecord {
  pin: string;
  /** `YYYY-MM-DDTHH:mm:ss` on the reader's clock. */
  localTime: string;
  state: number;
  verify: number;
}

/**
 * The records of an attendance dataset as read with CMD_DATA_WRRQ: a u32 byte count, then 40-byte
 * records. A read cut short ends inside a record: only whole records are returned. Decoded here
 * rather than with node-zklib's own decoder, which keeps 9 characters of the PIN, drops the state
 * and verify type, and builds the time as a Date in the server's zone (wrong across the server's
 * own DST changes); the reader's wall clock is all the record holds.
 */
export function decodeAttendanceTable(dataset: Uint8Array): PulledRecord[] {
  const view = new DataView(dataset.buffer, dataset.byteOffset, dataset.byteLength);
  const records: PulledRecord[] = [];
  for (let at = 4; at + ATTENDANCE_RECORD_BYTES <= dataset.byteLength; at += ATTENDANCE_RECORD_BYTES) {
    records.push({
      pin: asciiField(dataset.subarray(at + PIN_OFFSET, at + PIN_OFFSET + PIN_BYTES)),
      localTime: unpackTime(view.getUint32(at + TIME_OFFSET, true)),
      verify: dataset[at + VERIFY_OFFSET],
      state: dataset[at + STATE_OFFSET],
    });
  }
  return records;
}

/**
 * Whether a dataset holds exactly the bytes its count announces, in whole records. node-zklib
 * reassembles chunks from the frames it reads one per socket event; when a reader's frames run
 * together it can lose its place, and a read that ends with the wrong length must not be taken
 * as the reader's whole table.
 */
export function isWholeTable(dataset: Uint8Array): boolean {
  if (dataset.byteLength < 4) return false;
  const declared = new DataView(dataset.buffer, dataset.byteOffset, 4).getUint32(0, true);
  return declared === dataset.byteLength - 4 && declared % ATTENDANCE_RECORD_BYTES === 0;
}

/**
 * The firmware's packed wall time: `((Y%100)*372 + (M-1)*31 + D-1)*86400 + (h*60+m)*60 + s`,
 * every month counted as 31 days. A packed value naming no real day (31 February) comes out as
 * that text; `isReaderLocalTime` refuses it.
 */
export function unpackTime(packed: number): string {
  let t = packed;
  const second = t % 60;
  t = Math.floor(t / 60);
  const minute = t % 60;
  t = Math.floor(t / 60);
  const hour = t % 24;
  t = Math.floor(t / 24);
  const day = (t % 31) + 1;
  t = Math.floor(t / 31);
  const month = (t % 12) + 1;
  const year = Math.floor(t / 12) + 2000;
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
}

/** The inverse of unpackTime, for a `YYYY-MM-DDTHH:mm:ss` wall time. */
export function packTime(localTime: string): number {
  const [year, month, day, hour, minute, second] = localTime.split(/[-T:]/).map(Number);
  return (((year % 100) * 12 * 31 + (month - 1) * 31 + day - 1) * 24 * 60 * 60) + (hour * 60 + minute) * 60 + second;
}

function asciiField(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return String.fromCharCode(...(end === -1 ? bytes : bytes.subarray(0, end))).trim();
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}
