import type { LeaveApplicationStatus } from './codes/leave';
import type { LeaveOfDay } from './dto/leave.dto';
import type { DataExport } from './dto/payroll-export.dto';
import { TOPICS, type EventTopic } from './topics';

/** Who caused a change: a system user, a reader, or the system itself. */
export interface Actor {
  kind: 'user' | 'reader' | 'system';
  id: string;
}

/** The versioned envelope of every event on the bus. */
export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  /** Partition key: the employee id where an employee is concerned. */
  key: string;
  payload: EventMap[T];
  correlationId?: string;
  causationId?: string;
  actor?: Actor;
}

export type ClockingSource = 'zk-push' | 'zk-pull' | 'morpho-file' | 'zk-file' | 'web' | 'manual';

/** How screens name where a clocking came from. */
export const CLOCKING_SOURCE_TEXT: Readonly<Record<ClockingSource, string>> = {
  'zk-push': 'Reader (push)',
  'zk-pull': 'Reader (pull)',
  'morpho-file': 'Morpho file import',
  'zk-file': 'ZK file import',
  web: 'Web clocking',
  manual: 'Manual',
};
export type ClockingDirection = 'IN' | 'OUT';

export interface ClockingReceivedPayload {
  clockingID: string;
  /** Null when no employee has the reader's PIN: the clocking is kept as unmatched. */
  employeeID: string | null;
  /** The PIN or employee number the reader sent. */
  employeeNumber: string;
  scannerID: string | null;
  /** The instant, ISO 8601 with offset. */
  clockedAt: string;
  direction: ClockingDirection | null;
  source: ClockingSource;
  verifyType?: number | null;
  workCode?: string | null;
}

export interface ShiftCalculatedPayload {
  employeeShiftID: string;
  employeeID: string;
  shiftDate: string;
  statuses: number[];
}

/** Payroll set the hours authorisation of some of one employee's calculated days. */
export interface HoursAuthorisationChangedPayload {
  employeeID: string;
  authorised: boolean;
  /** The days whose state changed, each a row of time_engine.employee_shifts. */
  days: { employeeShiftID: string; shiftDate: string }[];
}

/** Payroll set or cleared by hand (HoursExported) the exported flag of some of one employee's calculated days. */
export interface HoursExportChangedPayload {
  employeeID: string;
  exported: boolean;
  /** The days whose flag changed, each a row of time_engine.employee_shifts. */
  days: { employeeShiftID: string; shiftDate: string }[];
}

/**
 * Payroll made an export (docs/payroll.md, "Export"): its summary, for payroll systems that
 * listen instead of reading files. Keyed by the export's id. The file is fetched from
 * `downloadUrl` (GET on the api with a Token whose user has dataExport); `sha256` checks it.
 */
export type PayrollExportedPayload = { exportID: string } & Pick<
  DataExport,
  'payrollID' | 'payrollName' | 'from' | 'to' | 'templateID' | 'templateName' | 'templateVersion' | 'full' | 'delta' | 'rows' | 'totals' | 'sha256' | 'fileName' | 'downloadUrl'
>;

/**
 * The leave service changed the leave of some of one employee's days: each day's leave as it is
 * now (null: none any more). The time engine keeps it per day and recalculates those days.
 */
export interface LeaveDaysChangedPayload {
  employeeID: string;
  applicationID: string;
  days: { shiftDate: string; leave: LeaveOfDay | null }[];
}

/**
 * A leave application took a step (LEAVE.md §3): created, decided at some level, or cancelled;
 * its state after the step. Keyed by employee id. The alerts service tells the approvers while it
 * waits and the employee once it is decided or cancelled.
 */
export interface LeaveApplicationChangedPayload {
  applicationID: string;
  employeeID: string;
  leaveTypeID: string;
  /** LEAVE_APPLICATION_STATUS after the step; a cancel keeps the status the application had. */
  status: LeaveApplicationStatus;
  /** True when this step cancelled it. */
  cancelled: boolean;
  startDate: string;
  endDate: string;
  /** The user who decided or cancelled it (or created it granted at once); absent for an application waiting. */
  decidedBy?: string;
}

/** One typed map of events: event type to payload. Producers, consumers and tests share it. */
export interface EventMap {
  ClockingReceived: ClockingReceivedPayload;
  ShiftCalculated: ShiftCalculatedPayload;
  HoursAuthorisationChanged: HoursAuthorisationChangedPayload;
  LeaveDaysChanged: LeaveDaysChangedPayload;
  LeaveApplicationChanged: LeaveApplicationChangedPayload;
  HoursExportChanged: HoursExportChangedPayload;
  PayrollExported: PayrollExportedPayload;
}
export type EventType = keyof EventMap;

export const EVENT_TOPIC: Record<EventType, EventTopic> = {
  ClockingReceived: TOPICS.clockingsReceived,
  ShiftCalculated: TOPICS.shiftsCalculated,
  HoursAuthorisationChanged: TOPICS.hoursAuthorisationChanged,
  LeaveDaysChanged: TOPICS.leaveDaysChanged,
  LeaveApplicationChanged: TOPICS.leaveApplicationsChanged,
  HoursExportChanged: TOPICS.hoursExportChanged,
  PayrollExported: TOPICS.payrollExported,
};

export const EVENT_VERSION: Record<EventType, number> = {
  ClockingReceived: 1,
  ShiftCalculated: 1,
  HoursAuthorisationChanged: 1,
  LeaveDaysChanged: 1,
  LeaveApplicationChanged: 1,
  HoursExportChanged: 1,
  PayrollExported: 1,
};
