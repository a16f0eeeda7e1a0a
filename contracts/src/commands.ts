import type {
  CreateAdjustmentCommand,
  CreateAdjustmentOutcome,
  CreateShiftAdjustmentCommand,
  DeleteAdjustmentOutcome,
  DeleteAdjustmentRequest,
  DeleteShiftAdjustmentRequest,
  ShiftAdjustmentOutcome,
} from './dto/adjustments.dto';
import type { CreateRawClockingRequest, CreateRawClockingResult } from './dto/clocking.dto';
import type { SendTestAlertRequest, SendTestAlertResult } from './dto/alerts.dto';
import type { CancelJobOutcome } from './dto/jobs.dto';
import type { DropParkedEventsCommand, DropParkedEventsResult, ParkedEventService, ParkedKeyCommand, RetryParkedEventsResult } from './dto/parked-events.dto';
import type { UploadClockingFileRequest, UploadClockingFileResult } from './dto/clocking-files.dto';
import type { AuthUnAuthHoursRangeRequest, HoursAuthorisationResult, HoursAuthoriseRequest } from './dto/hours-authorisation.dto';
import type { HoursExportedRequest, HoursExportedResult } from './dto/hours-exported.dto';
import type { CalculatePayrollValuesRequest, CalculatePayrollValuesResult } from './dto/payroll-values.dto';
import type { ExportToPayrollRequest, ExportToPayrollResult } from './dto/payroll-export.dto';
import type {
  ChangeShiftRequest,
  ChangeShiftResult,
  LockUnlockShiftRequest,
  LockUnlockShiftResult,
  WorkCycleChangeRequest,
  WorkCycleChangeResult,
} from './dto/shift-changes.dto';
import type {
  ChangeLocationRequest,
  ChangeOrgInfoRequest,
  DeleteReprocessClockingsRequest,
  DeleteReprocessClockingsResult,
  FILOSwitchOnOffRequest,
  FILOSwitchOnOffResult,
  OrgChangeResult,
} from './dto/shift-controls.dto';
import type { ClockInOutRequest, ClockInRequest, ClockOutRequest, DeleteClockingRequest, ManualClockingResult } from './dto/manual-clocking.dto';
import type {
  ApproveDeclineLeaveAppsRequest,
  ApproveDeclineLeaveAppsResult,
  CancelLeaveApplicationRequest,
  CancelLeaveApplicationResult,
  ChangeLeaveOriginalShiftRequest,
  ChangeLeaveOriginalShiftResult,
  CreateLeaveApplicationRequest,
  CreateLeaveApplicationResult,
  ImportLeaveBalancesRequest,
  ImportLeaveBalancesResult,
  PlanLeaveDaysRequest,
  PlanLeaveDaysResult,
  RunLeaveAccrualRequest,
  RunLeaveAccrualResult,
} from './dto/leave.dto';
import type { CancelReaderCommandsRequest, CancelReaderCommandsResult, SendReaderCommandsCommand, SendReaderCommandsResult } from './dto/reader-commands.dto';
import type { PlanWorkRosterRequest, PlanWorkRosterResult } from './dto/work-roster.dto';
import type { RecalcRequest, RecalcResult } from './dto/time-values.dto';
import type { Actor } from './events';
import type { ServiceName } from './services';

/**
 * One typed map of commands: command type to the service that owns it, its payload and its
 * result. The api sends by it and the owner serves by it, so neither side casts.
 */
