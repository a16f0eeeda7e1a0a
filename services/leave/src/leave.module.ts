import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createMailSender, JobRunner, MAIL_SENDER, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AccrualController } from './accrual/accrual.controller';
import { RunLeaveAccrualHandler } from './accrual/commands/run-leave-accrual/run-leave-accrual.handler';
import { LeaveAccrualJob } from './accrual/jobs/leave-accrual.job';
import { ApplicationsController } from './applications/applications.controller';
import { ApproveDeclineLeaveAppsHandler } from './applications/commands/approve-decline-leave-apps/approve-decline-leave-apps.handler';
import { CancelLeaveApplicationHandler } from './applications/commands/cancel-leave-application/cancel-leave-application.handler';
import { ChangeLeaveOriginalShiftHandler } from './applications/commands/change-leave-original-shift/change-leave-original-shift.handler';
import { CreateLeaveApplicationHandler } from './applications/commands/create-leave-application/create-leave-application.handler';
import { DayPlanner } from './applications/day-planner';
import { LeaveMail } from './applications/leave-mail';
import { BalancesImportController } from './balances-import/balances-import.controller';
import { ImportLeaveBalancesHandler } from './balances-import/commands/import-leave-balances/import-leave-balances.handler';
import { JobsController } from './jobs/jobs.controller';

const TOKEN = runtimeToken('leave');

/**
 * The leave service's features, served as commands the api sends: applications and approvals,
 * the accrual job (daily and on demand, run by the service's own job runner), the balances import.
 */
@Module({})
export class LeaveModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: JobRunner) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: LeaveModule,
      controllers: [ApplicationsController, AccrualController, BalancesImportController, JobsController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        { provide: MAIL_SENDER, useFactory: () => createMailSender(runtime.config) },
        // Provided, so a command controller can start the job it queued at once.
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new LeaveAccrualJob(runtime)]) },
        DayPlanner,
        LeaveMail,
        CreateLeaveApplicationHandler,
        CancelLeaveApplicationHandler,
        ApproveDeclineLeaveAppsHandler,
        ChangeLeaveOriginalShiftHandler,
        RunLeaveAccrualHandler,
        ImportLeaveBalancesHandler,
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
