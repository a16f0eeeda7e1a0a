import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TWILIO_SID = `AC${'7e'.repeat(16)}`;
export const TWILIO_TOKEN = 'twilio-peer-token';
export const TWILIO_FROM = '+27215550100';

export interface ReceivedSms {
  to: string;
  from: string;
  body: string;
}

function basicAuth(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : undefined;
}

/**
 * A local HTTP server in the shape of Twilio's Messages API: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with a form body and basic auth, answered 201 with a
 * message resource, or, on demand per number, with Twilio's error body and status
 * (`refuse(number, 429, 1)`: the next attempt only; without a count, every attempt).
 */
export class TwilioPeer {
  readonly messages: ReceivedSms[] = [];
  readonly refused: { to: string; status: number }[] = [];
  private readonly refusals = new Map<string, { status: number; times: number }>();
  private server?: Server;
  url = '';

  /** The environment that points the product's twilio client here. */
  get env(): Record<string, string> {
    return { TNA_TWILIO_ACCOUNT_SID: TWILIO_SID, TNA_TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TNA_TWILIO_FROM: TWILIO_FROM, TNA_TWILIO_BASE_URL: this.url };
  }

  refuse(to: string, status: number, times = Number.POSITIVE_INFINITY): void {
    this.refusals.set(to, { status, times });
  }

  to(number: string): ReceivedSms[] {
    return this.messages.filter((message) => message.to === number);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`) return answer(404, { status: 404, code: 20404, message: 'The requested resource was not found' });
        if (basicAuth(request) !== `${TWILIO_SID}:${TWILIO_TOKEN}`) return answer(401, { status: 401, code: 20003, message: 'Authenticate' });
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const message = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
        const refusal = this.refusals.get(message.to);
        if (refusal && refusal.times > 0) {
          refusal.times--;
          this.refused.push({ to: message.to, status: refusal.status });
          const code = refusal.status === 400 ? 21211 : refusal.status === 429 ? 20429 : 20500;
          return answer(refusal.status, { status: refusal.status, code, message: refusal.status === 400 ? `The 'To' number ${message.to} is not a valid phone number.` : 'Try again later', more_info: `https://www.twilio.com/docs/errors/${code}` });
        }
        this.messages.push(message);
        const sid = `SM${String(this.messages.length).padStart(32, '0')}`;
        answer(201, { sid, account_sid: TWILIO_SID, ...message, status: 'queued', num_segments: '1', direction: 'outbound-api', api_version: '2010-04-01', uri: `/2010-04-01/Accounts/${TWILIO_SID}/Messages/${sid}.json` });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}