export interface CommandMap {
  CreateRawClocking: { service: 'ingestion'; payload: CreateRawClockingRequest; result: CreateRawClockingResult };
  HoursAuthorise: { service: 'payroll'; payload: HoursAuthoriseRequest; result: HoursAuthorisationResult };
  AuthUnAuthHoursEmplsDateRange: { service: 'payroll'; payload: AuthUnAuthHoursRangeRequest; result: HoursAuthorisationResult };
  HoursExported: { service: 'payroll'; payload: HoursExportedRequest; result: HoursExportedResult };
  CalculatePayrollValues: { service: 'payroll'; payload: CalculatePayrollValuesRequest; result: CalculatePayrollValuesResult };
  ExportHoursToPayroll: { service: 'payroll'; payload: ExportToPayrollRequest; result: ExportToPayrollResult };
  DataExportFromTemplate: { service: 'payroll'; payload: ExportToPayrollRequest; result: ExportToPayrollResult };
  RecalcTimeValues: { service: 'time-engine'; payload: RecalcRequest; result: RecalcResult };
  RecalcAutoShift: { service: 'time-engine'; payload: RecalcRequest; result: RecalcResult };
  ChangeShift: { service: 'time-engine'; payload: ChangeShiftRequest; result: ChangeShiftResult };
  WorkCycleChange: { service: 'time-engine'; payload: WorkCycleChangeRequest; result: WorkCycleChangeResult };
  LockUnlockShift: { service: 'time-engine'; payload: LockUnlockShiftRequest; result: LockUnlockShiftResult };
  CreateAdjustment: { service: 'time-engine'; payload: CreateAdjustmentCommand; result: CreateAdjustmentOutcome };
  DeleteAdjustment: { service: 'time-engine'; payload: DeleteAdjustmentRequest; result: DeleteAdjustmentOutcome };
  CreateShiftAdjustment: { service: 'time-engine'; payload: CreateShiftAdjustmentCommand; result: ShiftAdjustmentOutcome };
  DeleteShiftAdjustment: { service: 'time-engine'; payload: DeleteShiftAdjustmentRequest; result: ShiftAdjustmentOutcome };
  DeleteReprocessClockings: { service: 'time-engine'; payload: DeleteReprocessClockingsRequest; result: DeleteReprocessClockingsResult };
  FILOSwitchOnOff: { service: 'time-engine'; payload: FILOSwitchOnOffRequest; result: FILOSwitchOnOffResult };
  ChangeOrgInfo: { service: 'time-engine'; payload: ChangeOrgInfoRequest; result: OrgChangeResult };
  ChangeLocation: { service: 'time-engine'; payload: ChangeLocationRequest; result: OrgChangeResult };
  CreateClockInOnly: { service: 'time-engine'; payload: ClockInRequest; result: ManualClockingResult };
  CreateClockOutOnly: { service: 'time-engine'; payload: ClockOutRequest; result: ManualClockingResult };
  CreateClockInOut: { service: 'time-engine'; payload: ClockInOutRequest; result: ManualClockingResult };
  InsertClocking: { service: 'time-engine'; payload: ClockInOutRequest; result: ManualClockingResult };
  DeleteClocking: { service: 'time-engine'; payload: DeleteClockingRequest; result: ManualClockingResult };
  CreateLeaveApplication: { service: 'leave'; payload: CreateLeaveApplicationRequest; result: CreateLeaveApplicationResult };
  CancelLeaveApplication: { service: 'leave'; payload: CancelLeaveApplicationRequest; result: CancelLeaveApplicationResult };
  ApproveDeclineLeaveApps: { service: 'leave'; payload: ApproveDeclineLeaveAppsRequest; result: ApproveDeclineLeaveAppsResult };
  ChangeLeaveOriginalShift: { service: 'leave'; payload: ChangeLeaveOriginalShiftRequest; result: ChangeLeaveOriginalShiftResult };
  RunLeaveAccrual: { service: 'leave'; payload: RunLeaveAccrualRequest; result: RunLeaveAccrualResult };
  ImportLeaveBalances: { service: 'leave'; payload: ImportLeaveBalancesRequest; result: ImportLeaveBalancesResult };
  /** Asked by the leave service, not by the api: no call serves it. */
  PlanLeaveDays: { service: 'time-engine'; payload: PlanLeaveDaysRequest; result: PlanLeaveDaysResult };
  /** Asked by the api's roster reports (a report job), not by a call: the engine's own roster rule. */
  PlanWorkRoster: { service: 'time-engine'; payload: PlanWorkRosterRequest; result: PlanWorkRosterResult };
  /**
   * A job's cancel goes to the service whose jobs table holds it: one command per service that
   * runs jobs (the api picks it by the job's service, JOB_CANCEL_COMMANDS).
   */
  CancelJob: { service: 'time-engine'; payload: { id: string }; result: CancelJobOutcome };
  CancelLeaveJob: { service: 'leave'; payload: { id: string }; result: CancelJobOutcome };
  CancelPayrollJob: { service: 'payroll'; payload: { id: string }; result: CancelJobOutcome };
  CancelIngestionJob: { service: 'ingestion'; payload: { id: string }; result: CancelJobOutcome };
  SendTestAlert: { service: 'alerts'; payload: SendTestAlertRequest; result: SendTestAlertResult };
  UploadClockingFile: { service: 'ingestion'; payload: UploadClockingFileRequest; result: UploadClockingFileResult };
  SendReaderCommands: { service: 'ingestion'; payload: SendReaderCommandsCommand; result: SendReaderCommandsResult };
  CancelReaderCommands: { service: 'ingestion'; payload: CancelReaderCommandsRequest; result: CancelReaderCommandsResult };
  /** Parked events are retried or dropped by the service that parked them: one pair per service that consumes events (PARKED_EVENT_COMMANDS). */
  RetryParkedEvents: { service: 'time-engine'; payload: ParkedKeyCommand; result: RetryParkedEventsResult };
  DropParkedEvents: { service: 'time-engine'; payload: DropParkedEventsCommand; result: DropParkedEventsResult };
  RetryAlertsParkedEvents: { service: 'alerts'; payload: ParkedKeyCommand; result: RetryParkedEventsResult };
  DropAlertsParkedEvents: { service: 'alerts'; payload: DropParkedEventsCommand; result: DropParkedEventsResult };
}
export type CommandType = keyof CommandMap;
export type CommandPayload<T extends CommandType> = CommandMap[T]['payload'];
export type CommandResult<T extends CommandType> = CommandMap[T]['result'];

