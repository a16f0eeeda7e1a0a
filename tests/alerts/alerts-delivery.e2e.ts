import { randomUUID } from 'node:crypto';
import type { AlertLogEntry, GetAlertLogResult, SendTestAlertResult } from '@tna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEmployee, unique, type Saved } from '../master-data/master-data.factories';
import { aTemplate, aUser } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct, type RunningProduct } from '../support/stacks';
import { TwilioPeer } from '../support/twilio-peer';
import { waitFor } from '../support/wait';

/**
 * Delivery of alerts (issue #15, docs/alerts.md "Delivery"): an alert row, stored as evaluation
 * stores it, becomes e-mails and SMS received by a real SMTP server and a server in Twilio's
 * shape, with the event type's header and footer; temporary refusals are retried, permanent
 * ones dead at once and visible in GetAlertLog; SendTestAlert; bad input.
 */
let product: RunningProduct;
let api: ApiClient;
const smtp = new SmtpPeer();
const twilio = new TwilioPeer();
const made: Record<string, Saved> = {};

const emailFrame = { emailHeader: 'Dear {{employeeName}},', emailFooter: '-- ACME Time & Attendance' };
const smsFrame = { smsHeader: 'ACME T&A:', smsFooter: 'Reply STOP to end' };

/** An alert as evaluation writes one: decided, not planned. */
async function anAlert(eventType: Saved, employee: Saved, overrides: { cause?: string; details?: Record<string, unknown> } = {}): Promise<string> {
  const id = randomUUID();
  const details = { employeeName: `${String(employee.firstName)} ${String(employee.surname)}`, employeeNumber: employee.employeeNumber, shiftDate: '2026-03-02', shiftStart: '08:00', minutesAfterShiftStart: 15, ...overrides.details };
  await product.query(
    `INSERT INTO alerts.alerts (id, event_type_id, event_kind, subject_id, employee_id, day, cause, details) VALUES ($1, $2, 'notClockedIn', $3, $3, '2026-03-02', $4, $5)`,
    [id, eventType.id, employee.id, overrides.cause ?? `notClockedIn:${id}`, JSON.stringify(details)],
  );
  return id;
}

const log = (filter: Record<string, unknown> = {}) => api.ok<GetAlertLogResult>('GetAlertLog', { pageSize: 1000, ...filter });
const messagesOf = async (alertID: string) => (await log()).items.filter((item) => item.alertID === alertID);

/** Waits until every message of the alert has reached one of the states. */
function settled(alertID: string, states: string[] = ['sent', 'dead', 'skipped'], count = 1): Promise<AlertLogEntry[]> {
  return waitFor(`the messages of alert ${alertID} to be ${states.join(' or ')}`, async () => {
    const items = await messagesOf(alertID);
    return items.length >= count && items.every((item) => item.state !== null && states.includes(item.state)) ? items : undefined;
  });
}

beforeAll(async () => {
  await Promise.all([smtp.start(), twilio.start()]);
  product = await startProduct('embedded', 'alerts-delivery', {
    TNA_SMTP_URL: smtp.url,
    TNA_MAIL_FROM: 'ACME Alerts <alerts@example.test>',
    ...twilio.env,
    // Retries 20 ms × 2^n apart instead of a minute × 2^n (all eight attempts within seconds), so the test sees them.
    TNA_ALERT_RETRY_BASE_MS: '20',
    TNA_ALERT_POLL_MS: '200',
  });
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  made.team = await api.ok<Saved>('CreateUserTeam', { name: unique('Supervisors'), authorityLevel: 2 });
  made.supervisor = (await aUser(api, await aTemplate(api, ['setupEvents']), {
    fullName: 'Sipho Dube',
    email: 'sipho@example.test',
    cellPhone: '+27825550999',
    userTeamID: made.team.id,
  })) as unknown as Saved;
  made.thandi = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Thandi', email: 'thandi@example.test', cellphone: '+27 82 555 0123' }));
  made.byEmail = await api.ok<Saved>('CreateEventType', { name: unique('Late by e-mail'), eventKind: 'notClockedIn', notificationType: 'Email', minutesAfterShiftStart: 15, recipientUserTeamIDs: [made.team.id], ...emailFrame });
  made.bySms = await api.ok<Saved>('CreateEventType', { name: unique('Late by SMS'), eventKind: 'notClockedIn', notificationType: 'SMS', minutesAfterShiftStart: 15, ...smsFrame });
});

afterAll(async () => {
  await product?.stop();
  await Promise.all([smtp.stop(), twilio.stop()]);
});

