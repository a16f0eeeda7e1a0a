import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { employeeContacts, eventTypesByID, insertDeliveries, lockUnplanned, markPlanned, teamUserContacts, type EventTypeForDelivery, type NewDelivery, type UnplannedAlert } from './delivery.store';
import { channelOf, recipientsOf, type Contact } from './domain/recipients';
import { templateKindOf, type Frame, type MessageTemplates, type RenderedMessage } from './message-templates';

/** Alerts planned per transaction. */
const PLAN_CHUNK = 500;

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The event type's header and footer for its channel. */
export function frameOf(eventType: Pick<EventTypeForDelivery, 'emailHeader' | 'emailFooter' | 'smsHeader' | 'smsFooter'>, channel: 'email' | 'sms'): Frame {
  return channel === 'email' ? { header: eventType.emailHeader, footer: eventType.emailFooter } : { header: eventType.smsHeader, footer: eventType.smsFooter };
}

/**
 * Turns decided alerts into messages: for each, its event type's channel and recipients (the
 * employee's e-mail or cellphone, the recipient teams' users), one rendered text for all of
 * them, one `alerts.deliveries` row per recipient (`skipped`, with the reason, when there is no
 * address). The alerts are marked planned in the same transaction, so each is planned once.
 */
export class DeliveryPlanner {
  constructor(private readonly templates: MessageTemplates) {}

  /** Plans the next chunk of unplanned alerts; answers how many it took. */
  async planNext(manager: EntityManager): Promise<number> {
    const alerts = await lockUnplanned(manager, PLAN_CHUNK);
    if (alerts.length === 0) return 0;
    const eventTypes = new Map((await eventTypesByID(manager, unique(alerts.map((alert) => alert.eventTypeID)))).map((type) => [type.id, type]));
    const employeeIDs = unique(alerts.flatMap((alert) => (alert.employeeID ? [alert.employeeID] : [])));
    const employees = new Map((employeeIDs.length > 0 ? await employeeContacts(manager, employeeIDs) : []).map((employee) => [employee.id, employee]));
    const teamIDs = unique([...eventTypes.values()].flatMap((type) => type.recipientUserTeamIDs));
    const users = teamIDs.length > 0 ? await teamUserContacts(manager, teamIDs) : [];
    const deliveries = alerts.flatMap((alert) => {
      const eventType = eventTypes.get(alert.eventTypeID);
      // An event type deleted since: nobody to send to, and the log shows the alert without messages.
      if (!eventType) return [];
      const teams = new Set(eventType.recipientUserTeamIDs);
      return this.messagesOf(alert, eventType, alert.employeeID ? employees.get(alert.employeeID) : undefined, users.filter((user) => teams.has(user.userTeamID)));
    });
    await insertDeliveries(manager, deliveries);
    await markPlanned(manager, alerts.map((alert) => alert.id));
    return alerts.length;
  }

  private messagesOf(alert: UnplannedAlert, eventType: EventTypeForDelivery, employee: Contact | undefined, users: readonly Contact[]): NewDelivery[] {
    const channel = channelOf(eventType.notificationType);
    const recipients = recipientsOf(eventType, employee, users);
    const kind = templateKindOf(alert);
    let message: RenderedMessage | undefined;
    let noMessage = kind ? undefined : `this version has no message template for the event kind ${alert.eventKind}`;
    try {
      message = kind ? this.templates.render(kind, channel, frameOf(eventType, channel), { ...alert.details, eventTypeName: eventType.name, day: alert.day }) : undefined;
    } catch (error) {
      // An override template that fails on real data (a missing helper) skips this alert's messages, saying why; it must not stop the others.
      noMessage = `the ${kind} template could not be rendered: ${error instanceof Error ? error.message : String(error)}`;
    }
    return recipients.map((recipient) => {
      const skipReason = noMessage ?? recipient.skipReason;
      return {
        id: randomUUID(),
        alertID: alert.id,
        channel,
        recipientKind: recipient.kind,
        recipientID: recipient.id,
        address: recipient.address,
        subject: message?.subject ?? null,
        body: message?.body ?? '',
        state: recipient.address !== null && !skipReason ? 'pending' : 'skipped',
        lastError: skipReason ?? null,
      };
    });
  }
}
