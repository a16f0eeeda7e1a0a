import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { SendTestAlertRequest, SendTestAlertResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { SendTestAlertCommand } from './commands/send-test-alert/send-test-alert.command';

/** Delivery's commands as the api sends them, each run in the message's transaction. */
@Controller()
export class DeliveryController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('SendTestAlert')
  sendTest(@Payload() request: SendTestAlertRequest, @Ctx() context: CommandContext): Promise<SendTestAlertResult> {
    return this.commandBus.execute(new SendTestAlertCommand(request, context.manager));
  }
}
