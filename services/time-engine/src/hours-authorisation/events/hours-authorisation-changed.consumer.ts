import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { ApplyHoursAuthorisationCommand, type ApplyHoursAuthorisationResult } from '../commands/apply-hours-authorisation/apply-hours-authorisation.command';

/** The time engine's name for HoursAuthorisationChanged in its inbox. */
export const HOURS_AUTHORISATION_INBOX = 'time-engine.hours-authorisation';

/** Payroll's HoursAuthorisationChanged batches, in a consumer group of their own beside the clockings'. */
@Controller()
export class HoursAuthorisationChangedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  @EventPattern(
    'HoursAuthorisationChanged',
    consumer({ service: 'time-engine', group: 'time-engine-hours-authorisation', inbox: HOURS_AUTHORISATION_INBOX, batch: true }),
  )
  changed(@Payload() events: EventEnvelope<'HoursAuthorisationChanged'>[], @Ctx() context: EventContext): Promise<ApplyHoursAuthorisationResult> {
    return this.commandBus.execute(new ApplyHoursAuthorisationCommand(events, context.manager));
  }
}
