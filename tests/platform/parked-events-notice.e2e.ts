import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, SecurityTemplate, SystemUser } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { HELD_BEHIND_REASON } from '@tna/platform';
import { clockingReceivedOf, parkInService } from '../support/parked-events';
import { SmtpPeer, type ReceivedMail } from '../support/smtp-peer';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const PASSWORD = 'Notice-Secret-9';
const PUBLIC_URL = 'http://tna.example.test:8080';
const NOTICE = 'parked-events-notice';

/**
 * The mail that tells the users who may see parked events that some are parked (docs/deploy.md,
 * "Parked events"), embedded mode with a real SMTP server; the notice job runs every two seconds
 * here instead of every five minutes, and the hour and the day between notices are passed by
 * moving the last notice back.
 */
describe('parked events mailed to the users who may see them', () => {
  const mailbox = new SmtpPeer();
  let product: RunningProduct;
  let admin: ApiClient;
  let thandi: Employee;

  /** The notice job's runs finished from now on: two mean it has looked at least once since. */
  const twoRunsFromNow = async () => {
    const [{ now }] = await product.query<{ now: Date }>('SELECT now()');
    await waitFor(
      'two runs of the notice job',
      async () => {
        const [{ runs }] = await product.query<{ runs: number }>("SELECT count(*)::int AS runs FROM api.jobs WHERE kind = $1 AND state = 'succeeded' AND started_at > $2", [NOTICE, now]);
        return runs >= 2 ? true : undefined;
      },
      30_000,
    );
  };
  const mailsTo = (address: string, count: number) => waitFor(`${count} notices to ${address}`, async () => (mailbox.to(address).length >= count ? mailbox.to(address) : undefined), 30_000);
  const moveLastNoticeBack = (hours: number, nothingNew = false) =>
    product.query(
      `UPDATE api.parked_events_notices SET noticed_at = noticed_at - make_interval(hours => $1) ${nothingNew ? ', newest_failed_at = now()' : ''}`,
      [hours],
    );
  const park = (service: 'time-engine' | 'alerts', consumer: string, reason: string, count = 1) =>
    parkInService(product.databaseUrl, service, consumer, [
      { events: Array.from({ length: count }, () => clockingReceivedOf(thandi, '2026-02-30T25:61:00Z')), reason },
    ]);

  beforeAll(async () => {
    await mailbox.start();
    product = await startProduct('embedded', 'parked-notice', {
      TNA_SMTP_URL: mailbox.url,
      TNA_PUBLIC_URL: PUBLIC_URL,
      TNA_JOB_SCHEDULES: `${NOTICE}=*/2 * * * * *`,
      TNA_TIME_ZONE: 'Africa/Johannesburg',
    });
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    thandi = await admin.ok<Employee>('CreateEmployee', { employeeNumber: '8801', firstName: 'Thandi', surname: 'Mokoena', employeeStatus: 1 });
    const operators = await admin.ok<SecurityTemplate>('CreateSecurityTemplate', { name: 'Operators', permissions: ['setupSystem'] });
    const clerks = await admin.ok<SecurityTemplate>('CreateSecurityTemplate', { name: 'Clerks', permissions: ['empClockings', 'setupOrganisational'] });
    const user = (username: string, fields: Partial<SystemUser>) =>
      admin.ok<SystemUser>('CreateSystemUser', { username, fullName: `${username} user`, password: PASSWORD, isAdministrator: false, status: 1, email: `${username}@example.test`, ...fields });
    await user('ops', { fullName: 'Olwethu Operator', securityTemplateID: operators.id });
    await user('boss', { fullName: 'Busi Administrator', isAdministrator: true });
    await user('clerk', { securityTemplateID: clerks.id });
    await user('former', { securityTemplateID: operators.id, status: 0 });
    await user('nomail', { securityTemplateID: operators.id, email: undefined });
  });

  afterAll(async () => {
    await product?.stop();
    await mailbox.stop();
  });

  it('mails nobody while nothing is parked', async () => {
    await twoRunsFromNow();
    expect(mailbox.mails).toEqual([]);
  });

  it('mails each active user who may see parked events, with an address, once: what is parked, why, since when, and where to see it', async () => {
    const bad = clockingReceivedOf(thandi, '2026-02-30T25:61:00Z');
    const held = clockingReceivedOf(thandi, '2026-03-02T06:58:00Z');
    await parkInService(product.databaseUrl, 'time-engine', 'time-engine.clockings', [
      { events: [bad], reason: 'RangeError: Invalid time value' },
      { events: [held], reason: HELD_BEHIND_REASON },
    ]);

    const [notice] = await mailsTo('ops@example.test', 1);
    await mailsTo('boss@example.test', 1);
    expect(notice.subject).toBe('2 events are parked in Time and Attendance');
    expect(notice.text).toContain('Hello Olwethu Operator,\n\n2 events that a service could not handle are parked: set aside so that the events after them go on.');
    // In the installation's zone, to the minute.
    expect(notice.text).toMatch(
      /^- time-engine, time-engine\.clockings: 2 events parked, 1 failing and 1 waiting behind it, the oldest since \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Africa\/Johannesburg\)\. The first failed with: RangeError: Invalid time value$/m,
    );
    expect(notice.text).toContain(`${PUBLIC_URL}/settings/parked-events`);

    // More parked within the hour are not mailed yet, nor are the same again.
    await park('alerts', 'alerts.shifts', 'connect ECONNREFUSED 127.0.0.1:5432', 2);
    await twoRunsFromNow();
    expect(mailbox.mails.map((mail) => mail.to).sort()).toEqual([['boss@example.test'], ['ops@example.test']]);
  });

  it('mails the events that failed since once an hour has passed, not those only waiting, and reminds once a day while they stay', async () => {
    await moveLastNoticeBack(2);
    const [, newer] = await mailsTo('ops@example.test', 2);
    expect(newer.subject).toBe('4 events are parked in Time and Attendance');
    expect(newer.text).toContain('- alerts, alerts.shifts: 2 events parked, 2 failing, the oldest since ');
    expect(newer.text).toContain('The first failed with: connect ECONNREFUSED 127.0.0.1:5432');

    // An employee's later clocking waiting behind the failed one is no news, an hour later too.
    await park('time-engine', 'time-engine.clockings', HELD_BEHIND_REASON);
    await moveLastNoticeBack(2);
    await twoRunsFromNow();
    expect(mailbox.to('ops@example.test')).toHaveLength(2);

    await moveLastNoticeBack(25, true);
    const [, , reminder] = await mailsTo('ops@example.test', 3);
    expect(reminder.subject).toBe('Reminder: 5 events are still parked in Time and Attendance');
    await twoRunsFromNow();
    expect(mailbox.to('ops@example.test')).toHaveLength(3);
    expect(mailbox.to('boss@example.test')).toHaveLength(3);
    // Nobody else: not the clerk, who may not see them, nor the inactive or address-less operators.
    expect(mailbox.mails.filter((mail: ReceivedMail) => !['ops@example.test', 'boss@example.test'].includes(mail.to[0]))).toEqual([]);
  });

  it('stops once nothing is parked', async () => {
    // In one transaction, so no run sees the notice a day old with the events still there.
    await product.query(
      `BEGIN; DELETE FROM time_engine.parked_events; DELETE FROM alerts.parked_events;
       UPDATE api.parked_events_notices SET noticed_at = noticed_at - interval '25 hours', newest_failed_at = now(); COMMIT`,
    );
    await twoRunsFromNow();
    expect(mailbox.to('ops@example.test')).toHaveLength(3);
  });

  it('tries a notice no mail server took again on the next run, until one takes it', async () => {
    const lastNotice = () => product.query('SELECT noticed_at, newest_failed_at FROM api.parked_events_notices');
    const before = await lastNotice();
    mailbox.refuse('ops@example.test', 550);
    mailbox.refuse('boss@example.test', 550);
    await park('time-engine', 'time-engine.clockings', 'RangeError: Invalid time value');
    await waitFor('the notice refused twice to each', async () => (mailbox.refused.length >= 4 ? true : undefined), 30_000);
    // Not noted as told.
    expect(await lastNotice()).toEqual(before);

    mailbox.refuse('ops@example.test', 550, 0);
    mailbox.refuse('boss@example.test', 550, 0);
    const [, , , retried] = await mailsTo('ops@example.test', 4);
    expect(retried.subject).toBe('1 event is parked in Time and Attendance');
    expect(retried.text).toContain('1 event that a service could not handle is parked');
    expect(retried.text).toContain('- time-engine, time-engine.clockings: 1 event parked, 1 failing, the oldest since ');
    await mailsTo('boss@example.test', 4);
    await twoRunsFromNow();
    expect(mailbox.to('ops@example.test')).toHaveLength(4);
  });
});
