import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type {
  ChangeShiftRequest,
  ChangeShiftResult,
  LockUnlockShiftRequest,
  LockUnlockShiftResult,
  WorkCycleChangeRequest,
  WorkCycleChangeResult,
} from '@tna/contracts';
import { CommandContext, CommandPattern, JobRunner } from '@tna/platform';
import { ChangeShiftCommand } from './commands/change-shift/change-shift.command';
import { LockUnlockShiftCommand } from './commands/lock-unlock-shift/lock-unlock-shift.command';
import { WorkCycleChangeCommand } from './commands/work-cycle-change/work-cycle-change.command';

/**
 * Shift changes answer with the recalculation they caused; a large one is scheduled (requestID).
 * The handlers change and recalculate in their own transactions, a chunk of employees each, so
 * no transaction grows with the request (the changes are upserts and the recalculation
 * idempotent: a chunk done again after a crash changes nothing); the transport's transaction
 * holds the reply, so a repeat is answered without running again.
 */
@Controller()
export class ShiftChangesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobRunner,
  ) {}

  @CommandPattern('ChangeShift')
  changeShift(@Payload() request: ChangeShiftRequest, @Ctx() context: CommandContext): Promise<ChangeShiftResult> {
    return this.change(new ChangeShiftCommand(request, context.actor));
  }

  @CommandPattern('WorkCycleChange')
  workCycleChange(@Payload() request: WorkCycleChangeRequest, @Ctx() context: CommandContext): Promise<WorkCycleChangeResult> {
    return this.change(new WorkCycleChangeCommand(request, context.actor));
  }

  @CommandPattern('LockUnlockShift')
  lockUnlockShift(@Payload() request: LockUnlockShiftRequest, @Ctx() context: CommandContext): Promise<LockUnlockShiftResult> {
    return this.change(new LockUnlockShiftCommand(request, context.actor));
  }

  private async change<R extends { requestID?: string }>(command: ChangeShiftCommand | WorkCycleChangeCommand | LockUnlockShiftCommand): Promise<R> {
    const result: R = await this.commandBus.execute(command);
    if (result.requestID !== undefined) this.jobs.kick();
    return result;
  }
}
