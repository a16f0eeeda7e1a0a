import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { CancelJobOutcome } from '@tna/contracts';
import { cancelJob, CommandPattern, JobRunner } from '@tna/platform';

/** The ingestion service's jobs (clocking-file imports) cancelled on request; the api has checked who may. */
@Controller()
export class JobsController {
  constructor(private readonly jobs: JobRunner) {}

  @CommandPattern('CancelIngestionJob')
  cancel(@Payload() request: { id: string }): Promise<CancelJobOutcome> {
    return cancelJob(this.jobs, request.id);
  }
}
