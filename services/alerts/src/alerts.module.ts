import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { DeliveryModule } from './delivery/delivery.module';
import { EvaluateCalculatedDaysHandler } from './evaluation/commands/evaluate-calculated-days/evaluate-calculated-days.handler';
import { EvaluateLeaveApplicationsHandler } from './evaluation/commands/evaluate-leave-applications/evaluate-leave-applications.handler';
import { EvaluatePayrollExportsHandler } from './evaluation/commands/evaluate-payroll-exports/evaluate-payroll-exports.handler';
import { LeaveApplicationChangedConsumer } from './evaluation/events/leave-application-changed.consumer';
import { PayrollExportedConsumer } from './evaluation/events/payroll-exported.consumer';
import { ShiftCalculatedConsumer } from './evaluation/events/shift-calculated.consumer';
import { NotClockedInJob } from './evaluation/jobs/not-clocked-in.job';
import { ReaderSilentJob } from './evaluation/jobs/reader-silent.job';

/** Alerts: evaluation decides them from the bus and the clock, delivery sends their messages (docs/alerts.md). */
@Module({})
export class AlertsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: JobRunner) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: AlertsModule,
      imports: [DeliveryModule.forRuntime(runtime)],
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
