import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { ApplyLeaveDaysCommand, type ApplyLeaveDaysResult } from '../commands/apply-leave-days/apply-leave-days.command';

/** The time engine's name for LeaveDaysChanged in its inbox. */
export const LEAVE_DAYS_INBOX = 'time-engine.leave-days';

/** The leave service's LeaveDaysChanged batches, in a consumer group of their own beside the clockings' and hours authorisation's. */
@Controller()
export class LeaveDaysChangedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  @EventPattern('LeaveDaysChanged', consumer({ service: 'time-engine', group: 'time-engine-leave-days', inbox: LEAVE_DAYS_INBOX, batch: true }))
  changed(@Payload() events: EventEnvelope<'LeaveDaysChanged'>[], @Ctx() context: EventContext): Promise<ApplyLeaveDaysResult> {
    return this.commandBus.execute(new ApplyLeaveDaysCommand(events, context.manager));
  }
}
