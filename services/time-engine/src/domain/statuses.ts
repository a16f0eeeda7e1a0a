import { CLOCKING_STATUS, type ClockingStatusCode } from '@tna/contracts';

/** The status codes live in contracts; the engine names them STATUS for brevity. */
export { CLOCKING_STATUS as STATUS, CLOCKING_STATUS_TEXT as STATUS_TEXT, statusText } from '@tna/contracts';
export type StatusCode = ClockingStatusCode;

/** A shift adjustment that clears an exception turns it into its "cleared" code (§8). */
export const CLEARED_STATUS: Readonly<Record<100 | 103 | 104 | 106 | 107, StatusCode>> = {
  100: CLOCKING_STATUS.awolCleared,
  103: CLOCKING_STATUS.lateInCleared,
  107: CLOCKING_STATUS.lateOutCleared,
  104: CLOCKING_STATUS.earlyInCleared,
  106: CLOCKING_STATUS.earlyOutCleared,
};
