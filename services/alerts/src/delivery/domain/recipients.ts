import type { DeliveryChannel, RecipientKind } from '@tna/contracts';

/** A person an alert may go to, as the api's records hold them. */
export interface Contact {
  id: string;
  name: string;
  email: string | null;
  cellphone: string | null;
}

/** What the planner needs of an event type. */
export interface RecipientRules {
  notificationType: string;
  notifyEmployee: boolean;
}

/** One message to plan: an address, or why there is none (stored as a skipped message). */
export interface Recipient {
  kind: RecipientKind;
  id: string;
  address: string | null;
  skipReason?: string;
}

/** The event type's notification type as the channel its messages use. */
export function channelOf(notificationType: string): DeliveryChannel {
  return notificationType === 'SMS' ? 'sms' : 'email';
}

/**
 * A cellphone as Twilio takes it (E.164): spaces, dots, dashes and brackets dropped, `00`
 * read as `+`. A national number (082…) has no country, so it is not guessed: undefined.
 */
export function e164(cellphone: string): string | undefined {
  const compact = cellphone.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{1,14}$/.test(compact) ? compact : undefined;
}

/** A contact's address on the channel, or why it has none. */
function addressOf(contact: Contact, channel: DeliveryChannel): { address: string | null; skipReason?: string } {
  if (channel === 'email') {
    const email = contact.email?.trim();
    return email ? { address: email } : { address: null, skipReason: `${contact.name} has no e-mail address` };
  }
  const cellphone = contact.cellphone?.trim();
  if (!cellphone) return { address: null, skipReason: `${contact.name} has no cellphone number` };
  const number = e164(cellphone);
  return number ? { address: number } : { address: null, skipReason: `${contact.name}'s cellphone number ${cellphone} is not in international form (+27…)` };
}

/**
 * Who an alert goes to on the event type's channel: the employee concerned when the event type
 * notifies employees, then every user of its recipient user teams. An address reached twice
 * (an employee who is also a recipient user) gets one message; a person without an address a
 * skipped one, so the log says why nothing went out.
 */
export function recipientsOf(rules: RecipientRules, employee: Contact | undefined, users: readonly Contact[]): Recipient[] {
  const channel = channelOf(rules.notificationType);
  const candidates: { kind: RecipientKind; contact: Contact }[] = [
    ...(rules.notifyEmployee && employee ? [{ kind: 'employee' as const, contact: employee }] : []),
    ...users.map((contact) => ({ kind: 'user' as const, contact })),
  ];
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const { kind, contact } of candidates) {
    const { address, skipReason } = addressOf(contact, channel);
    if (address !== null) {
      const key = address.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
    }
    recipients.push({ kind, id: contact.id, address, ...(skipReason ? { skipReason } : {}) });
  }
  return recipients;
}
