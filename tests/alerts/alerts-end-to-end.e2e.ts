import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TOPIC, type AlertLogEntry, type Employee, type EventEnvelope, type RecalcResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct, type RunningProduct } from '../support/stacks';
import { TwilioPeer } from '../support/twilio-peer';
import { CLOCK_JOBS_EVERY_FIVE_SECONDS } from '../support/jobs';
import { waitFor } from '../support/wait';
import { anEmployee, unique, type Saved } from '../master-data/master-data.factories';
import { zonePastEight } from './support/zone-past-eight';

/**
 * Issue #15 end to end, in distributed mode (each service its own process, the real Kafka between
 * them): the time engine stores today's day before anyone clocks, the alerts service's schedule
 * decides who is not in 15 minutes after an 08:00 start, delivery sends the e-mail to a real SMTP
 * server (smtp-server on 127.0.0.1) and the SMS to a local server in Twilio's Messages API shape.
 * A ShiftCalculated relayed to Kafka three times is one alert and one message; an SMTP 451 is
 * retried until accepted, a 550 is not retried and is a dead letter in GetAlertLog.
 *
 * The clock is the real one: the employees' zone is one where it is now between 08:20 and 09:19.
 */
const here = zonePastEight();
/** The ShiftCalculated cases' day: the employees' yesterday, the oldest a calculated day still alerts on, and clear of today's schedule. */
const PAST_DAY = here.yesterday;

const EMAIL_HEADER = 'ACME Mining: attendance';
const EMAIL_FOOTER = 'Questions? Call the time office on 011 555 0100.';
const SMS_HEADER = 'ACME:';
const SMS_FOOTER = 'Reply STOP to opt out';
const STATUS_HEADER = 'ACME Mining: day calculated';
const STATUS_FOOTER = 'The time office';

interface Person {
  employee: Employee;
  email: string;
  cellphone: string;
}

let product: RunningProduct;
let api: ApiClient;
const smtp = new SmtpPeer();
const twilio = new TwilioPeer();
let late: Person;
let excluded: Person;
let onTime: Person;
let busyMailbox: Person;
let noMailbox: Person;
let notInByEmail: Saved;
let notInBySms: Saved;

const person = async (firstName: string, surname: string, phone: string, extra: Record<string, unknown>): Promise<Person> => {
  const email = `${firstName}.${surname}@example.test`.toLowerCase();
  const cellphone = `+2782555${phone}`;
  const employee = await api.ok<Employee>('CreateEmployee', anEmployee({ ...extra, firstName, surname, email, cellphone }));
  return { employee, email, cellphone };
};
const alertsOf = (employeeID: string, eventTypeID: string) =>
  product.query<{ id: string; cause: string; decided_at: Date }>('SELECT id, cause, decided_at FROM alerts.alerts WHERE subject_id = $1 AND event_type_id = $2', [employeeID, eventTypeID]);
