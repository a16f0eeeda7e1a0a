import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsIP,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import type { ClockingDirection } from '../events';
import { ListRequest } from './list.dto';
import { IsTimeZone, lowerCaseUUIDs } from './validation.util';

export const SCANNER_TYPES = ['T&A', 'Access Control'] as const;
export type ScannerType = (typeof SCANNER_TYPES)[number];

/**
 * How the product reaches a reader: `push` readers call /iclock (ZKTeco ADMS), `pull` readers are
 * read over TCP on their schedule, `file` readers' clockings arrive as imported files.
 */
export const READER_CONNECTIONS = ['push', 'pull', 'file'] as const;
export type ReaderConnection = (typeof READER_CONNECTIONS)[number];

/** The directions a reader state can mean: the engine's own (events.ts), nothing finer. */
export const READER_STATE_DIRECTIONS: readonly ClockingDirection[] = ['IN', 'OUT'];

/** ZKTeco's TCP port and the schedule a pull reader gets when the request names none. */
export const DEFAULT_PULL_PORT = 4370;
export const DEFAULT_PULL_SCHEDULE = '*/5 * * * *';

/** The handshake's `Delay`: how often a push reader polls /iclock/getrequest, in seconds. */
export const READER_POLL_SECONDS = 10;
/** Ingestion notes a polling reader's contact at most this often, so the contact read can be this old. */
export const READER_CONTACT_NOTED_EVERY_SECONDS = 30;
/** A push reader is online while it was heard from within three polls, plus the contact's coalescing. */
export const READER_ONLINE_WITHIN_SECONDS = 3 * READER_POLL_SECONDS + READER_CONTACT_NOTED_EVERY_SECONDS;

/**
 * A reader's external id, and the serial number a ZKTeco push reader presents as `SN`: one rule
 * for CreateScanner and /iclock, so a registered reader can always connect. Real ZKTeco serials
 * are letters and digits (`CEXJ201260012`); other makes are named by scanner id or IP address,
 * hence `.` and `:`, which /iclock accepts too.
 */
export const READER_SERIAL = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A reader's attendance states (0 to 255, as the device numbers them) each mapped to IN or OUT. */
export function IsReaderStateMap(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isReaderStateMap',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must map reader states 0 to 255 to ${READER_STATE_DIRECTIONS.join(' or ')}`, ...options },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          const entries = Object.entries(value);
          return (
            entries.length <= 256 &&
            entries.every(([state, direction]) => /^\d{1,3}$/.test(state) && Number(state) <= 255 && READER_STATE_DIRECTIONS.includes(direction as ClockingDirection))
          );
        },
      },
    });
}

const isPull = (reader: { connection?: ReaderConnection }) => reader.connection === 'pull';

/** A biometric reader ("Scanner" in the specification's call names): product-spec-part1 §3 and how the product reaches it. */
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
  model?: string | null;

  @IsIn(SCANNER_TYPES)
  type: ScannerType;

  /** ZKTeco: the serial number; other makes: the scanner id or IP address. */
  @IsString()
  @Matches(READER_SERIAL, { message: 'externalId must be 1 to 64 letters, digits or _ . : -' })
  externalId: string;

  /** Only meaningful for access control: a reader that allows only In, say. */
  @IsOptional()
  @IsIn(['IN', 'OUT'])
  direction?: ClockingDirection | null;

  /** A pull reader is reached at this address, so it needs one. */
  @ValidateIf((reader: CreateScannerRequest) => isPull(reader) || (reader.ipAddress !== undefined && reader.ipAddress !== null))
  @IsIP(undefined, { message: 'ipAddress must be an IP address (a pull reader needs one)' })
  ipAddress?: string | null;

  @IsOptional()
  @IsTimeZone()
  timeZone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;

  /** Short names the reports print for the reader. */
  @IsOptional()
  @IsString()
  @MaxLength(50)
  abbreviations?: string | null;

  /** Address of the device management service the reader talks to. */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  serviceEndpoints?: string | null;

  /** Where the reader stands; must name an existing location (400 `locationID` otherwise). */
  @IsOptional()
  @Transform(lowerCaseUUIDs)
  @IsUUID('all')
  locationID?: string | null;

  /** A reader carried about: with a location, the clocking's geolocation is tracked. */
  @IsOptional()
  @IsBoolean()
  portableDevice?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  gpsId?: string | null;

  /** push (default), pull or file. */
  @IsOptional()
  @IsIn(READER_CONNECTIONS)
  connection?: ReaderConnection;

  /** Pull readers only: the TCP port, DEFAULT_PULL_PORT when none is given. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65535)
  port?: number | null;

  /** Pull readers only: the device's communication password, 0 (none) to 999999. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(999999)
  commKey?: number | null;

  /** Pull readers only: a cron expression in the reader's zone (checked with node-cron), DEFAULT_PULL_SCHEDULE when none is given. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  pullSchedule?: string | null;

  /** The reader's states mapped to directions where the device is set up otherwise than ZKTeco's default (0 in, 1 out, ...). */
  @IsOptional()
  @IsReaderStateMap()
  stateMap?: Record<string, ClockingDirection> | null;
}

