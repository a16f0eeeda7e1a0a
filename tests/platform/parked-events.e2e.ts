import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Controller, Module, type INestApplication } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type EventEnvelope } from '@tna/contracts';
import {
  BusTransport,
  consumer,
  createServiceDataSource,
  dropParkedEvents,
  EventContext,
  HELD_BEHIND_REASON,
  InProcessBus,
  initialiseServiceDataSource,
  KafkaBus,
  noteFailedRetry,
  OutboxRelay,
  parkEvents,
  parkedEventsRetry,
  type MessageBus,
  type ParkingOptions,
  type ServiceRuntime,
} from '@tna/platform';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { createTestDatabase, type TestDatabase } from '../support/postgres';
import { startTransportProbe } from '../support/transport-probe';
import { recordingLogger } from '../support/recording-logger';
import { waitFor } from '../support/wait';

/** Events the handler cannot take until cured, what it handled, in order, and work to do while handling an event. */
const probe = { poison: new Set<string>(), deadlocked: new Set<string>(), handled: [] as string[], whileHandling: new Map<string, () => Promise<void>>() };

/** A batch consumer as a service writes one: its effects in the delivery's transaction, failing on a poisoned event. */
class ClockingsController {
  async clockings(events: EventEnvelope<'ClockingReceived'>[], context: EventContext): Promise<void> {
    for (const event of events) {
      await context.manager.query('INSERT INTO probe_effects (id) VALUES ($1)', [event.id]);
      if (probe.poison.has(event.id)) throw new Error(`no day for clocking ${event.id}`);
      // What PostgreSQL answers one of two transactions that wait for each other: passing.
      if (probe.deadlocked.has(event.id)) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      await probe.whileHandling.get(event.id)?.();
    }
    probe.handled.push(...events.map((event) => event.id));
  }
}
Payload()(ClockingsController.prototype, 'clockings', 0);
Ctx()(ClockingsController.prototype, 'clockings', 1);
Reflect.decorate(
  [EventPattern('ClockingReceived', consumer({ service: 'ingestion', group: 'parking-probe', inbox: 'probe.clockings', batch: true }))],
  ClockingsController.prototype,
  'clockings',
  Object.getOwnPropertyDescriptor(ClockingsController.prototype, 'clockings'),
);
Reflect.decorate([Controller()], ClockingsController);
class ProbeModule {}
Reflect.decorate([Module({ controllers: [ClockingsController] })], ProbeModule);

const clocking = (key: string): EventEnvelope<'ClockingReceived'> => {
  const id = randomUUID();
  const payload = { clockingID: id, employeeID: null, employeeNumber: key, scannerID: null, clockedAt: '2026-01-05T08:00:00Z', direction: null, source: 'manual' as const };
  return { id, type: 'ClockingReceived', version: 1, occurredAt: new Date().toISOString(), key: `pin:${key}`, payload };
};

/** The product's transport, inbox and parking on a PostgreSQL of its own, over the bus given. */
async function startProbe(label: string, bus: MessageBus, parking: ParkingOptions = { attempts: 3, afterMs: 0, recentMs: 0 }) {
  const database: TestDatabase = await createTestDatabase(label);
  const dataSource: DataSource = await initialiseServiceDataSource(createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [] }), 'ingestion');
  await dataSource.query('CREATE TABLE probe_effects (id uuid PRIMARY KEY)');
  const log = recordingLogger();
  const runtime = { service: 'ingestion', config: {}, dataSource, bus, logger: log.logger, relay: new OutboxRelay(dataSource, bus, pino({ level: 'silent' })) } as unknown as ServiceRuntime;
  const transport = new BusTransport(bus, [runtime], parking);
  const app: INestApplication = await startTransportProbe(ProbeModule, transport);
  const parked = () =>
    dataSource.query<{ event_id: string; reason: string; attempts: number; due_in_s: number }[]>(
      'SELECT event_id, reason, attempts, ceil(extract(epoch FROM retry_at - now()))::int AS due_in_s FROM parked_events ORDER BY seq',
    );
  const inInbox = async (id: string) => (await dataSource.query('SELECT 1 FROM inbox WHERE event_id = $1', [id])).length === 1;
  const effects = async () => Number((await dataSource.query('SELECT count(*) FROM probe_effects'))[0].count);
  const stop = async () => {
    await app.close();
    await dataSource.destroy();
    await database.drop();
  };
  return { dataSource, runtime, transport, log, parked, inInbox, effects, stop };
}

