import { createTask, type ScheduledTask } from 'node-cron';
import { defaultTimeZone, PollingLoop, type ServiceRuntime } from '@tna/platform';
import { reportZkErrorsTo } from '../zk-tcp.client';
import { dueRetries, pullReaders, type PullReader } from '../zk-pull.store';
import { PullReaderJob } from './pull-reader.job';

/** Pulls under way at once in one process; the rest wait their turn, so a hundred readers never open a hundred sockets. */
export const PULL_CONCURRENCY = 8;
const DEFAULT_REFRESH_SECONDS = 60;

interface ScheduledReader {
  reader: PullReader;
  /** The schedule and zone the task was made with: a change makes a new task. */
  timing: string;
  task: ScheduledTask;
}

/**
 * Reads every pull reader on its own schedule (docs/readers.md "Pull"). The list of readers is
 * read from `api.v_scanners` every TNA_READER_PULL_REFRESH_SECONDS (the api raises no event when
 * a reader changes, and a minute's delay before a new reader's first read costs nothing next to
 * its schedule); each reader gets one node-cron task in its own zone. A tick only asks for a pull:
 * pulls run PULL_CONCURRENCY at a time, one at a time per reader, each with its own time limit,
 * so a reader that does not answer holds up no other. Readers backing off are retried by the
 * refresh when their wait is over; their ticks meanwhile find them leased out.
 */
export class ZkPullScheduler {
  private readonly job: PullReaderJob;
  private readonly refresh: PollingLoop;
  private readonly readers = new Map<string, ScheduledReader>();
  private readonly waiting: string[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(private readonly runtime: ServiceRuntime) {
    this.job = new PullReaderJob(runtime);
    reportZkErrorsTo((text) => runtime.logger.warn({ zklib: text.trim() }, 'node-zklib error'));
    const seconds = runtime.config.TNA_READER_PULL_REFRESH_SECONDS ?? DEFAULT_REFRESH_SECONDS;
    this.refresh = new PollingLoop(
      () => this.refreshReaders(),
      seconds * 1000,
      (error, failures) => runtime.logger.error({ err: error, failures }, 'reading the pull readers failed'),
    );
  }

  start(): void {
    this.stopping = false;
    this.refresh.start();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.refresh.stop();
    for (const scheduled of this.readers.values()) await scheduled.task.destroy();
    this.readers.clear();
    this.waiting.length = 0;
    this.job.stop();
    await Promise.all(this.running.values());
  }

  private async refreshReaders(): Promise<void> {
    const readers = await pullReaders(this.runtime.dataSource.manager);
    const seen = new Set<string>();
    for (const reader of readers) {
      seen.add(reader.id);
      const zone = reader.timeZone ?? defaultTimeZone(this.runtime.config);
      const timing = `${reader.pullSchedule}\u0000${zone}`;
      const scheduled = this.readers.get(reader.id);
      if (scheduled?.timing === timing) {
        scheduled.reader = reader;
        continue;
      }
      if (scheduled) await scheduled.task.destroy();
      try {
        const task = createTask(reader.pullSchedule, () => this.ask(reader.id), { timezone: zone, name: `zk-pull:${reader.id}` });
        await task.start();
        this.readers.set(reader.id, { reader, timing, task });
      } catch (error) {
        // The api checks schedules with node-cron too: a reader here with one it refuses was stored before that check.
        this.readers.delete(reader.id);
        this.runtime.logger.error({ scannerID: reader.id, schedule: reader.pullSchedule, err: error }, 'pull reader schedule refused');
      }
    }
    for (const [id, scheduled] of this.readers) {
      if (seen.has(id)) continue;
      await scheduled.task.destroy();
      this.readers.delete(id);
    }
    for (const id of await dueRetries(this.runtime.dataSource.manager)) this.ask(id);
  }

  /** Asks for a pull of the reader: it waits for a free place, and is asked once however many ticks come meanwhile. */
  private ask(id: string): void {
    if (this.stopping || this.running.has(id) || this.waiting.includes(id) || !this.readers.has(id)) return;
    this.waiting.push(id);
    this.next();
  }

  private next(): void {
    while (!this.stopping && this.running.size < PULL_CONCURRENCY && this.waiting.length > 0) {
      const id = this.waiting.shift()!;
      const scheduled = this.readers.get(id);
      if (!scheduled) continue;
      const pull = this.job
        .run(scheduled.reader)
        .then(
          () => undefined,
          (error: unknown) => this.runtime.logger.error({ scannerID: id, err: error }, 'pull failed'),
        )
        .finally(() => {
          this.running.delete(id);
          this.next();
        });
      this.running.set(id, pull);
    }
  }
}