export class UpdateScannerRequest extends CreateScannerRequest {
  @Transform(lowerCaseUUIDs)
  @IsUUID('all')
  id: string;

  /** The version the form was loaded with: a stale one answers 409 and changes nothing. */
  @IsInt()
  @Min(1)
  version: number;
}

/** GetScanners: the list's search, sort and paging, and exact-match filters. */
export class ScannerListRequest extends ListRequest {
  @IsOptional()
  @IsIn(SCANNER_TYPES)
  type?: ScannerType;

  @IsOptional()
  @IsIn(READER_CONNECTIONS)
  connection?: ReaderConnection;

  @IsOptional()
  @Transform(lowerCaseUUIDs)
  @IsUUID('all')
  locationID?: string;
}

/**
 * A reader as stored: every field present, blank ones null. `commKey`, the reader's TCP password,
 * is answered only to users with setupSystem (who may edit it); others get null.
 */
export interface Scanner {
  id: string;
  version: number;
  name: string;
  make: string;
  model: string | null;
  type: ScannerType;
  externalId: string;
  direction: ClockingDirection | null;
  ipAddress: string | null;
  timeZone: string | null;
  description: string | null;
  abbreviations: string | null;
  serviceEndpoints: string | null;
  locationID: string | null;
  portableDevice: boolean;
  gpsId: string | null;
  connection: ReaderConnection;
  port: number | null;
  commKey: number | null;
  pullSchedule: string | null;
  stateMap: Record<string, ClockingDirection> | null;
  /** The zone the reader's clock keeps: its own `timeZone`, else the installation's (TNA_TIME_ZONE). Answered, never stored. */
  effectiveTimeZone: string;
}

/** A row of GetScanners: the reader, its location's name, the number of its quarantined lines and whether it is online. */
export interface ScannerListItem extends Scanner {
  locationName: string | null;
  quarantineCount: number;
  lastContactAt: string | null;
  /** Null for file readers, which are never contacted. */
  online: boolean | null;
}

/** GetReaderStatus: what the product last heard from a reader and what the reader said of itself. */
export interface ReaderStatus {
  scannerID: string;
  connection: ReaderConnection;
  /** The zone the reader's clock keeps (its own, else the installation's): show its times in it. */
  timeZone: string;
  /** The last handshake, poll, upload or pull; null when never heard from. */
  lastContactAt: string | null;
  /** Heard from within `onlineWithinSeconds`; null for file readers. */
  online: boolean | null;
  onlineWithinSeconds: number | null;
  /** From the reader's latest INFO. */
  firmware: string | null;
  users: number | null;
  fingerprints: number | null;
  logs: number | null;
  /** The address the reader reported in its INFO. */
  reportedIp: string | null;
  infoReportedAt: string | null;
  /** The reader's clock minus ours, in seconds, as last measured; null when never measured. */
  clockDriftSeconds: number | null;
  clockDriftMeasuredAt: string | null;
  /** Pull readers: the last pull tried, its error while it keeps failing, how often in a row, and when it is tried again (backing off); null otherwise. */
  lastPullAt: string | null;
  lastPullError: string | null;
  pullFailures: number | null;
  nextPullAttemptAt: string | null;
}

/** GetReaderQuarantine answers this many lines at most, the newest; GetScanners' `quarantineCount` counts them all. */
export const READER_QUARANTINE_LIMIT = 1000;

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
