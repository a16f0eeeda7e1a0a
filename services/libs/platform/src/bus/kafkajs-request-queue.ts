import RequestQueue from 'kafkajs/src/network/requestQueue';

/** What kafkajs 2.2.4's RequestQueue keeps of its state, as far as the check below reads it. */
interface RequestQueueState {
  readonly pending: readonly unknown[];
  readonly throttledUntil: number;
}

let quiet = false;

/**
 * Stops kafkajs from polling each broker connection every millisecond. After a connection's
 * first request, kafkajs 2.2.4 schedules the next check of its pending requests whether or not
 * one is waiting, and with no throttle the delay is negative, so the check re-arms itself for
 * ever (tulios/kafkajs#1556 and #1704; fixes proposed in #1667 and #1768, none released). Every
 * idle service woke about 1,700 times a second for it, 3.5 to 4% of a core each. A check is now
 * scheduled only when a request waits or the broker throttles: a request pushed later, or one
 * answered, checks the queue again as before. Patched once per process, for every client in it.
 */
export function quietKafkaRequestQueues(): void {
  if (quiet) return;
  const prototype = (RequestQueue as unknown as { prototype: { scheduleCheckPendingRequests?: (this: RequestQueueState) => void } }).prototype;
  const schedule = prototype.scheduleCheckPendingRequests;
  // A kafkajs whose queue is built otherwise is left alone: a missing method must not stop the bus.
  if (typeof schedule !== 'function') return;
  prototype.scheduleCheckPendingRequests = function (this: RequestQueueState) {
    if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
    schedule.call(this);
  };
  quiet = true;
}
