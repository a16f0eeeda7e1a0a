import type { Job } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const JobsQueryKey = 'jobs';

/** A job has ended once it has a finish time: succeeded, failed or cancelled. */
export const jobEnded = (job: Job | undefined): boolean => job?.finishedAt != null;

/** GetJob, polled every `intervalMs` until the job ends. */
export const useJob = (id: string, intervalMs = 1000) =>
  useQuery({
    queryKey: [JobsQueryKey, id],
    queryFn: () => callApi<Job>('GetJob', { query: { ID: id } }),
    refetchInterval: (query) => (jobEnded(query.state.data) || query.state.error ? false : intervalMs),
  });
