import type { EventTypeRule } from './event-type';

/** An event type for the deciders' specs: of `eventKind`, nobody in or out of scope by list or filter, no correction. */
export function anEventType(eventKind: EventTypeRule['eventKind'], rule: Partial<EventTypeRule> = {}): EventTypeRule {
  return {
    id: `${eventKind}-type`,
    name: eventKind,
    eventKind,
    status: null,
    minutesAfterShiftStart: null,
    minutesSilent: null,
    employeeFilterID: null,
    includedEmployeeIDs: [],
    excludedEmployeeIDs: [],
    sendCorrection: false,
    ...rule,
  };
}
