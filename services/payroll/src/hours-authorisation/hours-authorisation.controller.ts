import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { AuthUnAuthHoursRangeRequest, HoursAuthorisationResult, HoursAuthoriseRequest, HoursExportedRequest, HoursExportedResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { AuthoriseHoursRangeCommand } from './commands/authorise-hours-range/authorise-hours-range.command';
import { AuthoriseHoursCommand } from './commands/authorise-hours/authorise-hours.command';
import { MarkHoursExportedCommand } from '../hours-export/commands/mark-hours-exported/mark-hours-exported.command';

/** Hours authorisation as the api sends it: each message becomes its command, run in the message's transaction. */
@Controller()
export class HoursAuthorisationController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('HoursAuthorise')
  authorise(@Payload() request: HoursAuthoriseRequest, @Ctx() context: CommandContext): Promise<HoursAuthorisationResult> {
    return this.commandBus.execute(new AuthoriseHoursCommand(request, context.envelope.actor, context.manager));
  }

  @CommandPattern('AuthUnAuthHoursEmplsDateRange')
  authoriseRange(@Payload() request: AuthUnAuthHoursRangeRequest, @Ctx() context: CommandContext): Promise<HoursAuthorisationResult> {
    return this.commandBus.execute(new AuthoriseHoursRangeCommand(request, context.envelope.actor, context.manager));
  }

  @CommandPattern('HoursExported')
  exported(@Payload() request: HoursExportedRequest, @Ctx() context: CommandContext): Promise<HoursExportedResult> {
    return this.commandBus.execute(new MarkHoursExportedCommand(request, context.envelope.actor, context.manager));
  }
}