const logOf = (request: Record<string, unknown>) => api.ok<{ items: AlertLogEntry[]; total: number }>('GetAlertLog', { pageSize: 1000, ...request });
/** Delivery has nothing left to do: every alert planned and no message waiting to be sent or retried. */
const deliveryIdle = () =>
  waitFor(
    'delivery to be idle',
    async () => {
      const [row] = await product.query<{ busy: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM alerts.alerts WHERE planned_at IS NULL)
             OR EXISTS (SELECT 1 FROM alerts.deliveries WHERE state IN ('pending', 'retrying')) AS busy`,
      );
      return row.busy ? undefined : true;
    },
    60_000,
    250,
  );
/** Waits for a run of the notClockedIn schedule enqueued after `after` to succeed. */
const aTickAfter = (after: Date) =>
  waitFor(
    'a notClockedIn run after that',
    async () => {
      const [run] = await product.query<{ id: string }>("SELECT id FROM alerts.jobs WHERE kind = 'not-clocked-in' AND state = 'succeeded' AND created_at > $1 LIMIT 1", [after]);
      return run;
    },
    150_000,
    1_000,
  );

beforeAll(async () => {
  await Promise.all([smtp.start(), twilio.start()]);
  product = await startProduct('distributed', 'alerts-e2e', {
    TNA_SMTP_URL: smtp.url,
    TNA_MAIL_FROM: 'Time and Attendance <tna@example.test>',
    ...twilio.env,
    // Retries after half a second, then a second: the 451 case is over in moments, not minutes.
    TNA_ALERT_RETRY_BASE_MS: '500',
    ...CLOCK_JOBS_EVERY_FIVE_SECONDS,
  });
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  const shift = await api.ok<Saved>('CreateShift', { name: unique('Day shift'), startTime: '08:00', endTime: '17:00', targetWorkHours: 480 });
  const pattern = await api.ok<Saved>('CreateWorkPattern', { name: unique('Every day'), days: Array.from({ length: 7 }, () => ({ shiftID: shift.id })) });
  const cycle = await api.ok<Saved>('CreateWorkCycle', { name: unique('Day shift'), workPatterns: [{ workPatternID: pattern.id }] });
  const rostered = { timeZone: here.zone, workCycleID: cycle.id, workPatternStartDate: '2026-01-05', workPatternStartDay: 1 };
  late = await person('Thandi', 'Mokoena', '0101', rostered);
  excluded = await person('Pieter', 'Botha', '0102', rostered);
  onTime = await person('Lerato', 'Dlamini', '0103', rostered);
  busyMailbox = await person('Sipho', 'Nkosi', '0104', rostered);
  noMailbox = await person('Anele', 'Zulu', '0105', rostered);
  await api.ok('CreateRawClocking', { employeeID: onTime.employee.id, clockedAt: `${here.today}T07:58:00${here.utcOffset}`, direction: 'IN' });
  // The SMTP server answers 451 (mailbox busy) to Sipho's first two attempts, 550 (no such mailbox) to every one of Anele's.
  smtp.refuse(busyMailbox.email, 451, 2);
  smtp.refuse(noMailbox.email, 550);
  const notClockedIn = { eventKind: 'notClockedIn', minutesAfterShiftStart: 15, excludedEmployeeIDs: [excluded.employee.id] };
  notInByEmail = await api.ok<Saved>('CreateEventType', { ...notClockedIn, name: unique('Not in by 15 (e-mail)'), notificationType: 'Email', emailHeader: EMAIL_HEADER, emailFooter: EMAIL_FOOTER });
  notInBySms = await api.ok<Saved>('CreateEventType', { ...notClockedIn, name: unique('Not in by 15 (SMS)'), notificationType: 'SMS', smsHeader: SMS_HEADER, smsFooter: SMS_FOOTER });
}, 300_000);

afterAll(async () => {
  await product?.stop();
  await Promise.all([smtp.stop(), twilio.stop()]);
});

describe('not clocked in 15 minutes after an 08:00 start', () => {
  it('sends the late employee exactly one e-mail and one SMS, framed by the event type’s header and footer', async () => {
    const [mail] = await waitFor('the e-mail', async () => (smtp.to(late.email).length > 0 ? smtp.to(late.email) : undefined), 240_000, 500);
    const [sms] = await waitFor('the SMS', async () => (twilio.to(late.cellphone).length > 0 ? twilio.to(late.cellphone) : undefined), 60_000, 500);

    expect(mail.subject).toBe('Thandi Mokoena has not clocked in');
    expect(mail.text.startsWith(EMAIL_HEADER)).toBe(true);
    expect(mail.text.endsWith(EMAIL_FOOTER)).toBe(true);
    expect(mail.text).toContain(`Thandi Mokoena (${late.employee.employeeNumber}) had not clocked in 15 minutes after the shift start at 08:00 on ${here.today}.`);
    expect(sms.from).toBe(twilio.env.TNA_TWILIO_FROM);
    expect(sms.body.startsWith(SMS_HEADER)).toBe(true);
    expect(sms.body.endsWith(SMS_FOOTER)).toBe(true);
    expect(sms.body).toContain(`not clocked in 15 min after the 08:00 start on ${here.today}`);

    // Later runs of the schedule decide nothing again, and delivery sends nothing more.
    const [alert] = await alertsOf(late.employee.id, notInByEmail.id);
    await aTickAfter(alert.decided_at);
    await deliveryIdle();
    expect(smtp.to(late.email)).toHaveLength(1);
    expect(twilio.to(late.cellphone)).toHaveLength(1);
    expect(await alertsOf(late.employee.id, notInByEmail.id)).toHaveLength(1);
    expect(await alertsOf(late.employee.id, notInBySms.id)).toHaveLength(1);
    const log = await logOf({ employeeID: late.employee.id, from: here.today, to: here.today });
    expect(log.items.map((item) => [item.eventTypeID, item.channel, item.recipientKind, item.address, item.state, item.cause]).sort()).toEqual(
      [
        [notInByEmail.id, 'email', 'employee', late.email, 'sent', 'notClockedIn'],
        [notInBySms.id, 'sms', 'employee', late.cellphone, 'sent', 'notClockedIn'],
      ].sort(),
    );
  }, 420_000);

  it('sends nothing about the excluded employee, nor about the one who clocked in', async () => {
    // The late employee's alert is decided by now (the test above), and by the same runs as theirs would be.
    await deliveryIdle();
    expect(smtp.to(excluded.email)).toEqual([]);
    expect(twilio.to(excluded.cellphone)).toEqual([]);
    expect(smtp.to(onTime.email)).toEqual([]);
    expect(twilio.to(onTime.cellphone)).toEqual([]);
    for (const type of [notInByEmail, notInBySms]) {
      expect(await alertsOf(excluded.employee.id, type.id)).toEqual([]);
      expect(await alertsOf(onTime.employee.id, type.id)).toEqual([]);
    }
    expect((await logOf({ employeeID: excluded.employee.id })).items).toEqual([]);
    // The excluded employee's day is there, not clocked: only the exclusion kept them out.
    const [day] = await product.query<{ statuses: number[] }>('SELECT statuses FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2', [excluded.employee.id, here.today]);
    expect(day.statuses.map(Number)).toEqual([0]);
  });
});

describe('failures of the SMTP server', () => {
  it('retries a temporary refusal (451) and delivers the e-mail once accepted', async () => {
    const [mail] = await waitFor('Sipho’s e-mail', async () => (smtp.to(busyMailbox.email).length > 0 ? smtp.to(busyMailbox.email) : undefined), 120_000, 500);
    expect(mail.subject).toBe('Sipho Nkosi has not clocked in');
    expect(smtp.refused.filter((refusal) => refusal.address === busyMailbox.email)).toEqual([
      { address: busyMailbox.email, code: 451 },
      { address: busyMailbox.email, code: 451 },
    ]);
    await deliveryIdle();
    expect(smtp.to(busyMailbox.email)).toHaveLength(1);
    const { items } = await logOf({ employeeID: busyMailbox.employee.id, eventTypeID: notInByEmail.id });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ channel: 'email', address: busyMailbox.email, state: 'sent', attempts: 3, lastError: null });
    expect(items[0].sentAt).not.toBeNull();
  }, 180_000);

  it('does not retry a permanent refusal (550): the message is a dead letter in the alert log', async () => {
    const dead = await waitFor(
      'Anele’s e-mail to be dead',
      async () => {
        const { items } = await logOf({ state: 'dead' });
        const entry = items.find((item) => item.address === noMailbox.email);
        return entry;
      },
      120_000,
      500,
    );
    expect(dead).toMatchObject({ eventTypeID: notInByEmail.id, employeeID: noMailbox.employee.id, channel: 'email', recipientKind: 'employee', state: 'dead', attempts: 1, sentAt: null });
    expect(dead.lastError).toContain('550');
    // Other messages were sent and retried since; this one was tried once and never again.
    await deliveryIdle();
    await aTickAfter(new Date());
    await deliveryIdle();
    expect(smtp.refused.filter((refusal) => refusal.address === noMailbox.email)).toEqual([{ address: noMailbox.email, code: 550 }]);
    expect(smtp.to(noMailbox.email)).toEqual([]);
    expect((await logOf({ employeeID: noMailbox.employee.id, eventTypeID: notInByEmail.id })).items.map((item) => [item.state, item.attempts])).toEqual([['dead', 1]]);
    // The SMS of the same alert is not held back by the dead e-mail.
    expect(twilio.to(noMailbox.cellphone)).toHaveLength(1);
  }, 240_000);
});

describe('the same ShiftCalculated delivered three times', () => {
  it('decides one alert and sends one message', async () => {
    const lateIn = await api.ok<Saved>('CreateEventType', {
      name: unique('Late in'),
      eventKind: 'shiftStatus',
      status: 103,
      notificationType: 'Email',
      emailHeader: STATUS_HEADER,
      emailFooter: STATUS_FOOTER,
      includedEmployeeIDs: [late.employee.id],
    });
    const recalculated = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [late.employee.id], from: PAST_DAY, to: PAST_DAY });
    expect(recalculated.resultCode).toBe(11);
    const [{ id: employeeShiftID }] = await product.query<{ id: string }>('SELECT id FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2', [late.employee.id, PAST_DAY]);
    const event: EventEnvelope<'ShiftCalculated'> = {
      id: randomUUID(),
      type: 'ShiftCalculated',
      version: 1,
      occurredAt: new Date().toISOString(),
      key: late.employee.id,
      payload: { employeeShiftID, employeeID: late.employee.id, shiftDate: PAST_DAY, statuses: [1, 103] },
    };
    // Three rows of the time engine's outbox, as the engine writes its events: its relay puts each on the Kafka topic.
    for (let delivery = 0; delivery < 3; delivery++) {
      await product.query('INSERT INTO time_engine.outbox (id, topic, key, envelope) VALUES ($1, $2, $3, $4)', [randomUUID(), EVENT_TOPIC.ShiftCalculated, event.key, event]);
    }
    const subject = `Thandi Mokoena: Late in on ${PAST_DAY}`;
    const [mail] = await waitFor('the late-in e-mail', async () => {
      const mails = smtp.to(late.email).filter((m) => m.subject === subject);
      return mails.length > 0 ? mails : undefined;
    });
    expect(mail.text.startsWith(STATUS_HEADER)).toBe(true);
    expect(mail.text.endsWith(STATUS_FOOTER)).toBe(true);
    expect(mail.text).toContain(`was calculated with status 103 Late in`);

    // A fourth event after the three, under the same key (so the same partition, consumed after them): once the alerts
    // service has it in its inbox, it has handled all three copies.
    const after = { ...event, id: randomUUID(), occurredAt: new Date().toISOString() };
    await product.query('INSERT INTO time_engine.outbox (id, topic, key, envelope) VALUES ($1, $2, $3, $4)', [randomUUID(), EVENT_TOPIC.ShiftCalculated, after.key, after]);
    await waitFor('the fourth event in the alerts inbox', async () => ((await product.query('SELECT 1 FROM alerts.inbox WHERE event_id = $1', [after.id])).length === 1 ? true : undefined));
    expect(await product.query('SELECT event_id FROM alerts.inbox WHERE event_id = $1', [event.id])).toHaveLength(1);
    await deliveryIdle();
    expect(await alertsOf(late.employee.id, lateIn.id)).toHaveLength(1);
    expect(smtp.to(late.email).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await logOf({ eventTypeID: lateIn.id })).items.map((item) => [item.cause, item.day, item.state])).toEqual([['status:103', PAST_DAY, 'sent']]);
  }, 120_000);
});
