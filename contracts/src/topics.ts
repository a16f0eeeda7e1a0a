import type { ServiceName } from './services';

/** Kafka topic names. Events are keyed by employee id wherever an employee is concerned. */
export const TOPICS = {
  clockingsReceived: 'tna.clockings.received.v1',
  shiftsCalculated: 'tna.shifts.calculated.v1',
  hoursAuthorisationChanged: 'tna.hours.authorisation-changed.v1',
  leaveDaysChanged: 'tna.leave.days-changed.v1',
  leaveApplicationsChanged: 'tna.leave.applications-changed.v1',
  hoursExportChanged: 'tna.hours.export-changed.v1',
  payrollExported: 'tna.payroll.exported.v1',
  /** Replies to commands; every client instance reads it in a consumer group of its own. */
  commandReplies: 'tna.commands.replies.v1',
} as const;

export type EventTopic = (typeof TOPICS)[Exclude<keyof typeof TOPICS, 'commandReplies'>];

export function commandTopic(service: ServiceName): string {
  return `tna.commands.${service}.v1`;
}

/** Partitions per topic: ordering is per key (employee), so more partitions only add parallelism. */
export const TOPIC_PARTITIONS = 6;

/**
 * Largest message a command topic and the replies topic take (their topic-level
 * `max.message.bytes`, set by the platform on a broker it does not configure): a balances import
 * sends its whole file in one command, and the broker's default is about 1 MB.
 */
export const COMMAND_MESSAGE_MAX_BYTES = 32 * 1024 * 1024;
