import { IsIn, IsIP, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { ClockingDirection } from '../events';
import { IsTimeZone } from './validation.util';

export const SCANNER_TYPES = ['T&A', 'Access Control'] as const;
export type ScannerType = (typeof SCANNER_TYPES)[number];

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
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'externalId must be 1 to 64 letters, digits or _ . : -' })
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
