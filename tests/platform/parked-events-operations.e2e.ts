import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type DropParkedEventsResult, type Employee, type EventEnvelope, type ListResult, type ParkedEvent, type RetryParkedEventsResult } from '@tna/contracts';
import { HELD_BEHIND_REASON, KafkaBus } from '@tna/platform';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { KAFKA_BROKERS } from '../support/kafka';
import { clockingReceivedOf, parkInService } from '../support/parked-events';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const CLOCKINGS = 'time-engine.clockings';

/**
 * Parked events as an operator handles them (docs/deploy.md "Parked events"), distributed: the
 * time engine's process parks an event its handler keeps failing on, the api lists it from the
 * services' views, and RetryParkedEvents and DropParkedEvents reach the service that parked it
 * over Kafka, which hands the events back to their handler.
 */
describe('parked events seen, retried and dropped from the api (distributed mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let bus: KafkaBus;
  let thandi: Employee;
  let piet: Employee;

  const parked = async (body: Record<string, unknown> = {}) => (await api.ok<ListResult<ParkedEvent>>('GetParkedEvents', body)).items;
  const storedClockings = async (employeeID: string) =>
    (await product.query<{ id: string }>('SELECT id FROM time_engine.clockings WHERE employee_id = $1 ORDER BY clocked_at', [employeeID])).map((row) => row.id);

  beforeAll(async () => {
    product = await startProduct('distributed', 'parked-operations');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    thandi = await api.ok<Employee>('CreateEmployee', { employeeNumber: '2001', firstName: 'Thandi', surname: 'Mokoena' });
    piet = await api.ok<Employee>('CreateEmployee', { employeeNumber: '2002', firstName: 'Piet', preferredName: 'PJ', surname: 'Botha', timeZone: 'Europe/London' });
    bus = new KafkaBus({ brokers: KAFKA_BROKERS.split(','), clientId: 'parked-operations-e2e', namespace: product.namespace, logger: pino({ level: 'silent' }) });
    await bus.connect();
  });

  afterAll(async () => {
    await bus?.close();
    await product?.stop();
  });

  it('lists an event the time engine parked, with the employee and the error, and the later one held behind it; a failed retry waits longer; dropping the bad one lets the held one through', async () => {
    // A clocking at a time that does not exist: the engine's handler throws on it every time.
    const bad = clockingReceivedOf(thandi, '2026-02-30T25:61:00Z');
    const next = clockingReceivedOf(thandi, '2026-03-02T06:58:00Z');
    const published = [bad, next].map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope }));
    await waitFor('the broker taking the events', () => bus.publish(published).then(() => true, () => undefined), 60_000);

    // Parked after five failed deliveries over at least 30 s; the one behind it then waits too.
    const listed = await waitFor(
      'the bad clocking parked and the next held behind it',
      async () => {
        const items = await parked({ service: 'time-engine' });
        return items.length === 2 ? items : undefined;
      },
      120_000,
      1_000,
    );
    expect(listed.map((event) => [event.eventID, event.heldBehind])).toEqual([
      [bad.id, false],
      [next.id, true],
    ]);
    const [first, second] = listed;
    expect(first).toMatchObject({ service: 'time-engine', consumer: CLOCKINGS, eventType: 'ClockingReceived', key: thandi.id, employee: { id: thandi.id, name: 'Thandi Mokoena' } });
    expect(first.reason).toContain('Invalid time value');
    expect(first.payload).toEqual(bad.payload);
    // Thandi has no zone of her own: the installation's (the test stacks' TNA_TIME_ZONE).
    expect(first.timeZone).toBe('Africa/Johannesburg');
    expect(second.reason).toContain('held behind an earlier parked event');
    expect(Date.parse(first.retryAt)).toBeGreaterThan(Date.now());
    expect(await storedClockings(thandi.id)).toEqual([]);

    // Tried now, it fails again: both stay, the bad one with its error, and the wait doubles.
    const retry = await api.ok<RetryParkedEventsResult>('RetryParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, key: thandi.id });
    expect(retry).toMatchObject({ outcome: 'failed', handled: 0, failedEventID: bad.id });
    expect(retry.reason).toContain('Invalid time value');
    expect(Date.parse(retry.retryAt!) - Date.now()).toBeGreaterThan(90_000);
    const after = await parked({ service: 'time-engine' });
    expect(after.map((event) => [event.eventID, event.attempts])).toEqual([
      [bad.id, first.attempts + 1],
      [next.id, second.attempts + 1],
    ]);
    expect(await storedClockings(thandi.id)).toEqual([]);

    // Given up, the bad one goes for good and the one held behind it is handled at once: stored, its day calculated.
    const dropped = await api.ok<DropParkedEventsResult>('DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: [bad.id] });
    expect(dropped).toEqual({ dropped: [bad.id], retried: [{ key: thandi.id, outcome: 'handled', handled: 1, failedEventID: null, reason: null, retryAt: null }] });
    expect(await parked()).toEqual([]);
    expect(await storedClockings(thandi.id)).toEqual([next.payload.clockingID]);
    const [day] = await product.query<{ shift_date: string }>("SELECT to_char(shift_date, 'YYYY-MM-DD') AS shift_date FROM time_engine.employee_shifts WHERE employee_id = $1", [thandi.id]);
    expect(day?.shift_date).toBe('2026-03-02');
    // Dropping it again finds nothing: nothing else changes.
    expect(await api.ok('DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: [bad.id] })).toEqual({ dropped: [], retried: [] });
  }, 180_000);

  it('retries an event the alerts service parked, through that service: handled once and gone from the list', async () => {
    const [day] = await product.query<{ id: string; shift_date: string }>(
      "SELECT id, to_char(shift_date, 'YYYY-MM-DD') AS shift_date FROM time_engine.employee_shifts WHERE employee_id = $1",
      [thandi.id],
    );
    const event: EventEnvelope<'ShiftCalculated'> = {
      id: randomUUID(),
      type: 'ShiftCalculated',
      version: 1,
      occurredAt: new Date().toISOString(),
      key: thandi.id,
      payload: { employeeShiftID: day.id, employeeID: thandi.id, shiftDate: day.shift_date, statuses: [100] },
    };
    // Parked as the alerts process's transport parks one (say it failed while a dependency was away).
    await parkInService(product.databaseUrl, 'alerts', 'alerts.shift-calculated', [{ events: [event], reason: 'the alerts database was away' }]);
    const [listed] = await parked({ service: 'alerts' });
    expect(listed).toMatchObject({ service: 'alerts', consumer: 'alerts.shift-calculated', eventID: event.id, heldBehind: false, attempts: 0, reason: 'the alerts database was away', employee: { name: 'Thandi Mokoena' } });

    const retry = await api.ok<RetryParkedEventsResult>('RetryParkedEvents', { service: 'alerts', consumer: 'alerts.shift-calculated', key: thandi.id });
    expect(retry).toEqual({ outcome: 'handled', handled: 1, failedEventID: null, reason: null, retryAt: null });
    expect(await parked()).toEqual([]);
    const handled = await product.query<{ n: number }>("SELECT count(*)::int AS n FROM alerts.inbox WHERE consumer = 'alerts.shift-calculated' AND event_id = $1", [event.id]);
    expect(handled[0].n).toBe(1);
    // Nothing parked for the key any more: a second retry has nothing to do.
    expect((await api.ok<RetryParkedEventsResult>('RetryParkedEvents', { service: 'alerts', consumer: 'alerts.shift-calculated', key: thandi.id })).outcome).toBe('none');
  }, 60_000);

  it('refuses bad requests with a 400 naming the field and callers without setupSystem with a 403, changing nothing', async () => {
    const held = clockingReceivedOf(piet, '2026-03-03T07:00:00Z');
    await parkInService(product.databaseUrl, 'time-engine', CLOCKINGS, [{ events: [held], reason: 'a fault' }]);
    const bad: [string, unknown, string][] = [
      ['RetryParkedEvents', { service: 'payroll', consumer: CLOCKINGS, key: piet.id }, 'service'],
      ['RetryParkedEvents', { service: 'time-engine', consumer: 'time-engine.nothing', key: piet.id }, 'consumer'],
      ['RetryParkedEvents', { service: 'time-engine', consumer: CLOCKINGS }, 'key'],
      ['RetryParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, key: '' }, 'key'],
      ['DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: [] }, 'eventIDs'],
      ['DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: null }, 'eventIDs'],
      ['DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: ['not-an-id'] }, 'eventIDs'],
      ['DropParkedEvents', { service: 'alerts', consumer: CLOCKINGS, eventIDs: [held.id] }, 'consumer'],
      ['DropParkedEvents', { consumer: CLOCKINGS, eventIDs: [held.id] }, 'service'],
      ['GetParkedEvents', { service: 'ingestion' }, 'service'],
      ['GetParkedEvents', { sortBy: 'x'.repeat(65) }, 'sortBy'],
    ];
    for (const [call, body, field] of bad) {
      const answer = await api.call<{ field?: string }>(call, body);
      expect([call, body, answer.status, answer.body.field]).toEqual([call, body, 400, field]);
    }
    const { client: clerk } = await aUserWith(api, product.apiUrl, ['scannerMaint', 'empClockings']);
    for (const [call, body] of [
      ['GetParkedEvents', {}],
      ['RetryParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, key: piet.id }],
      ['DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: [held.id] }],
    ] as const) {
      expect([call, (await clerk.call(call, body)).status]).toEqual([call, 403]);
    }
    const [still] = await parked();
    expect(still).toMatchObject({ eventID: held.id, attempts: 0, employee: { name: 'PJ Botha' }, timeZone: 'Europe/London' });
    expect(await storedClockings(piet.id)).toEqual([]);
    // The services still serve: the held clocking goes through on request.
    expect(await api.ok('RetryParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, key: piet.id })).toMatchObject({ outcome: 'handled', handled: 1 });
    expect(await storedClockings(piet.id)).toEqual([held.payload.clockingID]);
  }, 60_000);

  it('filters, searches, sorts and pages the list across services, and drops an alerts event through that service', async () => {
    // a failed first, b waits behind it, and a retry that got past a failed on c.
    const [a, b, c] = [clockingReceivedOf(thandi, '2026-03-04T07:00:00Z'), clockingReceivedOf(thandi, '2026-03-04T12:00:00Z'), clockingReceivedOf(thandi, '2026-03-04T16:00:00Z')];
    const unmatched: EventEnvelope<'ShiftCalculated'> = {
      id: randomUUID(),
      type: 'ShiftCalculated',
      version: 1,
      occurredAt: new Date().toISOString(),
      key: 'pin:77',
      payload: { employeeShiftID: randomUUID(), employeeID: randomUUID(), shiftDate: '2026-03-04', statuses: [100] },
    };
    await parkInService(product.databaseUrl, 'time-engine', CLOCKINGS, [
      { events: [a], reason: 'boom: no shift' },
      { events: [b], reason: HELD_BEHIND_REASON },
      { events: [c], reason: 'a fault' },
    ]);
    await parkInService(product.databaseUrl, 'alerts', 'alerts.shift-calculated', [{ events: [unmatched], reason: 'the mail server said no' }]);
    await product.query('UPDATE time_engine.parked_events SET attempts = 4 WHERE event_id = $1', [c.id]);
    const ids = (items: ParkedEvent[]) => items.map((event) => event.eventID);

    const all = await api.ok<ListResult<ParkedEvent>>('GetParkedEvents', {});
    expect(all.total).toBe(4);
    expect(ids(all.items)).toEqual([a.id, b.id, c.id, unmatched.id]);
    expect(all.items.map((event) => event.heldBehind)).toEqual([false, true, false, false]);
    // A key that names no employee: none, and the installation's zone.
    expect(all.items[3]).toMatchObject({ service: 'alerts', key: 'pin:77', employee: null, timeZone: 'Africa/Johannesburg' });
    expect(ids(await parked({ service: 'alerts' }))).toEqual([unmatched.id]);
    expect(ids(await parked({ consumer: CLOCKINGS }))).toEqual([a.id, b.id, c.id]);
    expect(ids(await parked({ search: 'BOOM' }))).toEqual([a.id]);
    expect(ids(await parked({ search: 'pin:77' }))).toEqual([unmatched.id]);
    expect((await parked({ sortBy: 'attempts', sortDesc: true }))[0].eventID).toBe(c.id);
    expect(await api.ok('GetParkedEvents', { pageNumber: 5, pageSize: 1 })).toEqual({ items: [], total: 4 });
    // A sort key every object inherits is no sort key: the default order, not a 500.
    expect(ids(await parked({ sortBy: 'constructor' }))).toEqual([a.id, b.id, c.id, unmatched.id]);

    expect(await api.ok('DropParkedEvents', { service: 'alerts', consumer: 'alerts.shift-calculated', eventIDs: [unmatched.id] })).toEqual({ dropped: [unmatched.id], retried: [] });
    // Dropping an event that only waits holds nothing up: no retry of the key.
    expect(await api.ok('DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: [b.id] })).toEqual({ dropped: [b.id], retried: [] });
    expect(ids(await parked())).toEqual([a.id, c.id]);
    // Dropping the one a retry failed on releases the key: the rest (a) is handled at once.
    expect(await api.ok('DropParkedEvents', { service: 'time-engine', consumer: CLOCKINGS, eventIDs: [c.id] })).toEqual({
      dropped: [c.id],
      retried: [{ key: thandi.id, outcome: 'handled', handled: 1, failedEventID: null, reason: null, retryAt: null }],
    });
    expect(await parked()).toEqual([]);
    expect(await storedClockings(thandi.id)).toContain(a.payload.clockingID);

    // Events of a consumer no release has any more (renamed, removed) can be given up, not retried.
    const orphan = clockingReceivedOf(thandi, '2026-03-05T07:00:00Z');
    await parkInService(product.databaseUrl, 'time-engine', 'time-engine.clockings-v0', [{ events: [orphan], reason: 'from an earlier release' }]);
    expect((await api.call<{ field?: string }>('RetryParkedEvents', { service: 'time-engine', consumer: 'time-engine.clockings-v0', key: thandi.id })).body.field).toBe('consumer');
    expect(await api.ok('DropParkedEvents', { service: 'time-engine', consumer: 'time-engine.clockings-v0', eventIDs: [orphan.id] })).toEqual({ dropped: [orphan.id], retried: [] });
    expect(await parked()).toEqual([]);
  }, 60_000);
});
