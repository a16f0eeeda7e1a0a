import type { ServiceName } from './services';

/** Kafka topic names. Events are keyed by employee id wherever an employee is concerned. */
export const TOPICS = {
  clockingsReceived: 'tna.clockings.received.v1',
  shiftsCalculated: 'tna.shifts.calculated.v1',
  hoursAuthorisationChanged: 'tna.hours.authorisation-changed.v1',
  leaveDaysChanged: 'tna.leave.days-changed.v1',
  hoursExportChanged: 'tna.hours.export-changed.v1',
  /** Replies to commands; every client instance reads it in a consumer group of its own. */
  commandReplies: 'tna.commands.replies.v1',
} as const;

export type EventTopic = (typeof TOPICS)[Exclude<keyof typeof TOPICS, 'commandReplies'>];

export function commandTopic(service: ServiceName): string {
  return `tna.commands.${service}.v1`;
}

/** Partitions per topic: ordering is per key (employee), so more partitions only add parallelism. */
export const TOPIC_PARTITIONS = 6;
