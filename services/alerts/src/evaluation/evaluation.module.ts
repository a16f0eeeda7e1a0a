import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { EvaluateCalculatedDaysHandler } from './commands/evaluate-calculated-days/evaluate-calculated-days.handler';
import { ShiftCalculatedConsumer } from './events/shift-calculated.consumer';
import { NotClockedInJob } from './jobs/not-clocked-in.job';

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
      controllers: [ShiftCalculatedConsumer],
      providers: [
        { provide: runtimeToken('alerts'), useValue: runtime },
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new NotClockedInJob(runtime)]) },
        EvaluateCalculatedDaysHandler,
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
