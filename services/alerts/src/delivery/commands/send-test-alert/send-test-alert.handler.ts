import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeliveryChannel, SendTestAlertResult } from '@tna/contracts';
import { CommandRefusedError, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { frameOf } from '../../delivery-planner';
import { eventTypesByID, insertDeliveries, insertTestAlert, type NewDelivery } from '../../delivery.store';
import { MessageTemplates } from '../../message-templates';
import { SendTestAlertCommand } from './send-test-alert.command';

/** What a test's header and footer may name, as an alert of any kind would fill them. */
export const SAMPLE_DETAILS = {
  employeeName: 'Sample Employee',
  employeeNumber: 'E0001',
  shiftDate: '2026-01-05',
  shiftStart: '08:00',
  minutesAfterShiftStart: 15,
  statusCode: 103,
  statusName: 'Late in',
  readerName: 'Main entrance',
  lastSeen: '2026-01-05 07:45',
  leaveType: 'Annual leave',
  leaveFrom: '2026-01-12',
  leaveTo: '2026-01-16',
  leaveState: 'approved',
  exportName: 'Monthly payroll',
  exportFrom: '2026-01-01',
  exportTo: '2026-01-31',
};

/**
 * Stores a test alert of the event type and its messages, one per address given, rendered with
 * the event type's header and footer for that channel around the test template; delivery sends
 * them on its next round (within a second) and the alert log shows them like any other.
 */
@CommandHandler(SendTestAlertCommand)
export class SendTestAlertHandler implements ICommandHandler<SendTestAlertCommand, SendTestAlertResult> {
  constructor(
    @Inject(MessageTemplates) private readonly templates: MessageTemplates,
    @Inject(runtimeToken('alerts')) private readonly runtime: ServiceRuntime,
  ) {}

  async execute({ request, manager }: SendTestAlertCommand): Promise<SendTestAlertResult> {
    const targets: { channel: DeliveryChannel; address: string }[] = [
      ...(request.email ? [{ channel: 'email' as const, address: request.email.trim() }] : []),
      ...(request.cellphone ? [{ channel: 'sms' as const, address: request.cellphone.trim() }] : []),
    ];
    if (targets.length === 0) throw new CommandRefusedError(400, 'give an e-mail address or a cellphone number to send the test to', 'email');
    const [eventType] = await eventTypesByID(manager, [request.eventTypeID]);
    if (!eventType) throw new CommandRefusedError(400, `no such event type: ${request.eventTypeID}`, 'eventTypeID');

    const alertID = randomUUID();
    const data = { ...SAMPLE_DETAILS, eventTypeName: eventType.name };
    // Logged under the installation's today (TNA_TIME_ZONE), not the database session's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: defaultTimeZone(this.runtime.config) }).format(new Date());
    await insertTestAlert(manager, { id: alertID, eventTypeID: eventType.id, eventKind: eventType.eventKind, day: today, details: data });
    const deliveries = targets.map(({ channel, address }): NewDelivery => {
      const message = this.templates.render('test', channel, frameOf(eventType, channel), data);
      return { id: randomUUID(), alertID, channel, recipientKind: 'test', recipientID: null, address, subject: message.subject, body: message.body, state: 'pending', lastError: null };
    });
    await insertDeliveries(manager, deliveries);
    return { alertID, deliveryIDs: deliveries.map((delivery) => delivery.id) };
  }
}
