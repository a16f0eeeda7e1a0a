import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { RunLeaveAccrualRequest, RunLeaveAccrualResult } from '@tna/contracts';
import { CommandContext, CommandPattern, JobRunner } from '@tna/platform';
import { RunLeaveAccrualCommand } from './commands/run-leave-accrual/run-leave-accrual.command';

/** The accrual job on demand, as the api sends it; the queued job is started at once. */
@Controller()
export class AccrualController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobRunner,
  ) {}

  @CommandPattern('RunLeaveAccrual')
  async run(@Payload() request: RunLeaveAccrualRequest, @Ctx() context: CommandContext): Promise<RunLeaveAccrualResult> {
    const answer: RunLeaveAccrualResult = await this.commandBus.execute(new RunLeaveAccrualCommand(request, context.actor));
    this.jobs.kick();
    return answer;
  }
}
