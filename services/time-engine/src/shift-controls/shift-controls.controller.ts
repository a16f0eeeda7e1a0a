import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type {
  ChangeLocationRequest,
  ChangeOrgInfoRequest,
  DeleteReprocessClockingsRequest,
  DeleteReprocessClockingsResult,
  FILOSwitchOnOffRequest,
  FILOSwitchOnOffResult,
  OrgChangeResult,
} from '@tna/contracts';
import { CommandContext, CommandPattern, JobRunner } from '@tna/platform';
import { ChangeDayOrgCommand } from './commands/change-day-org/change-day-org.command';
import { DeleteReprocessClockingsCommand } from './commands/delete-reprocess-clockings/delete-reprocess-clockings.command';
import { FILOSwitchOnOffCommand } from './commands/filo-switch-on-off/filo-switch-on-off.command';
import { dayOrgColumnsOf } from './domain/shift-control-outcome';

/**
 * The clocking screen's shift controls. Like the shift changes, the handlers work in their own
 * transactions, a chunk of employees each (re-reading clockings and setting days are idempotent);
 * the transport's transaction holds the reply, so a repeat is answered without running again.
 */
@Controller()
export class ShiftControlsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobRunner,
  ) {}

  @CommandPattern('DeleteReprocessClockings')
  deleteReprocess(@Payload() request: DeleteReprocessClockingsRequest, @Ctx() context: CommandContext): Promise<DeleteReprocessClockingsResult> {
    return this.startingJob(new DeleteReprocessClockingsCommand(request, context.actor));
  }

  @CommandPattern('FILOSwitchOnOff')
  filo(@Payload() request: FILOSwitchOnOffRequest, @Ctx() context: CommandContext): Promise<FILOSwitchOnOffResult> {
    return this.startingJob(new FILOSwitchOnOffCommand(request, context.actor));
  }

  @CommandPattern('ChangeOrgInfo')
  changeOrgInfo(@Payload() request: ChangeOrgInfoRequest, @Ctx() context: CommandContext): Promise<OrgChangeResult> {
    return this.commandBus.execute(new ChangeDayOrgCommand(request, dayOrgColumnsOf(request), context.actor));
  }

  @CommandPattern('ChangeLocation')
  changeLocation(@Payload() request: ChangeLocationRequest, @Ctx() context: CommandContext): Promise<OrgChangeResult> {
    return this.commandBus.execute(new ChangeDayOrgCommand(request, dayOrgColumnsOf({ locationID: request.locationID }), context.actor));
  }

  /** A job the command scheduled starts at once rather than at the runner's next poll. */
  private async startingJob<R extends { requestID?: string }>(command: DeleteReprocessClockingsCommand | FILOSwitchOnOffCommand): Promise<R> {
    const answer: R = await this.commandBus.execute(command);
    if (answer.requestID !== undefined) this.jobs.kick();
    return answer;
  }
}
