import type { CancelJobOutcome } from '@tna/contracts';
import { CommandRefusedError } from '../commands/command-refused.error';
import type { JobRunner } from './job-runner';

/**
 * The CancelJob command a service with jobs serves: the api has checked who may cancel and
 * that the job is this service's; an unknown job is a 404, one that already ended a 409.
 */
export async function cancelJob(runner: JobRunner, id: string): Promise<CancelJobOutcome> {
  const outcome = await runner.cancel(id);
  if (outcome === 'unknown') throw new CommandRefusedError(404, `no such job: ${id}`);
  if (outcome === 'ended') throw new CommandRefusedError(409, 'the job has already ended');
  return { outcome };
}