describe('an alert decided by evaluation', () => {
  it('becomes an e-mail to the employee and each recipient user, and an SMS, with the event type\'s header and footer', async () => {
    const byEmail = await anAlert(made.byEmail, made.thandi);
    const bySms = await anAlert(made.bySms, made.thandi);
    const mails = await settled(byEmail, ['sent'], 2);
    const texts = await settled(bySms, ['sent']);

    const body = 'Dear Thandi Mokoena,\n\nThandi Mokoena (' + String(made.thandi.employeeNumber) + ') had not clocked in 15 minutes after the shift start at 08:00 on 2026-03-02.\n\n-- ACME Time & Attendance';
    expect(smtp.to('thandi@example.test')).toEqual([{ to: ['thandi@example.test'], subject: 'Thandi Mokoena has not clocked in', text: body }]);
    expect(smtp.to('sipho@example.test')).toEqual([{ to: ['sipho@example.test'], subject: 'Thandi Mokoena has not clocked in', text: body }]);
    // The cellphone on the record, written with spaces, goes out in E.164; the SMS has the SMS header and footer.
    expect(twilio.to('+27825550123')).toEqual([
      { to: '+27825550123', from: '+27215550100', body: `ACME T&A:\nThandi Mokoena (${String(made.thandi.employeeNumber)}) not clocked in 15 min after the 08:00 start on 2026-03-02.\nReply STOP to end` },
    ]);

    expect(mails.map((item) => [item.recipientKind, item.address, item.channel, item.attempts, item.test])).toEqual([
      ['employee', 'thandi@example.test', 'email', 1, false],
      ['user', 'sipho@example.test', 'email', 1, false],
    ]);
    expect(mails[0]).toMatchObject({ eventTypeID: made.byEmail.id, eventTypeName: made.byEmail.name, employeeID: made.thandi.id, employeeName: 'Thandi Mokoena', day: '2026-03-02', lastError: null });
    expect(mails[0].sentAt).not.toBeNull();
    expect(texts).toEqual([expect.objectContaining({ channel: 'sms', address: '+27825550123', state: 'sent', recipientKind: 'employee', body: twilio.to('+27825550123')[0].body })]);
  });

  it('is retried after a temporary SMTP refusal (451) and delivered', async () => {
    const busy = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Busy', email: 'busy@example.test' }));
    smtp.refuse('busy@example.test', 451, 2);
    const alert = await anAlert(made.byEmail, busy);
    const [mail] = (await settled(alert, ['sent'], 2)).filter((item) => item.recipientKind === 'employee');
    expect(mail).toMatchObject({ state: 'sent', attempts: 3, address: 'busy@example.test', lastError: null });
    expect(smtp.refused.filter((refusal) => refusal.address === 'busy@example.test')).toEqual([
      { address: 'busy@example.test', code: 451 },
      { address: 'busy@example.test', code: 451 },
    ]);
    expect(smtp.to('busy@example.test')).toHaveLength(1);
  });

  it('is dead at once after a permanent SMTP refusal (550), not retried, and the log lists it among the dead letters', async () => {
    const gone = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Gone', email: 'gone@example.test' }));
    smtp.refuse('gone@example.test', 550);
    const alert = await anAlert(made.byEmail, gone);
    const [dead] = (await settled(alert, ['sent', 'dead'], 2)).filter((item) => item.recipientKind === 'employee');
    expect(dead).toMatchObject({ state: 'dead', attempts: 1, address: 'gone@example.test', sentAt: null });
    expect(dead.lastError).toContain('mailbox unavailable');

    // A later alert goes through the same loop: by the time it is sent, a retry would have been tried.
    const later = await anAlert(made.byEmail, made.thandi, { cause: 'later' });
    await settled(later, ['sent'], 2);
    expect(smtp.refused.filter((refusal) => refusal.address === 'gone@example.test')).toHaveLength(1);
    const deadLetters = await log({ state: 'dead' });
    expect(deadLetters.items.map((item) => item.deliveryID)).toContain(dead.deliveryID);
    expect(deadLetters.items.every((item) => item.state === 'dead')).toBe(true);
    expect(deadLetters.total).toBe(deadLetters.items.length);
  });

  it('is dead after its eighth attempt when the server keeps answering 451', async () => {
    const stuck = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Stuck', email: 'stuck@example.test' }));
    smtp.refuse('stuck@example.test', 451);
    const alert = await anAlert(made.byEmail, stuck);
    const [dead] = (await settled(alert, ['sent', 'dead'], 2)).filter((item) => item.recipientKind === 'employee');
    expect(dead).toMatchObject({ state: 'dead', attempts: 8 });
    expect(dead.lastError).toMatch(/^gave up after 8 attempts: .*mailbox busy, try again later/);
    expect(smtp.refused.filter((refusal) => refusal.address === 'stuck@example.test')).toHaveLength(8);
  });

  it('retries Twilio\'s throttling (429) and its failures (500), and gives up at once on a number it refuses (400)', async () => {
    const throttled = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Throttled', cellphone: '+27825550201' }));
    const invalid = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Invalid', cellphone: '+27825550202' }));
    twilio.refuse('+27825550201', 429, 1);
    twilio.refuse('+27825550202', 400);
    const retried = await anAlert(made.bySms, throttled);
    const refused = await anAlert(made.bySms, invalid);
    expect(await settled(retried, ['sent'])).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);
    const [dead] = await settled(refused, ['dead']);
    expect(dead).toMatchObject({ state: 'dead', attempts: 1 });
    expect(dead.lastError).toContain('is not a valid phone number. (Twilio error 21211, HTTP 400)');
    expect(twilio.to('+27825550201')).toHaveLength(1);
    expect(twilio.refused.filter((refusal) => refusal.to === '+27825550202')).toHaveLength(1);

    twilio.refuse('+27825550201', 500, 1);
    const again = await anAlert(made.bySms, throttled, { cause: 'again' });
    expect(await settled(again, ['sent'])).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);
  });

  it('is skipped, saying why, for an employee without the address the channel needs', async () => {
    const noPhone = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Nophone', email: 'nophone@example.test' }));
    const local = await api.ok<Saved>('CreateEmployee', anEmployee({ firstName: 'Local', cellphone: '082 555 0303' }));
    const [skipped] = await settled(await anAlert(made.bySms, noPhone), ['skipped']);
    expect(skipped).toMatchObject({ state: 'skipped', address: null, attempts: 0, lastError: 'Nophone Mokoena has no cellphone number' });
    const [national] = await settled(await anAlert(made.bySms, local), ['skipped']);
    expect(national.lastError).toBe("Local Mokoena's cellphone number 082 555 0303 is not in international form (+27…)");
  });
});

