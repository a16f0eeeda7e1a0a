import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, PlatformConfig } from '../config/platform-config';
import { SmsError } from './sms-sender';
import { createSmsSender } from './twilio-sms-sender';

const SID = `AC${'1f'.repeat(16)}`;
const TOKEN = 'auth-token-1';
const FROM = '+27215550100';

interface ReceivedMessage {
  to: string | null;
  from: string | null;
  body: string | null;
}

/** What Twilio's Messages API would answer for a message it took, the fields the client reads. */
function messageResource(id: string, message: ReceivedMessage) {
  return { sid: id, account_sid: SID, to: message.to, from: message.from, body: message.body, status: 'queued', num_segments: '1', direction: 'outbound-api', api_version: '2010-04-01', uri: `/2010-04-01/Accounts/${SID}/Messages/${id}.json` };
}

function basicAuth(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : undefined;
}

/**
 * A local HTTP server in the shape of Twilio's REST API: POST /2010-04-01/Accounts/{sid}/Messages.json
 * with a form-encoded body and basic auth, answered with a message resource or Twilio's error body.
 */
class TwilioLikeServer {
  readonly received: ReceivedMessage[] = [];
  /** The next answers' refusal, as Twilio words one; undefined takes the message. */
  refusal?: { status: number; code: number; message: string };
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) return answer(404, { status: 404, code: 20404, message: 'The requested resource was not found' });
        if (basicAuth(request) !== `${SID}:${TOKEN}`) return answer(401, { status: 401, code: 20003, message: 'Authentication Error - invalid username' });
        if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return answer(415, { status: 415, code: 0, message: 'form-encoded bodies only' });
        if (this.refusal) return answer(this.refusal.status, { ...this.refusal, more_info: `https://www.twilio.com/docs/errors/${this.refusal.code}` });
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const message = { to: form.get('To'), from: form.get('From'), body: form.get('Body') };
        this.received.push(message);
        answer(201, messageResource(`SM${String(this.received.length).padStart(32, '0')}`, message));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

describe('TwilioSmsSender through the twilio client to a local server in Twilio\'s shape', () => {
  const twilio = new TwilioLikeServer();
  const config = (overrides: Record<string, string> = {}) =>
    loadConfig(PlatformConfig, { TNA_TWILIO_ACCOUNT_SID: SID, TNA_TWILIO_AUTH_TOKEN: TOKEN, TNA_TWILIO_FROM: FROM, TNA_TWILIO_BASE_URL: twilio.url, ...overrides });

  beforeAll(() => twilio.start());
  afterAll(() => twilio.stop());
  beforeEach(() => {
    twilio.refusal = undefined;
  });

  it('sends the message from the configured number and answers Twilio\'s id and status', async () => {
    const sent = await createSmsSender(config())!.send({ to: '+27825550123', body: 'Thandi, your shift on 2 März starts at 07:00 – reply STOP to end.' });
    expect(sent).toEqual({ id: `SM${'0'.repeat(31)}1`, status: 'queued' });
    expect(twilio.received).toEqual([{ to: '+27825550123', from: FROM, body: 'Thandi, your shift on 2 März starts at 07:00 – reply STOP to end.' }]);
  });

  it('surfaces Twilio\'s refusal with its message, code and status, and nothing is sent', async () => {
    twilio.refusal = { status: 400, code: 21211, message: "The 'To' number +2782 is not a valid phone number." };
    const before = twilio.received.length;
    const failure = createSmsSender(config())!.send({ to: '+2782', body: 'Hello' });
    await expect(failure).rejects.toThrow(SmsError);
    await expect(failure).rejects.toThrow("could not send an SMS to +2782 through Twilio: The 'To' number +2782 is not a valid phone number. (Twilio error 21211, HTTP 400)");
    await expect(failure).rejects.toMatchObject({ status: 400 });
    expect(twilio.received).toHaveLength(before);
  });

  it('surfaces a refused login as Twilio\'s authentication error', async () => {
    const failure = createSmsSender(config({ TNA_TWILIO_AUTH_TOKEN: 'not-the-token' }))!.send({ to: '+27825550123', body: 'Hello' });
    await expect(failure).rejects.toThrow('could not send an SMS to +27825550123 through Twilio: Authentication Error - invalid username (Twilio error 20003, HTTP 401)');
  });

  it('fails clearly when nothing answers at the base URL', async () => {
    const closed = new TwilioLikeServer();
    await closed.start();
    await closed.stop();
    const failure = createSmsSender(config({ TNA_TWILIO_BASE_URL: closed.url }))!.send({ to: '+27825550123', body: 'Hello' });
    await expect(failure).rejects.toThrow(SmsError);
    await expect(failure).rejects.toThrow(/could not send an SMS to \+27825550123 through Twilio: .*ECONNREFUSED/);
    // Nobody answered: no HTTP status.
    await expect(failure).rejects.toMatchObject({ status: undefined });
  });

  it('is null, so callers know SMS is off, when Twilio is not configured', () => {
    expect(createSmsSender(loadConfig(PlatformConfig, {}))).toBeNull();
  });
});
