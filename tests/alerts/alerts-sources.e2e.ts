import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_TOPIC,
  GENERIC_CSV_TEMPLATE_ID,
  TOPICS,
  type ApproveDeclineLeaveAppsResult,
  type CreateLeaveApplicationResult,
  type DataExportJobResult,
  type Employee,
  type EventEnvelope,
  type EventType,
  type Scanner,
  type SystemUser,
} from '@tna/contracts';
import { LEAVE_APPLICATIONS_INBOX } from '../../services/alerts/src/evaluation/events/leave-application-changed.consumer';
import { PAYROLL_EXPORTED_INBOX } from '../../services/alerts/src/evaluation/events/payroll-exported.consumer';
import { aTemplate, aUser, PASSWORD, unique } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { readTopics } from '../support/kafka';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { CLOCK_JOBS_EVERY_FIVE_SECONDS, jobEnded } from '../support/jobs';

const DAY_MS = 86_400_000;
const now = new Date();
/** The Monday two weeks before this one (a week that is over), its Sunday, and next week's Monday and Tuesday. */
const MONDAY = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 14)).toISOString().slice(0, 10);
const dayAfter = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
const SUNDAY = dayAfter(MONDAY, 6);
const NEXT_MONDAY = dayAfter(MONDAY, 21);
const NEXT_TUESDAY = dayAfter(MONDAY, 22);
/** Johannesburg is two hours ahead of UTC all year: an instant's wall date and time there. */
const inJohannesburg = (instant: Date) => {
  const wall = new Date(instant.getTime() + 2 * 3_600_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
};

interface AlertRow {
  subject_id: string;
  employee_id: string | null;
  day: string;
  cause: string;
  details: Record<string, string>;
}

/**
 * The alerts that do not come from calculated days, in distributed mode over the shared Kafka
 * broker: a reader gone silent (the alerts service's schedule reading the ingestion's contacts),
 * leave waiting and decided (the leave service's LeaveApplicationChanged), a payroll export done
 * (PayrollExported). Each is decided once, whether the schedule ticks again or an event comes
 * again, the same message or the same step under a new event id.
 */
describe('alerts from readers, leave applications and payroll exports (distributed mode, real Kafka)', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let topics: Awaited<ReturnType<typeof readTopics>>;
  let group: { id: string };
  let managers: { id: string };
  let supervisor: ApiClient;
  let manager: ApiClient;
  let employee: Employee;
  let annual: { id: string };
  let payroll: { id: string };

  const anEventType = (eventKind: string, fields: Record<string, unknown> = {}) =>
    admin.ok<{ id: string; name: string }>('CreateEventType', {
      name: unique(eventKind),
      eventGroupID: group.id,
      eventKind,
      notificationType: 'Email',
      emailHeader: 'Attention',
      recipientUserTeamIDs: [managers.id],
      ...fields,
    });
  const alertsOf = (eventTypeID: string) =>
    product.query<AlertRow>(
      `SELECT subject_id, employee_id, to_char(day, 'YYYY-MM-DD') AS day, cause, details FROM alerts.alerts WHERE event_type_id = $1 ORDER BY cause`,
      [eventTypeID],
    );
  const alertsBecome = (eventTypeID: string, count: number, timeoutMs?: number) =>
    waitFor(
      `${count} alerts of ${eventTypeID}`,
      async () => {
        const rows = await alertsOf(eventTypeID);
        return rows.length >= count ? rows : undefined;
      },
      timeoutMs,
    );
  /** One run of the readerSilent job, queued as the schedule queues it, and its end. */
  const readerSilentTick = async () => {
    const [job] = await product.query<{ id: string }>(
      `INSERT INTO alerts.jobs (id, kind, payload, requested_by_kind, requested_by_id) VALUES ($1, 'reader-silent', '{}', 'system', 'test') RETURNING id`,
      [randomUUID()],
    );
    await waitFor('the readerSilent job', async () => {
      const [row] = await product.query<{ state: string }>('SELECT state FROM alerts.jobs WHERE id = $1', [job.id]);
      return row.state === 'succeeded' ? true : undefined;
    });
  };
  /** The reader last heard from ten minutes ago, as if that time had passed without a word from it. */
  const silentForTenMinutes = async (serial: string) => {
    const [row] = await product.query<{ last_seen_at: Date }>(
      "UPDATE ingestion.reader_contacts SET last_seen_at = now() - interval '10 minutes' WHERE serial = $1 RETURNING last_seen_at",
      [serial],
    );
    return row.last_seen_at;
  };
  /**
   * `event` delivered again, from its service's outbox through Kafka: the very message (the
   * alerts inbox drops it), then the same step under a new event id (the alert's uniqueness
   * drops it). Same key, so one partition: once the copy is in the inbox both have been handled.
   */
  const deliverAgain = async (schema: 'leave' | 'payroll', event: EventEnvelope, inbox: string) => {
    const copy = { ...event, id: randomUUID() };
    for (const envelope of [event, copy]) {
      await product.query(`INSERT INTO ${schema}.outbox (id, topic, key, envelope) VALUES ($1, $2, $3, $4)`, [randomUUID(), EVENT_TOPIC[event.type], event.key, envelope]);
    }
    await waitFor('the copy handled by the alerts service', async () =>
      (await product.query('SELECT 1 FROM alerts.inbox WHERE consumer = $1 AND event_id = $2', [inbox, copy.id])).length ? true : undefined,
    );
    expect(await product.query('SELECT 1 FROM alerts.inbox WHERE consumer = $1 AND event_id = $2', [inbox, event.id])).toHaveLength(1);
  };
  const published = <T extends EventType>(type: T, what: string, matches: (payload: EventEnvelope<T>['payload']) => boolean) =>
    waitFor(what, async () => (topics.events as EventEnvelope<T>[]).find((event) => event.type === type && matches(event.payload)));

  beforeAll(async () => {
    product = await startProduct('distributed', 'alerts-sources', CLOCK_JOBS_EVERY_FIVE_SECONDS);
    topics = await readTopics(product.namespace!, [TOPICS.leaveApplicationsChanged, TOPICS.payrollExported]);
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    group = await admin.ok('CreateEventGroup', { name: unique('Operations') });
    const supervisors = await admin.ok<{ id: string }>('CreateUserTeam', { name: unique('Supervisors'), authorityLevel: 1 });
    managers = await admin.ok<{ id: string }>('CreateUserTeam', { name: unique('Managers'), authorityLevel: 2 });
    const template = await aTemplate(admin, ['clkLeave', 'empClockings']);
    const login = async (user: SystemUser) => {
      const client = new ApiClient(product.apiUrl);
      await client.login(user.username, PASSWORD);
      return client;
    };
    supervisor = await login(await aUser(admin, template, { userTeamID: supervisors.id }));
    manager = await login(await aUser(admin, template, { userTeamID: managers.id }));

    annual = await admin.ok('CreateLeaveType', { name: 'Annual', unitOfMeasure: 2, minBalance: '-20' });
    const normal = await admin.ok<{ id: string }>('CreatePayCode', { name: 'Normal time', code: 'NT' });
    payroll = await admin.ok<{ id: string }>('CreatePayroll', { name: 'Weekly', number: '0042', exportFileVersion: '1' });
    await admin.ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: normal.id });
    const roster = await aWeekdayRoster(admin, { ...OFFICE_DAY, leaveTypeID: annual.id });
    employee = await admin.ok<Employee>('CreateEmployee', {
      employeeNumber: '4201',
      firstName: 'Thandi',
      surname: 'Mokoena',
      timeZone: 'Africa/Johannesburg',
      workCycleID: roster.workCycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
      payrollID: payroll.id,
      hourlyRate: '50',
    });
  });

  afterAll(async () => {
    await topics?.stop();
    await product?.stop();
  });

  it('alerts on a reader silent for the minutes set once per silence, and again when it comes back and falls silent again', async () => {
    const type = await anEventType('readerSilent', { minutesSilent: 5 });
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    const scanner = await admin.ok<Scanner>('CreateScanner', { name: 'Loading bay', make: 'ZKTeco', type: 'T&A', externalId: serial, timeZone: 'Africa/Johannesburg' });
    const reader = new ZkPushDevice(product.readerUrl, serial);
    expect((await reader.upload([ZkPushDevice.line('99001', `${MONDAY}T08:00:00`)])).body).toContain('OK');
    const lastSeen = await silentForTenMinutes(serial);

    // The schedule's own tick finds it.
    const [alert] = await alertsBecome(type.id, 1, 90_000);
    const local = inJohannesburg(lastSeen);
    expect(alert).toEqual({
      subject_id: scanner.id,
      employee_id: null,
      day: local.date,
      cause: `silent:${lastSeen.toISOString()}`,
      details: { eventTypeName: type.name, readerName: 'Loading bay', lastSeen: `${local.date} ${local.time}` },
    });
    // Later minutes of the same silence decide nothing more.
    await readerSilentTick();
    expect(await alertsOf(type.id)).toHaveLength(1);

    // Heard from again, a poll with nothing to upload: not silent. Then ten minutes without a word once more: a second silence, a second alert.
    expect(await reader.poll()).toEqual({ status: 200, body: 'OK' });
    const [contact] = await product.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM ingestion.v_reader_contacts WHERE serial = $1', [serial]);
    expect(contact.last_seen_at.getTime()).toBeGreaterThan(lastSeen.getTime() + 9 * 60_000);
    await readerSilentTick();
    expect(await alertsOf(type.id)).toHaveLength(1);
    const lastSeenAgain = await silentForTenMinutes(serial);
    await readerSilentTick();
    expect((await alertsOf(type.id)).map((row) => row.cause)).toEqual([`silent:${lastSeen.toISOString()}`, `silent:${lastSeenAgain.toISOString()}`]);
  });

  it('alerts the teams while leave waits at each level and the employee once it is granted, each step once however often it is delivered', async () => {
    const waiting = await anEventType('leaveAwaitingApproval');
    const decided = await anEventType('leaveDecided', { recipientUserTeamIDs: [], notifyEmployee: true });
    const created = await admin.ok<CreateLeaveApplicationResult>('CreateLeaveApplication', {
      employeeID: employee.id,
      leaveTypeID: annual.id,
      startDate: NEXT_MONDAY,
      endDate: NEXT_TUESDAY,
      duration: 1,
    });
    expect(created).toMatchObject({ resultCode: 41, status: 0 });
    const applicationID = created.applicationID!;
    expect((await supervisor.ok<ApproveDeclineLeaveAppsResult>('ApproveDeclineLeaveApps', { applicationIDs: [applicationID], approve: true })).outcomes[0]).toMatchObject({ status: 1 });
    expect((await manager.ok<ApproveDeclineLeaveAppsResult>('ApproveDeclineLeaveApps', { applicationIDs: [applicationID], approve: true })).outcomes[0]).toMatchObject({ status: 11 });

    const details = {
      employeeName: 'Thandi Mokoena',
      employeeNumber: '4201',
      leaveType: 'Annual',
      leaveFrom: NEXT_MONDAY,
      leaveTo: NEXT_TUESDAY,
    };
    const application = { subject_id: applicationID, day: NEXT_MONDAY };
    const waitingAlerts = [
      { ...application, employee_id: null, cause: 'leave:awaiting:0', details: { ...details, eventTypeName: waiting.name, leaveState: 'New/Waiting' } },
      { ...application, employee_id: null, cause: 'leave:awaiting:1', details: { ...details, eventTypeName: waiting.name, leaveState: 'Granted in process' } },
    ];
    const decidedAlerts = [{ ...application, employee_id: employee.id, cause: 'leave:approved', details: { ...details, eventTypeName: decided.name, leaveState: 'Finally Granted' } }];
    expect(await alertsBecome(waiting.id, 2)).toEqual(waitingAlerts);
    expect(await alertsBecome(decided.id, 1)).toEqual(decidedAlerts);

    const granted = await published('LeaveApplicationChanged', 'the grant on Kafka', (payload) => payload.applicationID === applicationID && payload.status === 11);
    await deliverAgain('leave', granted, LEAVE_APPLICATIONS_INBOX);
    expect(await alertsOf(waiting.id)).toEqual(waitingAlerts);
    expect(await alertsOf(decided.id)).toEqual(decidedAlerts);
  });

  it('alerts the teams once of a payroll export done, however often PayrollExported is delivered', async () => {
    const type = await anEventType('payrollExported');
    await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T08:00:00+02:00` });
    await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T17:00:00+02:00` });
    await waitFor('Monday calculated', async () => ((await dayOf(admin, employee, MONDAY))?.normalTimeTot === 480 ? true : undefined));
    const { jobID } = await admin.ok<{ jobID: string }>('DataExportFromTemplate', { payrollID: payroll.id, from: MONDAY, to: SUNDAY, templateID: GENERIC_CSV_TEMPLATE_ID });
    const job = await jobEnded(admin, jobID);
    expect(job.state).toBe('succeeded');
    const { exportID } = job.result as DataExportJobResult;

    const expected = [
      {
        subject_id: exportID,
        employee_id: null,
        day: SUNDAY,
        cause: 'exported',
        details: { eventTypeName: type.name, exportName: 'Weekly (Generic CSV)', exportFrom: MONDAY, exportTo: SUNDAY },
      },
    ];
    expect(await alertsBecome(type.id, 1)).toEqual(expected);
    const exported = await published('PayrollExported', 'the export on Kafka', (payload) => payload.exportID === exportID);
    await deliverAgain('payroll', exported, PAYROLL_EXPORTED_INBOX);
    expect(await alertsOf(type.id)).toEqual(expected);
  });
});
