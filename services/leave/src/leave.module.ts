import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AccrualController } from './accrual/accrual.controller';
import { RunLeaveAccrualHandler } from './accrual/commands/run-leave-accrual/run-leave-accrual.handler';
import { LeaveAccrualJob } from './accrual/jobs/leave-accrual.job';
import { JobsController } from './jobs/jobs.controller';

/** Leave's features: the accrual job (daily and on demand), run by the service's own job runner. */
@Module({})
export class LeaveModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: JobRunner) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: LeaveModule,
      controllers: [AccrualController, JobsController],
      providers: [
        { provide: runtimeToken('leave'), useValue: runtime },
        // Provided, so a command controller can start the job it queued at once.
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new LeaveAccrualJob(runtime)]) },
        RunLeaveAccrualHandler,
      ],
    };
  }

  onApplicationBootstrap(): void {
    this.jobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}
