import type { Job } from '@tna/contracts';
import type { ApiClient } from './api-client';
import { waitFor } from './wait';

/** The job `id` once it has ended (succeeded, failed or cancelled), as `client` reads it with GetJob. */
export function jobEnded(client: ApiClient, id: string, timeoutMs?: number): Promise<Job> {
  return waitFor(
    `job ${id} to end`,
    async () => {
      const job = await client.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: id } });
      return job.finishedAt !== null ? job : undefined;
    },
    timeoutMs,
  );
}

/**
 * The product's environment for the jobs that run on the clock every minute (the time engine's
 * today's days, the alerts' notClockedIn and readerSilent) to run every five seconds instead
 * (`TNA_JOB_SCHEDULES`, docs/architecture.md "Scheduling"): a test that waits for a run of the
 * schedule then waits seconds, not until the minute turns.
 */
export const CLOCK_JOBS_EVERY_FIVE_SECONDS = {
  TNA_JOB_SCHEDULES: ['todays-days', 'not-clocked-in', 'reader-silent'].map((kind) => `${kind}=*/5 * * * * *`).join(';'),
};
