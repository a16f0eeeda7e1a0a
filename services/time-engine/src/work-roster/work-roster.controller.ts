import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { PlanWorkRosterRequest, PlanWorkRosterResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { PlanWorkRosterCommand } from './commands/plan-work-roster/plan-work-roster.command';

/** What the api's roster reports ask the time engine over the bus (no HTTP call serves it). */
@Controller()
export class WorkRosterController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('PlanWorkRoster')
  planWorkRoster(@Payload() request: PlanWorkRosterRequest, @Ctx() context: CommandContext): Promise<PlanWorkRosterResult> {
    return this.commandBus.execute(new PlanWorkRosterCommand(request, context.manager));
  }
}
