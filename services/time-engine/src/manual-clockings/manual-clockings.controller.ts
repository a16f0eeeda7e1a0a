import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { ClockInOutRequest, ClockInRequest, ClockOutRequest, DeleteClockingRequest, ManualClockingResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { AddManualClockingCommand } from './commands/add-manual-clocking/add-manual-clocking.command';
import { DeleteClockingCommand } from './commands/delete-clocking/delete-clocking.command';
import type { ManualClockingAction } from './domain/manual-clocking-rules';

/**
 * Manual clockings: one employee-day each, stored and recalculated in the transport's
 * transaction with the reply, so a repeated command is answered without running again.
 */
@Controller()
export class ManualClockingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('CreateClockInOnly')
  clockIn(@Payload() request: ClockInRequest, @Ctx() context: CommandContext): Promise<ManualClockingResult> {
    return this.add('CreateClockInOnly', { employeeID: request.employeeID, date: request.date, inAt: request.inAt }, context);
  }

  @CommandPattern('CreateClockOutOnly')
  clockOut(@Payload() request: ClockOutRequest, @Ctx() context: CommandContext): Promise<ManualClockingResult> {
    return this.add('CreateClockOutOnly', { employeeID: request.employeeID, date: request.date, outAt: request.outAt }, context);
  }

  @CommandPattern('CreateClockInOut')
  clockInOut(@Payload() request: ClockInOutRequest, @Ctx() context: CommandContext): Promise<ManualClockingResult> {
    return this.add('CreateClockInOut', request, context);
  }

  @CommandPattern('InsertClocking')
  insert(@Payload() request: ClockInOutRequest, @Ctx() context: CommandContext): Promise<ManualClockingResult> {
    return this.add('InsertClocking', request, context);
  }

  @CommandPattern('DeleteClocking')
  delete(@Payload() request: DeleteClockingRequest, @Ctx() context: CommandContext): Promise<ManualClockingResult> {
    return this.commandBus.execute(new DeleteClockingCommand(request, context.manager));
  }

  private add(action: ManualClockingAction, request: ClockInOutRequest, context: CommandContext): Promise<ManualClockingResult> {
    return this.commandBus.execute(new AddManualClockingCommand(action, request, context.actor, context.manager));
  }
}
