import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDateString, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PageRequest } from './list.dto';
import { DATE_ONLY, IsUUIDLowerCased } from './validation.util';

/** The operations the reader operations page offers, each one or more ADMS lines per reader (docs/readers.md "Commands"). */
export const READER_COMMANDS = ['sendUsers', 'deleteUsers', 'refetch', 'setTime', 'reboot', 'info'] as const;
export type ReaderCommandKind = (typeof READER_COMMANDS)[number];

/**
 * queued: waiting for the reader's poll; sent: handed to it, no answer yet; then its answer: 0
 * succeeded, else failed; cancelled: an operator took it back while it was queued or sent.
 */
export const READER_COMMAND_STATES = ['queued', 'sent', 'succeeded', 'failed', 'cancelled'] as const;
export type ReaderCommandState = (typeof READER_COMMAND_STATES)[number];

/** A line still to be sent or answered: the reader's poll may take it, and an operator may cancel it. */
export const isOpenReaderCommand = (command: { state: ReaderCommandState }): boolean => command.state === 'queued' || command.state === 'sent';

/** The commands that act on employees and so need employeeIDs. */
export const READER_USER_COMMANDS: readonly ReaderCommandKind[] = ['sendUsers', 'deleteUsers'];

/** At most this many readers and employees per request: 500 readers times 2,000 employees is already a million lines. */
export const MAX_READERS_PER_REQUEST = 500;
export const MAX_EMPLOYEES_PER_REQUEST = 2000;
/**
 * At most this many ADMS lines a request (readers × lines per reader, a user being one line plus
 * one per fingerprint): the lines are built and queued in one transaction, and a template line
 * runs to kilobytes, so the limits above alone would allow gigabytes in memory.
 */
export const MAX_COMMAND_LINES_PER_REQUEST = 50_000;

export class SendReaderCommandsRequest {
  @IsArray()
  @ArrayNotEmpty({ message: 'scannerIDs must name at least one reader' })
  @ArrayMaxSize(MAX_READERS_PER_REQUEST)
  @IsUUIDLowerCased({ each: true })
  scannerIDs: string[];

  @IsIn(READER_COMMANDS, { message: `command must be one of ${READER_COMMANDS.join(', ')}` })
  command: ReaderCommandKind;

  /** Required for sendUsers and deleteUsers, and only taken by them. */
  @ValidateIf((request: SendReaderCommandsRequest) => READER_USER_COMMANDS.includes(request.command) || request.employeeIDs !== undefined)
  @IsArray({ message: 'employeeIDs must list the employees to send or delete' })
  @ArrayNotEmpty({ message: 'employeeIDs must list the employees to send or delete' })
  @ArrayMaxSize(MAX_EMPLOYEES_PER_REQUEST)
  @IsUUIDLowerCased({ each: true })
  employeeIDs?: string[];

  /** refetch: the first day, in the reader's local time. */
  @ValidateIf((request: SendReaderCommandsRequest) => request.command === 'refetch' || request.from !== undefined)
  @IsDateString({ strict: true }, { message: 'from must be a date YYYY-MM-DD' })
  @Matches(DATE_ONLY, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  /** refetch: the last day (inclusive), in the reader's local time. */
  @ValidateIf((request: SendReaderCommandsRequest) => request.command === 'refetch' || request.to !== undefined)
  @IsDateString({ strict: true }, { message: 'to must be a date YYYY-MM-DD' })
  @Matches(DATE_ONLY, { message: 'to must be a date YYYY-MM-DD' })
  to?: string;
}

export interface SendReaderCommandsResult {
  /** One id per ADMS line queued (a user with templates is several), in queue order. */
  commandIDs: string[];
}

/** An employee as a reader knows them: PIN (the employee number), display name and card. */
export interface ReaderUser {
  employeeID: string;
  pin: string;
  name: string;
  card: string | null;
}

/** The command the api sends ingestion: the request with the employees resolved, since employees are the api's. */
export interface SendReaderCommandsCommand {
  scannerIDs: string[];
  command: ReaderCommandKind;
  users?: ReaderUser[];
  from?: string;
  to?: string;
}

/** Lines one CancelReaderCommands may name: a page of the ledger is at most 100 (PageRequest). */
export const MAX_CANCELLED_COMMAND_IDS = 1000;

/**
 * CancelReaderCommands: takes back lines that are still queued or sent, those named by
 * `commandIDs`, or every one of the reader `scannerID`; given both, the named lines of that reader.
 */
export class CancelReaderCommandsRequest {
  // A null is refused, never read as "not given": the two absent together would name every line.
  @ValidateIf((request: CancelReaderCommandsRequest) => request.commandIDs == null || request.scannerID !== undefined)
  @IsUUIDLowerCased({ message: 'scannerID must be a reader id, or commandIDs must name the lines' })
  scannerID?: string;

  @ValidateIf((_request: CancelReaderCommandsRequest, value: unknown) => value !== undefined)
  @IsArray()
  @ArrayNotEmpty({ message: 'commandIDs must name at least one line' })
  @ArrayMaxSize(MAX_CANCELLED_COMMAND_IDS)
  @Matches(/^[1-9][0-9]{0,17}$/, { each: true, message: 'commandIDs must be ledger ids' })
  commandIDs?: string[];
}

export interface CancelReaderCommandsResult {
  /** The lines taken back, in id order; lines already answered, failed or cancelled are left as they were and not listed. */
  cancelled: string[];
}

export class GetReaderCommandsRequest extends PageRequest {
  @IsOptional()
  @IsUUID()
  scannerID?: string;

  @IsOptional()
  @IsIn(READER_COMMAND_STATES)
  state?: ReaderCommandState;
}

/** One line of the ledger. */
export interface ReaderCommand {
  id: string;
  scannerID: string;
  scannerName: string | null;
  serial: string;
  command: ReaderCommandKind;
  employeeID: string | null;
  line: string;
  state: ReaderCommandState;
  /** The reader's Return code: 0 ok, -1 bad parameter, -4 not found, -5 no space, -22 unknown command; null until it answers. */
  returnCode: number | null;
  /** Times the line was handed to the reader (a sent line with no answer is sent again). */
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  /** When the reader answered, the line was given up, or it was cancelled. */
  returnedAt: string | null;
  /** The system user who queued the line, and who cancelled it (names; null when none or no longer a user). */
  requestedByName: string | null;
  cancelledByName: string | null;
  /** The zone the reader's clock keeps (its own, else the installation's), for showing the times as the reader's wall clock. */
  timeZone: string;
}

/** GetReaderOperationEmployees: the employees the operations page offers, found word by word in their numbers and names. */
export class GetReaderOperationEmployeesRequest extends PageRequest {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** An employee as the operations page lists them: what a reader knows of them, no more. */
export interface ReaderOperationEmployee {
  id: string;
  employeeNumber: string;
  /** Preferred (else first) name and surname, as sent to the reader. */
  name: string;
}
