import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { CancelJobOutcome } from '@tna/contracts';
import { cancelJob, CommandPattern, JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { dropContentOfJob } from '../clocking-files/clocking-files.store';

/** The ingestion service's jobs (clocking-file imports) cancelled on request; the api has checked who may. */
@Controller()
export class JobsController {
  constructor(
    private readonly jobs: JobRunner,
    @Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime,
  ) {}

  @CommandPattern('CancelIngestionJob')
  async cancel(@Payload() request: { id: string }): Promise<CancelJobOutcome> {
    const outcome = await cancelJob(this.jobs, request.id);
    // A waiting import ends here without running: its file goes now (a running one drops it as it stops).
    if (outcome.outcome === 'cancelled') await dropContentOfJob(this.runtime.dataSource.manager, request.id);
    return outcome;
  }
}