describe('GetAlertLog', () => {
  it('filters by employee, event type and day, and pages', async () => {
    const all = await log();
    const thandis = await log({ employeeID: made.thandi.id });
    expect(thandis.items.length).toBeGreaterThan(0);
    expect(thandis.items.every((item) => item.employeeID === made.thandi.id)).toBe(true);
    const texts = await log({ eventTypeID: made.bySms.id });
    expect(texts.items.length).toBeGreaterThan(0);
    expect(texts.items.every((item) => item.eventTypeID === made.bySms.id && item.channel === 'sms')).toBe(true);
    expect((await log({ from: '2026-03-02', to: '2026-03-02' })).total).toBe(all.total);
    expect(await log({ from: '2026-03-03', to: '2026-03-31' })).toEqual({ items: [], total: 0 });
    const second = await log({ pageSize: 2, pageNumber: 2 });
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(2, 4));
  });
});

describe('SendTestAlert', () => {
  it('sends the event type\'s header and footer around the test text to the addresses given, and the log shows the test', async () => {
    const sent = await api.call<SendTestAlertResult>('SendTestAlert', { eventTypeID: made.byEmail.id, email: 'tester@example.test', cellphone: '+27825550777' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.deliveryIDs).toHaveLength(2);
    const items = await settled(sent.body.alertID, ['sent'], 2);
    expect(items.map((item) => item.deliveryID).sort()).toEqual([...sent.body.deliveryIDs].sort());
    expect(items.every((item) => item.test && item.recipientKind === 'test' && item.eventTypeName === made.byEmail.name && item.employeeName === null)).toBe(true);

    expect(smtp.to('tester@example.test')).toEqual([
      {
        to: ['tester@example.test'],
        subject: `Test alert: ${String(made.byEmail.name)}`,
        text: `Dear Sample Employee,\n\nThis is a test of the event type "${String(made.byEmail.name)}". Its alerts will reach this address with the header and footer around this text.\n\n-- ACME Time & Attendance`,
      },
    ]);
    // The event type has no SMS header or footer: the SMS is the test text alone.
    expect(twilio.to('+27825550777').map((message) => message.body)).toEqual([`Test of the event type "${String(made.byEmail.name)}".`]);
  });

  it('refuses bad input with a 400 naming the field, stores nothing and the product stays healthy', async () => {
    const tests = async () => (await product.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts.alerts WHERE test'))[0].n;
    const before = await tests();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ eventTypeID: made.byEmail.id }, 'email', 'give an e-mail address or a cellphone number'],
      [{ eventTypeID: made.byEmail.id, email: 'not an address' }, 'email', 'email must be an e-mail address'],
      [{ eventTypeID: made.byEmail.id, cellphone: '082 555 0123' }, 'cellphone', 'E.164'],
      [{ eventTypeID: randomUUID(), email: 'tester@example.test' }, 'eventTypeID', 'no such event type'],
      [{ eventTypeID: 'nope', email: 'tester@example.test' }, 'eventTypeID', 'eventTypeID'],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await api.call<{ field: string; message: string }>('SendTestAlert', body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.field).toBe(field);
      expect(refused.body.message).toContain(message);
    }
    expect(await tests()).toBe(before);
    const badLog = await api.call<{ field: string }>('GetAlertLog', { state: 'lost' });
    expect(badLog.status).toBe(400);
    expect(badLog.body.field).toBe('state');
    expect((await fetch(`${product.apiUrl}/health/live`)).status).toBe(200);
    expect((await log({ pageSize: 1 })).items).toHaveLength(1);
  });
});
