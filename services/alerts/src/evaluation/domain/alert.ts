/** A calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

/**
 * What the message templates are given (docs/alerts.md): every value as text already in the
 * subject's own time zone. Each kind of event fills the keys that concern it.
 */
export interface AlertDetails {
  eventTypeName: string;
  employeeName?: string;
  employeeNumber?: string;
  shiftDate?: string;
  /** Local `HH:mm`. */
  shiftStart?: string;
  minutesAfterShiftStart?: string;
  statusCode?: string;
  statusName?: string;
  readerName?: string;
  /** Local `YYYY-MM-DD HH:mm`. */
  lastSeen?: string;
  leaveType?: string;
  leaveFrom?: string;
  leaveTo?: string;
  leaveState?: string;
  exportName?: string;
  exportFrom?: string;
  exportTo?: string;
}

/**
 * One alert evaluation decided: a row of `alerts.alerts`. Decided once per (event type, subject,
 * day, cause): storing it again changes nothing.
 */
export interface DecidedAlert {
  eventTypeID: string;
  eventKind: string;
  /** The employee, reader, export or leave application the alert is about. */
  subjectID: string;
  employeeID: string | null;
  /** The subject's day in its own time zone. */
  day: IsoDate;
  cause: string;
  details: AlertDetails;
}

/** The cause of an alert on a day carrying clocking status `code`. */
export function statusCause(code: number): string {
  return `status:${code}`;
}

/** The cause of the correction sent when a recalculation removed `cause`. */
export function withdrawnCause(cause: string): string {
  return `withdrawn:${cause}`;
}

export const NOT_CLOCKED_IN_CAUSE = 'notClockedIn';

/** The key of one subject-day of one event type, for the causes decided on it so far. */
export function subjectDayKey(eventTypeID: string, subjectID: string, day: IsoDate): string {
  return `${eventTypeID}/${subjectID}/${day}`;
}
