import { PollingLoop, type ServiceRuntime } from '@tna/platform';
import type { AlertSender } from './alert-sender';
import type { DeliveryPlanner } from './delivery-planner';

/**
 * Delivery's one loop: plans every unplanned alert, then sends every message due, every
 * TNA_ALERT_POLL_MS (1 s) and whenever kicked (evaluation may kick it after it commits alerts).
 * Each instance of the service runs one; row locks keep two from taking the same work.
 */
export class AlertDelivery {
  private readonly loop: PollingLoop;

  constructor(
    private readonly runtime: ServiceRuntime,
    private readonly planner: DeliveryPlanner,
    private readonly sender: AlertSender,
    pollMs: number,
  ) {
    this.loop = new PollingLoop(() => this.deliver(), pollMs, (error) => runtime.logger.error({ error: error instanceof Error ? error.stack : String(error) }, 'alert delivery failed'), {
      maxBackoffMs: 30_000,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Plans and sends now, or right after the round under way. */
  kick(): void {
    this.loop.kick();
  }

  /** Waits for the chunk under way to be sent; a process killed meanwhile leaves its claimed messages due again after their lease. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async deliver(): Promise<void> {
    while (!this.loop.stopped && (await this.runtime.dataSource.transaction((manager) => this.planner.planNext(manager))) > 0);
    while (!this.loop.stopped && (await this.sender.sendDue()) > 0);
  }
}
