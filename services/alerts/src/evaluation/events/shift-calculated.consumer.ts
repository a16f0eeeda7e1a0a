import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { EvaluateCalculatedDaysCommand, type EvaluateCalculatedDaysResult } from '../commands/evaluate-calculated-days/evaluate-calculated-days.command';

/** The alerts service's name for ShiftCalculated in its inbox. */
export const SHIFT_CALCULATED_INBOX = 'alerts.shift-calculated';

/** The time engine's ShiftCalculated batches (up to 500 days), in the alerts service's own consumer group. */
@Controller()
export class ShiftCalculatedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  @EventPattern('ShiftCalculated', consumer({ service: 'alerts', group: 'alerts-shift-calculated', inbox: SHIFT_CALCULATED_INBOX, batch: true }))
  calculated(@Payload() events: EventEnvelope<'ShiftCalculated'>[], @Ctx() context: EventContext): Promise<EvaluateCalculatedDaysResult> {
    return this.commandBus.execute(new EvaluateCalculatedDaysCommand(events, context.manager));
  }
}
