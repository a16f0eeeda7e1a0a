import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@tna/contracts';
import { consumer, EventContext } from '@tna/platform';
import { EvaluateLeaveApplicationsCommand, type EvaluateLeaveApplicationsResult } from '../commands/evaluate-leave-applications/evaluate-leave-applications.command';

/** The alerts service's name for LeaveApplicationChanged in its inbox. */
export const LEAVE_APPLICATIONS_INBOX = 'alerts.leave-applications';

/** The leave service's LeaveApplicationChanged batches, in the alerts service's own consumer group. */
@Controller()
export class LeaveApplicationChangedConsumer {
  constructor(private readonly commandBus: CommandBus) {}

  @EventPattern('LeaveApplicationChanged', consumer({ service: 'alerts', group: 'alerts-leave-applications', inbox: LEAVE_APPLICATIONS_INBOX, batch: true }))
  changed(@Payload() events: EventEnvelope<'LeaveApplicationChanged'>[], @Ctx() context: EventContext): Promise<EvaluateLeaveApplicationsResult> {
    return this.commandBus.execute(new EvaluateLeaveApplicationsCommand(events, context.manager));
  }
}
