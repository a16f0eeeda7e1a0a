import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { ApplyHoursExportCommand, type ApplyHoursExportResult } from '../commands/apply-hours-export/apply-hours-export.command';

/** The time engine's name for HoursExportChanged in its inbox. */
export const HOURS_EXPORT_INBOX = 'time-engine.hours-export';

/** Payroll's HoursExportChanged batches, in a consumer group of their own. */
@Controller()
export class HoursExportChangedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  @EventPattern('HoursExportChanged', consumer({ service: 'time-engine', group: 'time-engine-hours-export', inbox: HOURS_EXPORT_INBOX, batch: true }))
  changed(@Payload() events: EventEnvelope<'HoursExportChanged'>[], @Ctx() context: EventContext): Promise<ApplyHoursExportResult> {
    return this.commandBus.execute(new ApplyHoursExportCommand(events, context.manager));
  }
}
