import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { RecalcRequest, RecalcResult } from '@tna/contracts';
import { CommandContext, CommandPattern, JobRunner } from '@tna/platform';
import { RecalcAutoShiftCommand } from './commands/recalc-auto-shift/recalc-auto-shift.command';
import { RecalcTimeValuesCommand } from './commands/recalc-time-values/recalc-time-values.command';

/**
 * Recalculation on request. The handlers run their own transaction per chunk of employees
 * (recalculating is idempotent, so a chunk done again after a crash changes nothing); the
 * transport's transaction holds the reply, so a repeat is answered without recalculating.
 */
@Controller()
export class ShiftsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobRunner,
  ) {}

  @CommandPattern('RecalcTimeValues')
  recalcTimeValues(@Payload() request: RecalcRequest, @Ctx() context: CommandContext): Promise<RecalcResult> {
    return this.recalculate(new RecalcTimeValuesCommand(request, context.actor));
  }

  @CommandPattern('RecalcAutoShift')
  recalcAutoShift(@Payload() request: RecalcRequest, @Ctx() context: CommandContext): Promise<RecalcResult> {
    return this.recalculate(new RecalcAutoShiftCommand(request, context.actor));
  }

  /** Result 12: too large to do before answering, scheduled; the job starts on it now rather than at its next poll. */
  private async recalculate(command: RecalcTimeValuesCommand | RecalcAutoShiftCommand): Promise<RecalcResult> {
    const result: RecalcResult = await this.commandBus.execute(command);
    if (result.resultCode === 12) this.jobs.kick();
    return result;
  }
}
