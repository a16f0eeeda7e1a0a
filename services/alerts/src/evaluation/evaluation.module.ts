import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { EvaluateCalculatedDaysHandler } from './commands/evaluate-calculated-days/evaluate-calculated-days.handler';
import { EvaluateLeaveApplicationsHandler } from './commands/evaluate-leave-applications/evaluate-leave-applications.handler';
import { EvaluatePayrollExportsHandler } from './commands/evaluate-payroll-exports/evaluate-payroll-exports.handler';
import { LeaveApplicationChangedConsumer } from './events/leave-application-changed.consumer';
import { PayrollExportedConsumer } from './events/payroll-exported.consumer';
import { ShiftCalculatedConsumer } from './events/shift-calculated.consumer';
import { NotClockedInJob } from './jobs/not-clocked-in.job';
import { ReaderSilentJob } from './jobs/reader-silent.job';

/**
 * Evaluation (docs/alerts.md, "Evaluation"): decides alerts from the bus (a consumer per event)
 * and the clock (a job per scheduled kind), and only inserts them; delivery picks them up.
 */
@Module({})
export class EvaluationModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: JobRunner) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: EvaluationModule,
      controllers: [ShiftCalculatedConsumer, LeaveApplicationChangedConsumer, PayrollExportedConsumer],
      providers: [
        { provide: runtimeToken('alerts'), useValue: runtime },
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new NotClockedInJob(runtime), new ReaderSilentJob(runtime)]) },
        EvaluateCalculatedDaysHandler,
        EvaluateLeaveApplicationsHandler,
        EvaluatePayrollExportsHandler,
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
