import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type {
  CreateAdjustmentCommand as CreateAdjustmentPayload,
  CreateAdjustmentOutcome,
  CreateShiftAdjustmentCommand as CreateShiftAdjustmentPayload,
  DeleteAdjustmentOutcome,
  DeleteAdjustmentRequest,
  DeleteShiftAdjustmentRequest,
  ShiftAdjustmentOutcome,
} from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { CreateAdjustmentCommand } from './commands/create-adjustment/create-adjustment.command';
import { CreateShiftAdjustmentCommand } from './commands/create-shift-adjustment/create-shift-adjustment.command';
import { DeleteAdjustmentCommand } from './commands/delete-adjustment/delete-adjustment.command';
import { DeleteShiftAdjustmentCommand } from './commands/delete-shift-adjustment/delete-shift-adjustment.command';

/**
 * Time adjustments and shift adjustments. Each changes one day and recalculates it in the
 * command's transaction, with the reply: a redelivered command is answered from the stored reply
 * and never stores its adjustment twice.
 */
@Controller()
export class AdjustmentsController {
  constructor(private readonly commandBus: CommandBus) {}

  @CommandPattern('CreateAdjustment')
  create(@Payload() payload: CreateAdjustmentPayload, @Ctx() context: CommandContext): Promise<CreateAdjustmentOutcome> {
    return this.commandBus.execute(new CreateAdjustmentCommand(payload, context.actor, context.manager));
  }

  @CommandPattern('DeleteAdjustment')
  delete(@Payload() request: DeleteAdjustmentRequest, @Ctx() context: CommandContext): Promise<DeleteAdjustmentOutcome> {
    return this.commandBus.execute(new DeleteAdjustmentCommand(request, context.actor, context.manager));
  }

  @CommandPattern('CreateShiftAdjustment')
  createShiftAdjustment(@Payload() payload: CreateShiftAdjustmentPayload, @Ctx() context: CommandContext): Promise<ShiftAdjustmentOutcome> {
    return this.commandBus.execute(new CreateShiftAdjustmentCommand(payload, context.actor, context.manager));
  }

  @CommandPattern('DeleteShiftAdjustment')
  deleteShiftAdjustment(@Payload() request: DeleteShiftAdjustmentRequest, @Ctx() context: CommandContext): Promise<ShiftAdjustmentOutcome> {
    return this.commandBus.execute(new DeleteShiftAdjustmentCommand(request, context.actor, context.manager));
  }
}
