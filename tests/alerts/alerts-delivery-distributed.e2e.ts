import type { GetAlertLogResult, SendTestAlertResult } from '@tna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique, type Saved } from '../master-data/master-data.factories';
import { ApiClient } from '../support/api-client';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct, type RunningProduct } from '../support/stacks';
import { TwilioPeer } from '../support/twilio-peer';
import { waitFor } from '../support/wait';

/**
 * Delivery in distributed mode: the api sends SendTestAlert to the alerts service over Kafka,
 * the alerts service (its own process) reads the api's views, sends through the real peers and
 * the api reads the log from the alerts service's view.
 */
describe('alert delivery over Kafka (distributed mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  const smtp = new SmtpPeer();
  const twilio = new TwilioPeer();

  beforeAll(async () => {
    await Promise.all([smtp.start(), twilio.start()]);
    product = await startProduct('distributed', 'alerts-dist', { TNA_SMTP_URL: smtp.url, ...twilio.env });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
  });

  afterAll(async () => {
    await product?.stop();
    await Promise.all([smtp.stop(), twilio.stop()]);
  });

  it('sends a test to both addresses and the log shows both messages sent', async () => {
    const eventType = await api.ok<Saved>('CreateEventType', { name: unique('Late'), eventKind: 'notClockedIn', notificationType: 'SMS', minutesAfterShiftStart: 15, smsHeader: 'ACME:' });
    const sent = await api.call<SendTestAlertResult>('SendTestAlert', { eventTypeID: eventType.id, email: 'dist@example.test', cellphone: '+27825550888' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const items = await waitFor('both test messages sent', async () => {
      const log = await api.ok<GetAlertLogResult>('GetAlertLog', { eventTypeID: eventType.id });
      return log.items.length === 2 && log.items.every((item) => item.state === 'sent') ? log.items : undefined;
    });
    expect(items.map((item) => item.deliveryID).sort()).toEqual([...sent.body.deliveryIDs].sort());
    expect(smtp.to('dist@example.test')).toHaveLength(1);
    expect(twilio.to('+27825550888').map((message) => message.body)).toEqual([`ACME:\nTest of the event type "${String(eventType.name)}".`]);

    const refused = await api.call<{ field: string }>('SendTestAlert', { eventTypeID: eventType.id });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('email');
  });
});
