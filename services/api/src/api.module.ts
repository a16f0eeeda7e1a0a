import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandClient, JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AdjustmentsModule } from './adjustments/adjustments.module';
import { AlertLogModule } from './alert-log/alert-log.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ensureAdministrator } from './auth/administrator-bootstrap';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ClockingsModule } from './clockings/clockings.module';
import { EmployeesModule } from './employees/employees.module';
import { GraphsModule } from './graphs/graphs.module';
import { HoursAuthorisationModule } from './hours-authorisation/hours-authorisation.module';
import { LeaveBalancesImportModule } from './leave-balances-import/leave-balances-import.module';
import { ClockingFilesModule } from './clocking-files/clocking-files.module';
import { LeaveAccrualModule } from './leave-accrual/leave-accrual.module';
import { ManualClockingsModule } from './manual-clockings/manual-clockings.module';
import { PayrollSetupModule } from './payroll-setup/payroll-setup.module';
import { PayrollExportModule } from './payroll-export/payroll-export.module';
import { PayrollValuesModule } from './payroll-values/payroll-values.module';
import { ParkedEventsNoticeJob } from './parked-events/jobs/parked-events-notice.job';
import { ReportFilesCleanUpJob } from './reports/jobs/report-files-clean-up.job';
import { EVACUATION_REPORT, ReportJob } from './reports/jobs/report.job';
import { ReportsModule } from './reports/reports.module';
import { OpenApiModule } from './openapi/openapi.module';
import { API_JOB_RUNNER, API_URGENT_JOB_RUNNER } from './jobs/api-job-runner';
import { JobsModule } from './jobs/jobs.module';
import { ParkedEventsModule } from './parked-events/parked-events.module';
import { LeaveModule } from './leave/leave.module';
import { ReaderCommandsModule } from './reader-commands/reader-commands.module';
import { RulesModule } from './rules/rules.module';
import { ScannersModule } from './scanners/scanners.module';
import { SecurityTemplatesModule } from './security-templates/security-templates.module';
import { SetupModule } from './setup/setup.module';
import { ShiftChangesModule } from './shift-changes/shift-changes.module';
import { ShiftControlsModule } from './shift-controls/shift-controls.module';
import { TimeValuesModule } from './time-values/time-values.module';
import { UserTeamsModule } from './user-teams/user-teams.module';
import { UsersModule } from './users/users.module';

const TOKEN = runtimeToken('api');

/**
 * What every api feature module may inject: the service runtime, the command client and the api's
 * two job runners: one for reports (and their clean-up), one at a time oldest first; one for urgent
 * reports (the evacuation) only, which claims nothing else and so never waits behind them.
 */
@Global()
@Module({})
class ApiRuntimeModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    const providers = [
      { provide: TOKEN, useValue: runtime },
      { provide: CommandClient, useValue: new CommandClient(runtime.bus) },
      { provide: API_JOB_RUNNER, useValue: new JobRunner(runtime, [new ReportJob(runtime), new ReportFilesCleanUpJob(runtime)]) },
      { provide: API_URGENT_JOB_RUNNER, useValue: new JobRunner(runtime, [new ReportJob(runtime, EVACUATION_REPORT)]) },
    ];
    return { module: ApiRuntimeModule, providers, exports: providers };
  }
}

/**
 * The HTTP entry point: sessions, the permission guard, master data and every read. Each feature
 * is its own module; add new ones to FEATURES (the catalogue's catch-all stays last).
 */
const FEATURES = [AuditModule, AuthModule, UsersModule, SecurityTemplatesModule, UserTeamsModule, EmployeesModule, ScannersModule, ClockingsModule, SetupModule, RulesModule, PayrollSetupModule, TimeValuesModule, HoursAuthorisationModule, PayrollValuesModule, PayrollExportModule, ShiftChangesModule, AdjustmentsModule, ShiftControlsModule, ManualClockingsModule, JobsModule, ParkedEventsModule, LeaveModule, LeaveBalancesImportModule, LeaveAccrualModule, AlertLogModule, ClockingFilesModule, ReaderCommandsModule, ReportsModule, GraphsModule];

@Module({})
export class ApiModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(TOKEN) private readonly runtime: ServiceRuntime,
    @Inject(API_JOB_RUNNER) private readonly jobs: JobRunner,
    @Inject(API_URGENT_JOB_RUNNER) private readonly urgentJobs: JobRunner,
  ) {
    // A runner of its own: a mail server that is slow to answer must not hold up a report.
    this.noticeJobs = new JobRunner(runtime, [new ParkedEventsNoticeJob(runtime)]);
  }

  private readonly noticeJobs: JobRunner;

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: ApiModule, imports: [ApiRuntimeModule.forRuntime(runtime), ...FEATURES, OpenApiModule, CatalogueModule] };
  }

  async onApplicationBootstrap(): Promise<void> {
    await ensureAdministrator(this.runtime);
    this.jobs.start();
    this.urgentJobs.start();
    this.noticeJobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.jobs.stop(), this.urgentJobs.stop(), this.noticeJobs.stop()]);
  }
}