/** The owner of each command, at run time: where the api sends it and which service serves it. */
export const COMMAND_SERVICE: { readonly [T in CommandType]: CommandMap[T]['service'] } = {
  CreateRawClocking: 'ingestion',
  HoursAuthorise: 'payroll',
  AuthUnAuthHoursEmplsDateRange: 'payroll',
  HoursExported: 'payroll',
  CalculatePayrollValues: 'payroll',
  ExportHoursToPayroll: 'payroll',
  DataExportFromTemplate: 'payroll',
  RecalcTimeValues: 'time-engine',
  RecalcAutoShift: 'time-engine',
  ChangeShift: 'time-engine',
  WorkCycleChange: 'time-engine',
  LockUnlockShift: 'time-engine',
  CreateAdjustment: 'time-engine',
  DeleteAdjustment: 'time-engine',
  CreateShiftAdjustment: 'time-engine',
  DeleteShiftAdjustment: 'time-engine',
  DeleteReprocessClockings: 'time-engine',
  FILOSwitchOnOff: 'time-engine',
  ChangeOrgInfo: 'time-engine',
  ChangeLocation: 'time-engine',
  CreateClockInOnly: 'time-engine',
  CreateClockOutOnly: 'time-engine',
  CreateClockInOut: 'time-engine',
  InsertClocking: 'time-engine',
  DeleteClocking: 'time-engine',
  CreateLeaveApplication: 'leave',
  CancelLeaveApplication: 'leave',
  ApproveDeclineLeaveApps: 'leave',
  ChangeLeaveOriginalShift: 'leave',
  RunLeaveAccrual: 'leave',
  ImportLeaveBalances: 'leave',
  PlanLeaveDays: 'time-engine',
  PlanWorkRoster: 'time-engine',
  CancelJob: 'time-engine',
  CancelLeaveJob: 'leave',
  CancelPayrollJob: 'payroll',
  CancelIngestionJob: 'ingestion',
  SendTestAlert: 'alerts',
  UploadClockingFile: 'ingestion',
  SendReaderCommands: 'ingestion',
  CancelReaderCommands: 'ingestion',
  RetryParkedEvents: 'time-engine',
  DropParkedEvents: 'time-engine',
  RetryAlertsParkedEvents: 'alerts',
  DropAlertsParkedEvents: 'alerts',
};

/** The retry and drop commands of each service that consumes events, so may park them. */
export const PARKED_EVENT_COMMANDS: { readonly [S in ParkedEventService]: { retry: RetryParkedEventsCommandType; drop: DropParkedEventsCommandType } } = {
  'time-engine': { retry: 'RetryParkedEvents', drop: 'DropParkedEvents' },
  alerts: { retry: 'RetryAlertsParkedEvents', drop: 'DropAlertsParkedEvents' },
};
export type RetryParkedEventsCommandType = 'RetryParkedEvents' | 'RetryAlertsParkedEvents';
export type DropParkedEventsCommandType = 'DropParkedEvents' | 'DropAlertsParkedEvents';

/** The cancel command of each service that runs jobs; a job of any other service cannot be cancelled. */
export const JOB_CANCEL_COMMANDS: Readonly<Partial<Record<ServiceName, 'CancelJob' | 'CancelLeaveJob' | 'CancelPayrollJob' | 'CancelIngestionJob'>>> = {
  'time-engine': 'CancelJob',
  leave: 'CancelLeaveJob',
  payroll: 'CancelPayrollJob',
  ingestion: 'CancelIngestionJob',
};

export function isCommandType(type: string): type is CommandType {
  return Object.hasOwn(COMMAND_SERVICE, type);
}

/** A state change asked of the service that owns it, answered on the replies topic. */
export interface CommandEnvelope<P = unknown> {
  id: string;
  /** A CommandType; kept a string on the wire, so an unknown one can be answered 501. */
  type: string;
  service: ServiceName;
  /** Same key, same effect: a retried command is answered from the stored reply. */
  idempotencyKey: string;
  /** The consumer that waits for the reply. */
  replyTo: string;
  occurredAt: string;
  payload: P;
  actor?: Actor;
  /** The request or upload that started the chain; the events the command raises carry it too. */
  correlationId?: string;
  /** The message that caused this command; none when a request sent it. */
  causationId?: string;
}

export interface CommandReply<R = unknown> {
  commandID: string;
  replyTo: string;
  ok: boolean;
  result?: R;
  /** For a refusal: the HTTP status the api answers with, and a message. */
  error?: CommandError;
}

export interface CommandError {
  status: number;
  message: string;
  field?: string;
}

/** How long the api waits for a command's reply before it answers 504. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 10_000;
