import type { ServiceRuntime } from '../runtime/service-runtime';
import { PollingLoop } from '../runtime/polling-loop';
import type { BusTransport } from '../transport/bus.transport';

/** How often a service looks for parked events due for a retry: each key has its own wait (`noteFailedRetry`). */
const RETRY_POLL_MS = 30_000;

/** Tries a service's parked events again at start (a release may have fixed what failed) and whenever they are due. */
export function parkedEventsRetry(transport: BusTransport, runtime: ServiceRuntime): PollingLoop {
  const loop: PollingLoop = new PollingLoop(
    () => transport.retryParkedEvents(runtime, () => loop.stopped),
    RETRY_POLL_MS,
    (error, failures) => runtime.logger.warn({ error: String(error), failures }, 'looking for parked events to retry failed; looked again later'),
    { maxBackoffMs: 300_000 },
  );
  return loop;
}
