import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AuthoriseHoursRangeHandler } from './hours-authorisation/commands/authorise-hours-range/authorise-hours-range.handler';
import { AuthoriseHoursHandler } from './hours-authorisation/commands/authorise-hours/authorise-hours.handler';
import { HoursAuthorisationController } from './hours-authorisation/hours-authorisation.controller';
import { MarkHoursExportedHandler } from './hours-export/commands/mark-hours-exported/mark-hours-exported.handler';
import { JobsController } from './jobs/jobs.controller';
import { ExportToPayrollHandler } from './payroll-export/commands/export-to-payroll/export-to-payroll.handler';
import { PRESETS } from './payroll-export/domain/presets';
import { PayrollExportJob } from './payroll-export/jobs/payroll-export.job';
import { PayrollExportController } from './payroll-export/payroll-export.controller';
import { publishTemplates } from './payroll-export/payroll-export.store';
import { PayrollValuesController } from './payroll-values/payroll-values.controller';
import { CalculatePayrollValuesHandler } from './payroll-values/queries/calculate-payroll-values/calculate-payroll-values.handler';

const TOKEN = runtimeToken('payroll');

/**
 * Payroll's features: hours authorisation, the exported flag, the value calculation and the
 * exports (jobs run by the service's own job runner), served as commands the api sends.
 */
@Module({})
export class PayrollModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly jobs: JobRunner,
    @Inject(TOKEN) private readonly runtime: ServiceRuntime,
  ) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: PayrollModule,
      controllers: [HoursAuthorisationController, PayrollValuesController, PayrollExportController, JobsController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        // Provided, so a command controller can start the job it queued at once.
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new PayrollExportJob(runtime)]) },
        AuthoriseHoursHandler,
        AuthoriseHoursRangeHandler,
        MarkHoursExportedHandler,
        CalculatePayrollValuesHandler,
        ExportToPayrollHandler,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    // The api's template lookups read what this version ships.
    await publishTemplates(this.runtime.dataSource, PRESETS);
    this.jobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}
