import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { EvaluatePayrollExportsCommand, type EvaluatePayrollExportsResult } from '../commands/evaluate-payroll-exports/evaluate-payroll-exports.command';

/** The alerts service's name for PayrollExported in its inbox. */
export const PAYROLL_EXPORTED_INBOX = 'alerts.payroll-exported';

/** The payroll service's PayrollExported batches, in the alerts service's own consumer group. */
@Controller()
export class PayrollExportedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  @EventPattern('PayrollExported', consumer({ service: 'alerts', group: 'alerts-payroll-exported', inbox: PAYROLL_EXPORTED_INBOX, batch: true }))
  exported(@Payload() events: EventEnvelope<'PayrollExported'>[], @Ctx() context: EventContext): Promise<EvaluatePayrollExportsResult> {
    return this.commandBus.execute(new EvaluatePayrollExportsCommand(events, context.manager));
  }
}