afterEach(() => {
  probe.poison.clear();
  probe.deadlocked.clear();
  probe.handled.length = 0;
  probe.whileHandling.clear();
});

describe('an event a handler keeps failing on (in-process bus, real PostgreSQL)', () => {
  const bus = new InProcessBus();
  let setup: Awaited<ReturnType<typeof startProbe>>;
  const deliver = (events: EventEnvelope[]) => bus.publish(events.map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope })));

  beforeAll(async () => {
    setup = await startProbe('parking', bus);
  });
  afterAll(async () => {
    await setup?.stop();
  });

  it('holds its delivery back until it has failed enough, then is parked with its error while the rest of the delivery is handled once', async () => {
    const [a, bad, b] = [clocking('1'), clocking('2'), clocking('3')];
    probe.poison.add(bad.id);
    // The first failures are a passing fault as far as the transport knows: the delivery fails, the relay keeps it.
    await expect(deliver([a, bad, b])).rejects.toThrow(`no day for clocking ${bad.id}`);
    // What comes before the bad event is handled; what comes after it waits.
    expect(probe.handled).toEqual([a.id]);
    await expect(deliver([a, bad, b])).rejects.toThrow(`no day for clocking ${bad.id}`);
    expect(probe.handled).toEqual([a.id]);
    expect(await setup.parked()).toEqual([]);
    await deliver([a, bad, b]);

    expect(await setup.parked()).toEqual([{ event_id: bad.id, reason: `no day for clocking ${bad.id}`, attempts: 0, due_in_s: 60 }]);
    expect(await setup.inInbox(bad.id)).toBe(false);
    expect(probe.handled).toEqual([a.id, b.id]);
    // The failed tries wrote nothing: only the handled events' effects are there.
    expect(await setup.effects()).toBe(2);
    expect(setup.log.lines.find((line) => line.level === 'error')).toMatchObject({
      fields: { consumer: 'probe.clockings', event: bad.id, key: 'pin:2', attempts: 3, error: expect.stringContaining(`Error: no day for clocking ${bad.id}\n    at `) },
      message: expect.stringContaining('event parked'),
    });

    // Delivered again (Kafka after a crash, an outbox's second publish): handled nowhere twice, parked once.
    await deliver([a, bad, b]);
    expect(probe.handled).toEqual([a.id, b.id]);
    expect(await setup.parked()).toHaveLength(1);
  });

  it("parks the later events of its key behind it, in order, and lets every other key's events through", async () => {
    const bad = clocking('4');
    probe.poison.add(bad.id);
    for (let attempt = 1; attempt < 3; attempt++) await expect(deliver([bad])).rejects.toThrow();
    await deliver([bad]);
    const [sameKey, otherKey, sameKeyAgain] = [clocking('4'), clocking('5'), clocking('4')];
    await deliver([sameKey, otherKey]);
    await deliver([sameKeyAgain]);

    expect(probe.handled).toEqual([otherKey.id]);
    expect((await setup.parked()).filter((row) => [bad.id, sameKey.id, sameKeyAgain.id].includes(row.event_id))).toEqual([
      { event_id: bad.id, reason: `no day for clocking ${bad.id}`, attempts: 0, due_in_s: 60 },
      { event_id: sameKey.id, reason: HELD_BEHIND_REASON, attempts: 0, due_in_s: 60 },
      { event_id: sameKeyAgain.id, reason: HELD_BEHIND_REASON, attempts: 0, due_in_s: 60 },
    ]);
    expect(setup.log.lines.filter((line) => line.level === 'warn').map((line) => line.fields)).toContainEqual({ consumer: 'probe.clockings', events: 1 });
  });

  it("does not hold a repeat of an event it handled before, and a later event of the key joins the parked ones' wait", async () => {
    await setup.dataSource.query('DELETE FROM parked_events');
    const handledBefore = clocking('9');
    await deliver([handledBefore]);
    const bad = clocking('9');
    probe.poison.add(bad.id);
    for (let attempt = 1; attempt < 3; attempt++) await expect(deliver([bad])).rejects.toThrow();
    await deliver([bad]);
    // A failed retry doubles the key's wait; what arrives later waits as long, not a minute from now.
    await setup.dataSource.query('UPDATE parked_events SET retry_at = now()');
    await setup.transport.retryParkedEvents(setup.runtime);
    const later = clocking('9');
    await deliver([handledBefore, later]);
    expect(await setup.parked()).toEqual([
      { event_id: bad.id, reason: `no day for clocking ${bad.id}`, attempts: 1, due_in_s: 120 },
      { event_id: later.id, reason: HELD_BEHIND_REASON, attempts: 1, due_in_s: 120 },
    ]);
    expect(probe.handled).toEqual([handledBefore.id]);
  });

  it('keeps the order of a key whose event arrives while its parked events are retried', async () => {
    await setup.dataSource.query('DELETE FROM parked_events');
    const [first, second, third] = [clocking('10'), clocking('10'), clocking('10')];
    probe.poison.add(first.id);
    for (let attempt = 1; attempt < 3; attempt++) await expect(deliver([first])).rejects.toThrow();
    await deliver([first]);
    await deliver([second]);
    probe.poison.clear();
    // The third arrives while the retry has taken the first two out of the table, before it commits:
    // that delivery still sees them parked, so the third is parked behind, and the retry goes on with the second.
    probe.whileHandling.set(first.id, () => deliver([third]));
    await setup.dataSource.query('UPDATE parked_events SET retry_at = now()');
    await setup.transport.retryParkedEvents(setup.runtime);
    expect(probe.handled).toEqual([first.id, second.id]);
    expect((await setup.parked()).map((row) => row.event_id)).toEqual([third.id]);

    await setup.dataSource.query('UPDATE parked_events SET retry_at = now()');
    await setup.transport.retryParkedEvents(setup.runtime);
    expect(probe.handled).toEqual([first.id, second.id, third.id]);
    expect(await setup.parked()).toEqual([]);
  });

  it('makes an event that arrived during a retry of a key not yet due (an operator\'s) due at once, rather than leaving it the old wait', async () => {
    await setup.dataSource.query('DELETE FROM parked_events');
    const [first, late] = [clocking('12'), clocking('12')];
    await setup.dataSource.transaction((manager) => parkEvents(manager, 'probe.clockings', [first], 'a fault since cured'));
    await setup.dataSource.query("UPDATE parked_events SET retry_at = now() + interval '1 hour'");
    probe.whileHandling.set(first.id, () => deliver([late]));
    const retry = (setup.transport as unknown as { retryParkedKey: (runtime: ServiceRuntime, key: { consumer: string; key: string }) => Promise<{ outcome: string }> }).retryParkedKey;
    expect(await retry.call(setup.transport, setup.runtime, { consumer: 'probe.clockings', key: 'pin:12' })).toMatchObject({ outcome: 'handled' });
    expect(probe.handled).toEqual([first.id]);
    expect(await setup.parked()).toEqual([{ event_id: late.id, reason: HELD_BEHIND_REASON, attempts: 0, due_in_s: 0 }]);
    await setup.transport.retryParkedEvents(setup.runtime);
    expect(probe.handled).toEqual([first.id, late.id]);
  });

  it('lets a drop release a key: a retry failing meanwhile does not push the rest back, and a drop waits at most 2 s for a retry under way', async () => {
    await setup.dataSource.query('DELETE FROM parked_events');
    const [failing, waiting] = [clocking('13'), clocking('13')];
    await setup.dataSource.transaction(async (manager) => {
      await parkEvents(manager, 'probe.clockings', [failing], 'a bug');
      await parkEvents(manager, 'probe.clockings', [waiting], HELD_BEHIND_REASON);
    });
    const key = { consumer: 'probe.clockings', key: 'pin:13' };
    // The drop of the failing one lands before the retry that failed on it notes its failure.
    const { released } = await setup.dataSource.transaction((manager) => dropParkedEvents(manager, 'probe.clockings', [failing.id]));
    expect(released).toEqual(['pin:13']);
    expect(await noteFailedRetry(setup.dataSource, key, failing.id, 'the bug again')).toBeUndefined();
    expect(await setup.parked()).toEqual([{ event_id: waiting.id, reason: HELD_BEHIND_REASON, attempts: 0, due_in_s: 0 }]);

    // A retry holding the key's rows: the drop gives up after 2 s rather than wait behind it.
    const retrying = setup.dataSource.createQueryRunner();
    await retrying.connect();
    await retrying.startTransaction();
    await retrying.query('SELECT 1 FROM parked_events WHERE event_id = $1 FOR UPDATE', [waiting.id]);
    await expect(setup.dataSource.transaction((manager) => dropParkedEvents(manager, 'probe.clockings', [waiting.id]))).rejects.toMatchObject({ code: '55P03' });
    await retrying.rollbackTransaction();
    await retrying.release();
    expect(await setup.parked()).toHaveLength(1);
  });

  it('waits an hour at most between tries, however often a key has failed', async () => {
    const bad = clocking('11');
    await setup.dataSource.transaction((manager) => parkEvents(manager, 'probe.clockings', [bad], 'a bug'));
    await setup.dataSource.query('UPDATE parked_events SET attempts = 5000 WHERE event_id = $1', [bad.id]);
    const retryAt = await noteFailedRetry(setup.dataSource, { consumer: 'probe.clockings', key: 'pin:11' }, bad.id, 'the bug again');
    expect((retryAt!.getTime() - Date.now()) / 1000).toBeCloseTo(3600, -1);
    await setup.dataSource.query('DELETE FROM parked_events WHERE event_id = $1', [bad.id]);
  });

  it('tries a key again when it is due: still failing, all of it stays parked with a doubled wait; once it is cured, all of it is handled in order', async () => {
    await setup.dataSource.query('DELETE FROM parked_events');
    const bad = clocking('6');
    probe.poison.add(bad.id);
    for (let attempt = 1; attempt < 3; attempt++) await expect(deliver([bad])).rejects.toThrow();
    await deliver([bad]);
    const behind = clocking('6');
    await deliver([behind]);

    // Not due yet: a retry run leaves it alone.
    await setup.transport.retryParkedEvents(setup.runtime);
    expect(await setup.parked()).toMatchObject([{ attempts: 0 }, { attempts: 0 }]);

    await setup.dataSource.query('UPDATE parked_events SET retry_at = now()');
    await setup.transport.retryParkedEvents(setup.runtime);
    expect(await setup.parked()).toEqual([
      { event_id: bad.id, reason: `no day for clocking ${bad.id}`, attempts: 1, due_in_s: 120 },
      { event_id: behind.id, reason: HELD_BEHIND_REASON, attempts: 1, due_in_s: 120 },
    ]);
    expect(probe.handled).toEqual([]);
    expect(await setup.inInbox(bad.id)).toBe(false);
    expect(setup.log.lines.at(-1)).toMatchObject({
      level: 'warn',
      fields: { consumer: 'probe.clockings', key: 'pin:6', event: bad.id, retryAt: expect.any(Date), error: expect.stringContaining('no day for clocking') },
    });

    probe.poison.clear();
    await setup.dataSource.query('UPDATE parked_events SET retry_at = now()');
    // As the host runs it: at start, then every half minute.
    const loop = parkedEventsRetry(setup.transport, setup.runtime);
    loop.start();
    await waitFor('the parked key handled', async () => ((await setup.parked()).length === 0 ? true : undefined), 10_000);
    await loop.stop();
    expect(probe.handled).toEqual([bad.id, behind.id]);
    expect(await setup.inInbox(bad.id)).toBe(true);
    expect(await setup.inInbox(behind.id)).toBe(true);
    expect(setup.log.lines.findLast((line) => line.message === 'parked events handled on retry')?.fields).toEqual({ consumer: 'probe.clockings', key: 'pin:6', events: 2 });

    // The key flows again, and a late repeat of what was parked is skipped by the inbox.
    const after = clocking('6');
    await deliver([bad, behind, after]);
    expect(probe.handled).toEqual([bad.id, behind.id, after.id]);
  });
});

