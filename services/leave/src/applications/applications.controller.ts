import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type {
  ApproveDeclineLeaveAppsRequest,
  ApproveDeclineLeaveAppsResult,
  CancelLeaveApplicationRequest,
  CancelLeaveApplicationResult,
  ChangeLeaveOriginalShiftRequest,
  ChangeLeaveOriginalShiftResult,
  CreateLeaveApplicationRequest,
  CreateLeaveApplicationResult,
} from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { ApproveDeclineLeaveAppsCommand } from './commands/approve-decline-leave-apps/approve-decline-leave-apps.command';
import { CancelLeaveApplicationCommand } from './commands/cancel-leave-application/cancel-leave-application.command';
import { ChangeLeaveOriginalShiftCommand } from './commands/change-leave-original-shift/change-leave-original-shift.command';
import { CreateLeaveApplicationCommand } from './commands/create-leave-application/create-leave-application.command';

/** Leave applications as the api sends them: each message becomes its command, run in the message's transaction. */
@Controller()
export class ApplicationsController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('CreateLeaveApplication')
  create(@Payload() request: CreateLeaveApplicationRequest, @Ctx() context: CommandContext): Promise<CreateLeaveApplicationResult> {
    return this.commandBus.execute(new CreateLeaveApplicationCommand(request, context.envelope.actor, context.manager));
  }

  @CommandPattern('CancelLeaveApplication')
  cancel(@Payload() request: CancelLeaveApplicationRequest, @Ctx() context: CommandContext): Promise<CancelLeaveApplicationResult> {
    return this.commandBus.execute(new CancelLeaveApplicationCommand(request, context.envelope.actor, context.manager));
  }

  @CommandPattern('ApproveDeclineLeaveApps')
  decide(@Payload() request: ApproveDeclineLeaveAppsRequest, @Ctx() context: CommandContext): Promise<ApproveDeclineLeaveAppsResult> {
    return this.commandBus.execute(new ApproveDeclineLeaveAppsCommand(request, context.envelope.actor, context.manager));
  }

  @CommandPattern('ChangeLeaveOriginalShift')
  changeOriginalShift(@Payload() request: ChangeLeaveOriginalShiftRequest, @Ctx() context: CommandContext): Promise<ChangeLeaveOriginalShiftResult> {
    return this.commandBus.execute(new ChangeLeaveOriginalShiftCommand(request, context.envelope.actor, context.manager));
  }
}
