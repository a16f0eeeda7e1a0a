import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { CancelReaderCommandsRequest, CancelReaderCommandsResult, SendReaderCommandsCommand as SendReaderCommandsPayload, SendReaderCommandsResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { CancelReaderCommandsCommand } from './commands/cancel-reader-commands/cancel-reader-commands.command';
import { SendReaderCommandsCommand } from './commands/send-reader-commands/send-reader-commands.command';

/** Reader operations, sent by the api as SendReaderCommands (and taken back as CancelReaderCommands); readers take them on their polls (ReaderPollsController). */
@Controller()
export class ReaderCommandsController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('SendReaderCommands')
  send(@Payload() request: SendReaderCommandsPayload, @Ctx() context: CommandContext): Promise<SendReaderCommandsResult> {
    return this.commandBus.execute(new SendReaderCommandsCommand(request, context.actor, context.manager));
  }

  @CommandPattern('CancelReaderCommands')
  cancel(@Payload() request: CancelReaderCommandsRequest, @Ctx() context: CommandContext): Promise<CancelReaderCommandsResult> {
    return this.commandBus.execute(new CancelReaderCommandsCommand(request, context.actor, context.manager));
  }
}