describe('events a handler fails on one after another (in-process bus, real PostgreSQL)', () => {
  const bus = new InProcessBus();
  let setup: Awaited<ReturnType<typeof startProbe>>;
  const deliver = (events: EventEnvelope[]) => bus.publish(events.map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope })));

  beforeAll(async () => {
    setup = await startProbe('parking-recent', bus, { attempts: 3, afterMs: 0, recentMs: 60_000 });
  });
  afterAll(async () => {
    await setup?.stop();
  });

  it('parks the next one at its first failure once its consumer has parked one, so a handler failing on a kind of event does not hold the stream for each', async () => {
    const [a, firstBad, b] = [clocking('21'), clocking('22'), clocking('23')];
    probe.poison.add(firstBad.id);
    for (let attempt = 1; attempt < 3; attempt++) await expect(deliver([a, firstBad, b])).rejects.toThrow();
    await deliver([a, firstBad, b]);
    expect(probe.handled).toEqual([a.id, b.id]);

    // Another key's bad event: parked on its first failure, and the delivery goes through at once.
    const [c, nextBad, d] = [clocking('24'), clocking('25'), clocking('26')];
    probe.poison.add(nextBad.id);
    await deliver([c, nextBad, d]);
    expect(probe.handled).toEqual([a.id, b.id, c.id, d.id]);
    expect((await setup.parked()).map((row) => [row.event_id, row.reason])).toEqual([
      [firstBad.id, `no day for clocking ${firstBad.id}`],
      [nextBad.id, `no day for clocking ${nextBad.id}`],
    ]);
    expect(setup.log.lines.filter((line) => line.level === 'error').map((line) => line.fields)).toEqual([
      expect.objectContaining({ event: firstBad.id, attempts: 3, afterParking: false }),
      expect.objectContaining({ event: nextBad.id, attempts: 1, afterParking: true }),
    ]);

    // A deadlock is passing whatever was parked before: the delivery fails and is tried again, nothing parked.
    const [e, unlucky] = [clocking('27'), clocking('28')];
    probe.deadlocked.add(unlucky.id);
    await expect(deliver([e, unlucky])).rejects.toThrow('deadlock detected');
    probe.deadlocked.clear();
    await deliver([e, unlucky]);
    expect(probe.handled.slice(-2)).toEqual([e.id, unlucky.id]);
    expect(await setup.parked()).toHaveLength(2);
  });
});

