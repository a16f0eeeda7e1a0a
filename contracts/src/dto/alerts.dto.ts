import { IsEmail, IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsUUIDLowerCased } from './validation.util';

/**
 * The alert log and the test alert (docs/alerts.md, "Delivery"): what each alert became, one
 * message per recipient and channel, and its delivery state.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A message's delivery state: `pending` not tried yet, `retrying` after a temporary failure,
 * `sent` taken by the SMTP server or Twilio, `dead` refused for good or out of attempts (the
 * dead letters), `skipped` never sent (the recipient has no address, or the channel is not configured).
 */
export const DELIVERY_STATES = ['pending', 'retrying', 'sent', 'dead', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Who a message went to: the employee concerned, a user of a recipient user team, or a test's address. */
export type RecipientKind = 'employee' | 'user' | 'test';

/** An E.164 phone number, as Twilio takes it. */
export const E164_PHONE = /^\+[1-9]\d{1,14}$/;

/** GetAlertLog: the alerts' messages, newest alert first; every filter optional. */
export class GetAlertLogRequest {
  /** Alerts of this day (YYYY-MM-DD, the subject's day) or later. */
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  /** Alerts of this day or earlier. */
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  eventTypeID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  employeeID?: string;

  @IsOptional()
  @IsIn(DELIVERY_STATES, { message: `state must be one of ${DELIVERY_STATES.join(', ')}` })
  state?: DeliveryState;

  @IsOptional()
  @IsInt()
  @Min(1)
  pageNumber?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  pageSize?: number;
}

/**
 * One row of the log: a message of an alert. An alert that has no message yet (`plannedAt`
 * null: delivery has not planned it) or had nobody to send to has one row with the message
 * fields null.
 */
export interface AlertLogEntry {
  alertID: string;
  deliveryID: string | null;
  eventTypeID: string;
  eventTypeName: string | null;
  eventKind: string;
  cause: string;
  employeeID: string | null;
  employeeName: string | null;
  /** The subject's day, YYYY-MM-DD. */
  day: string;
  decidedAt: string;
  plannedAt: string | null;
  channel: DeliveryChannel | null;
  recipientKind: RecipientKind | null;
  address: string | null;
  subject: string | null;
  body: string | null;
  state: DeliveryState | null;
  attempts: number;
  /** Why the last attempt failed, or why the message was skipped. */
  lastError: string | null;
  sentAt: string | null;
  test: boolean;
}

export interface GetAlertLogResult {
  items: AlertLogEntry[];
  total: number;
}

/** SendTestAlert: the event type's header and footer around the test body, to the address(es) given. */
export class SendTestAlertRequest {
  @IsUUIDLowerCased()
  eventTypeID: string;

  @IsOptional()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email?: string;

  @IsOptional()
  @Matches(E164_PHONE, { message: 'cellphone must be a phone number in E.164 form, such as +27825550123' })
  cellphone?: string;
}

/** The test's messages, queued: follow them in GetAlertLog. */
export interface SendTestAlertResult {
  alertID: string;
  deliveryIDs: string[];
}
