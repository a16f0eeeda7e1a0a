import { IsIn, IsIP, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import type { ClockingDirection } from '../events';
import { IsTimeZone } from './validation.util';

export const SCANNER_TYPES = ['T&A', 'Access Control'] as const;
export type ScannerType = (typeof SCANNER_TYPES)[number];

/**
 * A reader's external id, and the serial number a ZKTeco push reader presents as `SN`: one rule
 * for CreateScanner and /iclock, so a registered reader can always connect. Real ZKTeco serials
 * are letters and digits (`CEXJ201260012`); other makes are named by scanner id or IP address,
 * hence `.` and `:`, which /iclock accepts too.
 */
export const READER_SERIAL = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A biometric reader ("Scanner" in the specification's call names). */
export class CreateScannerRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  make: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  model?: string;

  @IsIn(SCANNER_TYPES)
  type: ScannerType;

  /** ZKTeco: the serial number; other makes: the scanner id or IP address. */
  @IsString()
  @Matches(READER_SERIAL, { message: 'externalId must be 1 to 64 letters, digits or _ . : -' })
  externalId: string;

  /** Only meaningful for access control: a reader that allows only In, say. */
  @IsOptional()
  @IsIn(['IN', 'OUT'])
  direction?: ClockingDirection;

  @IsOptional()
  @IsIP()
  ipAddress?: string;

  @IsOptional()
  @IsTimeZone()
  timeZone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

export interface Scanner extends CreateScannerRequest {
  id: string;
  version: number;
}

/** A row of GetScanners: the reader with the number of its lines kept in quarantine. */
export interface ScannerListItem extends Scanner {
  quarantineCount: number;
}

/** GetReaderQuarantine: the lines a reader sent that could not be taken. */
export class ReaderQuarantineRequest {
  @IsUUID()
  scannerID: string;
}

/** A line a reader sent that was answered OK but could not be taken, and why; newest first. */
export interface ReaderQuarantineLine {
  receivedAt: string;
  line: string;
  reason: string;
}
