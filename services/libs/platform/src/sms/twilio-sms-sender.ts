import type Twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { PlatformConfig } from '../config/platform-config';
import { SmsError, type OutgoingSms, type SentSms, type SmsSender } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
  /** Where Twilio's REST API is reached instead of https://api.twilio.com (a proxy, a local server in tests). */
  baseUrl?: string;
}

type TwilioModule = typeof Twilio;
let loaded: TwilioModule | undefined;
/**
 * Loaded when a sender is made (alerts, with Twilio set up): loading it costs about a tenth of a
 * second of CPU, which every service process would pay at start, as the platform's index holds
 * this module.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const twilio = (): TwilioModule => (loaded ??= require('twilio') as TwilioModule);

/**
 * Twilio's own HTTP client, sending each request to `baseUrl` instead of Twilio's host: the
 * client still builds the request (path, form body, basic auth) and reads the answer itself.
 */
function rebasedRequestClient(baseUrl: URL): RequestClient {
  class RebasedRequestClient extends twilio().RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const target = new URL(opts.uri);
      const rebased = new URL(`${target.pathname}${target.search}`, baseUrl);
      return super.request<TData>({ ...opts, uri: rebased.href });
    }
  }
  return new RebasedRequestClient();
}

/** Sends SMS through Twilio's Messages API with the official client. */
export class TwilioSmsSender implements SmsSender {
  private readonly client: Twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    const httpClient = settings.baseUrl ? rebasedRequestClient(new URL(settings.baseUrl)) : undefined;
    this.client = twilio()(settings.accountSid, settings.authToken, { httpClient });
  }

  async send(sms: OutgoingSms): Promise<SentSms> {
    try {
      const message = await this.client.messages.create({ to: sms.to, from: this.settings.from, body: sms.body });
      return { id: message.sid, status: message.status };
    } catch (error) {
      throw new SmsError(`could not send an SMS to ${sms.to} through Twilio: ${describe(error)}`, {
        cause: error,
        status: error instanceof twilio().RestException ? error.status : undefined,
      });
    }
  }
}

/** Twilio's own words for a refusal (message, code, HTTP status), or the network's for no answer. */
function describe(error: unknown): string {
  if (error instanceof twilio().RestException) return `${error.message} (Twilio error ${error.code ?? 'without a code'}, HTTP ${error.status})`;
  return error instanceof Error ? error.message : String(error);
}

/** The installation's SMS sender from the TNA_TWILIO_* settings; null when they are unset. */
export function createSmsSender(config: PlatformConfig): SmsSender | null {
  const { TNA_TWILIO_ACCOUNT_SID: accountSid, TNA_TWILIO_AUTH_TOKEN: authToken, TNA_TWILIO_FROM: from } = config;
  if (!accountSid || !authToken || !from) return null;
  return new TwilioSmsSender({ accountSid, authToken, from, baseUrl: config.TNA_TWILIO_BASE_URL });
}
