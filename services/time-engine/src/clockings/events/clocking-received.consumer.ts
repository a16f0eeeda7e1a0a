import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { RecordClockingsCommand, type RecordClockingsResult } from '../commands/record-clockings/record-clockings.command';

/** The time engine's name for ClockingReceived in its inbox. */
export const CLOCKINGS_INBOX = 'time-engine.clockings';

/** ClockingReceived batches from the bus become the command an in-process caller would send. */
@Controller()
export class ClockingReceivedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  // A whole delivery at once: one insert and one recalculation per employee for up to 500 clockings.
  @EventPattern('ClockingReceived', consumer({ service: 'time-engine', group: 'time-engine', inbox: CLOCKINGS_INBOX, batch: true }))
  received(@Payload() events: EventEnvelope<'ClockingReceived'>[], @Ctx() context: EventContext): Promise<RecordClockingsResult> {
    return this.commandBus.execute(new RecordClockingsCommand(events, context.manager));
  }
}
