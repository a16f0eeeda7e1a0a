import { defaultTimeZone, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import { decideReaderSilentAlerts } from '../domain';
import { activeEventTypes, insertAlerts, silentReaders } from '../evaluation.store';

/** The job takes no payload: it looks at the readers' last contacts when it runs. */
export type ReaderSilentJobData = Record<string, never>;

export const READER_SILENT = jobKind<ReaderSilentJobData>('reader-silent');

/**
 * Every minute (node-cron), each active readerSilent event type alerts on the readers not heard
 * from for its minutes: one transaction per event type. A silence already alerted is stored
 * again and changes nothing (its cause names the same last contact); readers are few, so the
 * tick does not first look for what it decided before.
 */
export class ReaderSilentJob implements JobHandler<ReaderSilentJobData> {
  readonly kind = READER_SILENT;
  readonly schedule = '* * * * *';

  constructor(private readonly runtime: ServiceRuntime) {}

  scheduledPayload(): ReaderSilentJobData {
    return {};
  }

  /** Answers the alerts it stored. */
  async run(job: JobContext<ReaderSilentJobData>): Promise<{ alerts: number }> {
    const now = new Date();
    const types = (await activeEventTypes(this.runtime.dataSource.manager, ['readerSilent'])).filter((type) => type.minutesSilent !== null);
    await job.setTotal(types.length);
    let alerts = 0;
    for (const [index, type] of types.entries()) {
      alerts += await job.chunk(index + 1, async (manager) => {
        const readers = await silentReaders(manager, new Date(now.getTime() - type.minutesSilent! * 60_000), defaultTimeZone(this.runtime.config));
        return insertAlerts(manager, decideReaderSilentAlerts([type], readers, now));
      });
    }
    return { alerts };
  }
}
