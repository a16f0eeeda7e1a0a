import { Module, type DynamicModule } from '@nestjs/common';
import { createMailSender, MAIL_SENDER, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { ApplicationsController } from './applications/applications.controller';
import { ApproveDeclineLeaveAppsHandler } from './applications/commands/approve-decline-leave-apps/approve-decline-leave-apps.handler';
import { CancelLeaveApplicationHandler } from './applications/commands/cancel-leave-application/cancel-leave-application.handler';
import { ChangeLeaveOriginalShiftHandler } from './applications/commands/change-leave-original-shift/change-leave-original-shift.handler';
import { CreateLeaveApplicationHandler } from './applications/commands/create-leave-application/create-leave-application.handler';
import { DayPlanner } from './applications/day-planner';
import { LeaveMail } from './applications/leave-mail';

const TOKEN = runtimeToken('leave');

/** The leave service's features: applications and approvals, served as commands the api sends. */
@Module({})
export class LeaveModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: LeaveModule,
      controllers: [ApplicationsController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        { provide: MAIL_SENDER, useFactory: () => createMailSender(runtime.config) },
        DayPlanner,
        LeaveMail,
        CreateLeaveApplicationHandler,
        CancelLeaveApplicationHandler,
        ApproveDeclineLeaveAppsHandler,
        ChangeLeaveOriginalShiftHandler,
      ],
    };
  }
}
