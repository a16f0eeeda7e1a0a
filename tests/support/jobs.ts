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
