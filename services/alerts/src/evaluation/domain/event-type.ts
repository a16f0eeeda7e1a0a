import type { EventKind } from '@tna/contracts';

/** What evaluation reads of an active event type (a row of `api.v_event_types`). */
export interface EventTypeRule {
  id: string;
  name: string;
  eventKind: EventKind;
  /** The clocking status a shiftStatus type alerts on. */
  status: number | null;
  minutesAfterShiftStart: number | null;
  minutesSilent: number | null;
  employeeFilterID: string | null;
  includedEmployeeIDs: readonly string[];
  excludedEmployeeIDs: readonly string[];
  sendCorrection: boolean;
}