describe('an event a handler keeps failing on (Kafka, real PostgreSQL)', () => {
  const namespace = testNamespace('parking');
  let bus: KafkaBus;
  let setup: Awaited<ReturnType<typeof startProbe>>;

  beforeAll(async () => {
    await requireKafka();
    bus = new KafkaBus({ brokers: KAFKA_BROKERS.split(','), clientId: 'parking-e2e', namespace, logger: pino({ level: 'silent' }) });
    await bus.connect();
    // Parked after three failed deliveries over at least two seconds: the bus's own retries.
    setup = await startProbe('parking-kafka', bus, { attempts: 3, afterMs: 2_000, recentMs: 0 });
  }, 60_000);
  afterAll(async () => {
    await setup?.stop();
    await bus?.close();
    await deleteNamespaceTopics(namespace).catch(() => undefined);
  });

  it('no longer holds back its partition: the events behind it on the partition are handled once it is parked', async () => {
    // One key, so one partition: before parking, every event behind the bad one waited for it for good.
    const [first, bad, next] = [clocking('7'), clocking('7'), clocking('8')];
    probe.poison.add(bad.id);
    const published = [first, bad, next].map((envelope) => ({ topic: TOPICS.clockingsReceived, key: 'pin:7', envelope }));
    await waitFor('the broker taking the events', () => bus.publish(published).then(() => true, () => undefined), 60_000);

    await waitFor('the event behind the bad one handled', async () => ((await setup.inInbox(next.id)) ? true : undefined), 60_000);
    expect(probe.handled).toEqual([first.id, next.id]);
    expect((await setup.parked()).map((row) => [row.event_id, row.reason])).toEqual([[bad.id, `no day for clocking ${bad.id}`]]);
    expect(await setup.effects()).toBe(2);
  }, 90_000);
});
