import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { JobStateName } from './jobs.dto';
import { ListRequest } from './list.dto';
import { IsUUIDLowerCased } from './validation.util';

/**
 * Clocking files (docs/readers.md, "Clocking files"): a ZK reader's `attlog.dat` (the ATTLOG lines
 * of the push protocol) or a Sagem/Morpho delimited export read through a column mapping.
 */
export const CLOCKING_FILE_KINDS = ['zk-attlog', 'morpho'] as const;
export type ClockingFileKind = (typeof CLOCKING_FILE_KINDS)[number];

export const CLOCKING_FILE_DELIMITERS = ['comma', 'semicolon', 'tab'] as const;
export type ClockingFileDelimiter = (typeof CLOCKING_FILE_DELIMITERS)[number];

/** How a Morpho file writes its dates; the time follows (HH:mm:ss or HH:mm) in the same column or its own. */
export const CLOCKING_FILE_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY', 'YYYY/MM/DD'] as const;
export type ClockingFileDateFormat = (typeof CLOCKING_FILE_DATE_FORMATS)[number];

/**
 * Where a Morpho file keeps each value, by column number (1 = the first). Saved per reader by an
 * import that uses it, and offered again for that reader's next file.
 */
export interface ClockingFileMapping {
  delimiter: ClockingFileDelimiter;
  /** Lines before the first clocking (column titles), skipped: 0 to 10. */
  headerRows: number;
  /** The user id the terminal knows the person by: the employee number. */
  userIdColumn: number;
  /** The date, or the date and time. */
  dateTimeColumn: number;
  /** The time, when the file keeps it apart from the date; null when the date column holds both. */
  timeColumn: number | null;
  /** The terminal's id: a row of another terminal is a bad row. Null: not checked. */
  deviceIdColumn: number | null;
  /** IN, OUT or No Key. Null: no function key in the file. */
  functionKeyColumn: number | null;
  dateFormat: ClockingFileDateFormat;
}

/** The default Morpho layout: `user id, date-time, device id, function key` with one title line, comma-separated, `YYYY-MM-DD HH:mm:ss`. */
export const DEFAULT_CLOCKING_FILE_MAPPING: Readonly<ClockingFileMapping> = {
  delimiter: 'comma',
  headerRows: 1,
  userIdColumn: 1,
  dateTimeColumn: 2,
  timeColumn: null,
  deviceIdColumn: 3,
  functionKeyColumn: 4,
  dateFormat: 'YYYY-MM-DD',
};

/**
 * The largest clocking file taken (10 MiB, some 250,000 attlog lines). As base64 in a JSON body it
 * stays under the host's 16 MB body limit and in one command message; a larger file answers 413.
 */
export const MAX_CLOCKING_FILE_BYTES = 10 * 1024 * 1024;

/** The refusal (413) of a file over MAX_CLOCKING_FILE_BYTES, in megabytes as a person reads a file's size. */
export function clockingFileTooLarge(bytes: number): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (mb(bytes) !== mb(MAX_CLOCKING_FILE_BYTES)) return `the file is ${mb(bytes)}: a clocking file may be at most ${mb(MAX_CLOCKING_FILE_BYTES)}; split it by date`;
  // Just over the limit both round alike: the bytes say which is larger.
  const exactly = (n: number) => `${n.toLocaleString('en')} bytes`;
  return `the file is ${exactly(bytes)}: a clocking file may be at most ${exactly(MAX_CLOCKING_FILE_BYTES)} (${mb(MAX_CLOCKING_FILE_BYTES)}); split it by date`;
}

/** More bad rows than this: the file is refused as a whole (the wrong kind or mapping), not listed row by row. */
export const MAX_CLOCKING_FILE_BAD_ROWS = 10_000;

/** UploadClockingFile: a dry run checks the file and counts; otherwise the import is queued as a job. */
export class UploadClockingFileRequest {
  /** The reader the clockings were made on: its serial (external id) and time zone apply. */
  @IsUUIDLowerCased({ message: 'scannerID must be the id of a reader' })
  scannerID: string;

  @IsIn(CLOCKING_FILE_KINDS, { message: `kind must be one of ${CLOCKING_FILE_KINDS.join(', ')}` })
  kind: ClockingFileKind;

  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName: string;

  /** The file, base64. */
  @IsString()
  content: string;

  /** Morpho only; left out or null: the reader's saved mapping, else the default. */
  @IsOptional()
  @IsObject()
  mapping?: ClockingFileMapping | null;

  /** True: check every row and count, store nothing. */
  @IsBoolean()
  dryRun: boolean;
}

/** A row that cannot be imported: its line number in the file, the column, what it holds and why. */
export interface ClockingFileBadRow {
  row: number;
  column: string;
  value: string;
  reason: string;
}

export interface ClockingFileCounts {
  /** Lines holding data (blank lines and title lines not counted). */
  rows: number;
  /** Clockings not stored yet: what the import stores. */
  new: number;
  /** Clockings stored before (pushed, pulled or imported) or repeated in the file. */
  alreadyStored: number;
  bad: number;
}

export interface UploadClockingFileResult extends ClockingFileCounts {
  badRows: ClockingFileBadRow[];
  /** The import log entry and its job; null for a dry run. */
  importID: string | null;
  jobID: string | null;
}

/** An entry of the import log (GetClockingImports, GetClockingImport). */
export interface ClockingImport extends ClockingFileCounts {
  id: string;
  fileName: string;
  kind: ClockingFileKind;
  scannerID: string;
  /** Null once the reader is deleted. */
  scannerName: string | null;
  /** The zone the reader's clock keeps (its own, else the installation's): the console shows the import's times in it. */
  timeZone: string;
  /** The user who imported it, and their name while they exist. */
  requestedBy: string;
  requestedByName: string | null;
  /** The job's state: queued, running, succeeded, failed or cancelled. */
  state: JobStateName;
  /** Clockings the job stored (at most `new`: another way in may have stored some meanwhile). */
  stored: number;
  jobID: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface ClockingImportDetail extends ClockingImport {
  badRows: ClockingFileBadRow[];
}

/** GetClockingImports: the import log, newest first unless sorted otherwise. */
export class GetClockingImportsRequest extends ListRequest {
  @IsOptional()
  @IsUUIDLowerCased({ message: 'scannerID must be the id of a reader' })
  scannerID?: string;
}

/** GetClockingFileMapping: the mapping the reader's next Morpho file is read with. */
export interface ClockingFileMappingOfReader {
  scannerID: string;
  mapping: ClockingFileMapping;
  /** False: nothing saved for this reader, the default layout. */
  saved: boolean;
}
