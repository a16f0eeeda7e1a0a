/** A plain-text mail to one address; the sender is the installation's (TNA_MAIL_FROM). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The port services send mail through; they never see the transport behind it. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Injection token of the installation's MailSender, or null where no SMTP server is configured. */
export const MAIL_SENDER = Symbol('MAIL_SENDER');

/** A mail that did not leave: the message names the server (never its password) and the cause. */
export class MailError extends Error {
  readonly responseCode?: number;
  readonly code?: string;

  constructor(
    message: string,
    options?: ErrorOptions & {
      /** The SMTP server's reply code (451, 550, ...); absent when no server answered (connection, timeout). */
      responseCode?: number;
      /** nodemailer's error code (ECONNECTION, EAUTH, EENVELOPE, ...). */
      code?: string;
    },
  ) {
    super(message, options);
    this.responseCode = options?.responseCode;
    this.code = options?.code;
  }
}
