import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '@tna/contracts';
import { logIn, mockApi, withStatus } from '../test/render';
import { JobProgress } from './job-progress';

const aJob = (overrides: Partial<Job>): Job => ({
  id: 'job-1',
  service: 'time-engine',
  kind: 'recalculation',
  state: 'running',
  progress: { done: 0, total: 0 },
  result: null,
  error: null,
  requestedBy: { kind: 'user', id: 'user-1' },
  cancelRequested: false,
  createdAt: '2026-03-02T08:00:00.000Z',
  startedAt: '2026-03-02T08:00:01.000Z',
  finishedAt: null,
  ...overrides,
});

const renderProgress = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <JobProgress jobID="job-1" title="Recalculation" intervalMs={5} />
    </QueryClientProvider>,
  );
};

describe('JobProgress', () => {
  it('polls GetJob while the job runs and stops once it has ended', async () => {
    logIn();
    const answers = [
      aJob({ state: 'queued' }),
      aJob({ progress: { done: 250, total: 1000 } }),
      aJob({ progress: { done: 750, total: 1000 } }),
      aJob({ state: 'succeeded', progress: { done: 1000, total: 1000 }, finishedAt: '2026-03-02T08:01:00.000Z' }),
    ];
    const requests = mockApi({ GetJob: () => answers.shift() ?? withStatus(500, { error: 'asked after the job ended' }) });
    renderProgress();

    expect(await screen.findByText('Running (250 of 1000)')).toBeTruthy();
    expect(await screen.findByText('Done (1000 of 1000)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Recalculation' }).getAttribute('aria-valuenow')).toBe('100');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((request) => request.call)).toEqual(['GetJob', 'GetJob', 'GetJob', 'GetJob']);
    expect(requests[0].token).toBe('token-1');
  });

  it('shows how much a job without a total has done so far', async () => {
    logIn();
    mockApi({ GetJob: aJob({ progress: { done: 12000, total: 0 } }) });
    renderProgress();
    expect(await screen.findByText('Running (12000 so far)')).toBeTruthy();
  });

  it('shows a failed job with its error, and an answer it may not see as an alert', async () => {
    logIn();
    mockApi({ GetJob: aJob({ state: 'failed', progress: { done: 2, total: 4 }, error: 'the ledger is closed', finishedAt: '2026-03-02T08:01:00.000Z' }) });
    const { unmount } = renderProgress();
    expect(await screen.findByText('Failed (2 of 4): the ledger is closed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Recalculation' }).getAttribute('aria-valuenow')).toBe('50');
    unmount();

    mockApi({ GetJob: withStatus(403, { error: 'Unauthorized access' }) });
    renderProgress();
    expect(await screen.findByText('Cannot show the progress: Unauthorized access')).toBeTruthy();
  });
});
