import type { JobContext, JobHandler, JobKind, ServiceRuntime } from '@tna/platform';
import type { EventKind } from '@tna/contracts';
import type { EntityManager } from 'typeorm';
import type { EventTypeRule } from '../domain';
import { activeEventTypes } from '../evaluation.store';

/** A clock-driven evaluation takes no payload: it looks at what is due when it runs. */
export type EventTypeClockJobData = Record<string, never>;

/**
 * A kind of event decided by the clock rather than by an event: every minute (node-cron), each
 * active event type of the kind is evaluated in a transaction of its own, which also records the
 * job's progress.
 */
export abstract class EventTypeClockJob implements JobHandler<EventTypeClockJobData> {
  abstract readonly kind: JobKind<EventTypeClockJobData>;
  readonly schedule = '* * * * *';
  protected abstract readonly eventKind: EventKind;

  constructor(protected readonly runtime: ServiceRuntime) {}

  scheduledPayload(): EventTypeClockJobData {
    return {};
  }

  /** Answers the alerts it stored. */
  async run(job: JobContext<EventTypeClockJobData>): Promise<{ alerts: number }> {
    const now = new Date();
    const types = await activeEventTypes(this.runtime.dataSource.manager, [this.eventKind]);
    await job.setTotal(types.length);
    let alerts = 0;
    for (const [index, type] of types.entries()) {
      alerts += await job.chunk(index + 1, (manager) => this.evaluate(manager, type, now));
    }
    return { alerts };
  }

  /** Stores the alerts `type` decides at `now`; answers how many were new. */
  protected abstract evaluate(manager: EntityManager, type: EventTypeRule, now: Date): Promise<number>;
}
