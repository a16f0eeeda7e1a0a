import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { CancelJobOutcome } from '@tna/contracts';
import { cancelJob, CommandPattern, JobRunner } from '@tna/platform';

/** The payroll service's jobs (exports) cancelled on request; the api has checked who may. */
@Controller()
export class JobsController {
  constructor(private readonly jobs: JobRunner) {}

  @CommandPattern('CancelPayrollJob')
  cancel(@Payload() request: { id: string }): Promise<CancelJobOutcome> {
    return cancelJob(this.jobs, request.id);
  }
}
