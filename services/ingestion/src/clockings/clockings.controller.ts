import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { CreateRawClockingRequest, CreateRawClockingResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { RecordManualClockingCommand } from './commands/record-manual-clocking/record-manual-clocking.command';

/** Operator-entered clockings, sent by the api as CreateRawClocking. */
@Controller()
export class ClockingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('CreateRawClocking')
  create(@Payload() request: CreateRawClockingRequest, @Ctx() context: CommandContext): Promise<CreateRawClockingResult> {
    return this.commandBus.execute(new RecordManualClockingCommand(request, context.actor, context.manager));
  }
}
