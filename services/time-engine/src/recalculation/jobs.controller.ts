import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { CancelJobOutcome } from '@tna/contracts';
import { cancelJob, CommandPattern, JobRunner } from '@tna/platform';

/** The time engine's jobs (scheduled recalculations, open days) cancelled on request. */
@Controller()
export class JobsController {
  constructor(private readonly jobs: JobRunner) {}

  @CommandPattern('CancelJob')
  cancel(@Payload() request: { id: string }): Promise<CancelJobOutcome> {
    return cancelJob(this.jobs, request.id);
  }
}
