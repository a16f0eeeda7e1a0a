/** A text message to one phone number (E.164, such as +27215550100); the sender is the installation's. */
export interface OutgoingSms {
  to: string;
  body: string;
}

/** What the provider answered: its id for the message and the state it reported. */
export interface SentSms {
  id: string;
  status: string;
}

/** The port services send SMS through; they never see the provider's client behind it. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<SentSms>;
}

/** Injection token of the installation's SmsSender, or null where no provider is configured. */
export const SMS_SENDER = Symbol('SMS_SENDER');

/** An SMS the provider did not take: the message names the number and the provider's reason. */
export class SmsError extends Error {
  readonly status?: number;

  constructor(
    message: string,
    options?: ErrorOptions & {
      /** The provider's HTTP status (400, 429, 500, ...); absent when it did not answer (network). */
      status?: number;
    },
  ) {
    super(message, options);
    this.status = options?.status;
  }
}
