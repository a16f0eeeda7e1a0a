import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { PlanLeaveDaysRequest, PlanLeaveDaysResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { PlanLeaveDaysCommand } from './commands/plan-leave-days/plan-leave-days.command';

/** What the leave service asks the time engine over the bus (no HTTP call serves it). */
@Controller()
export class LeaveDaysController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('PlanLeaveDays')
  planLeaveDays(@Payload() request: PlanLeaveDaysRequest, @Ctx() context: CommandContext): Promise<PlanLeaveDaysResult> {
    return this.commandBus.execute(new PlanLeaveDaysCommand(request, context.manager));
  }
}
