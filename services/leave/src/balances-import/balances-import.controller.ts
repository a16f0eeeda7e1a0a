import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { ImportLeaveBalancesRequest, ImportLeaveBalancesResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { ImportLeaveBalancesCommand } from './commands/import-leave-balances/import-leave-balances.command';

/** The balances import as the api sends it, run in the message's transaction. */
@Controller()
export class BalancesImportController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('ImportLeaveBalances')
  importBalances(@Payload() request: ImportLeaveBalancesRequest, @Ctx() context: CommandContext): Promise<ImportLeaveBalancesResult> {
    return this.commandBus.execute(new ImportLeaveBalancesCommand(request, context.envelope.actor, context.manager));
  }
}
