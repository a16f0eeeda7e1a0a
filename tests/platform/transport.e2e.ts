import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Controller, Module, type INestApplication } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type CreateRawClockingRequest, type CreateRawClockingResult, type EventEnvelope } from '@tna/contracts';
import {
  BusTransport,
  CommandClient,
  CommandContext,
  CommandPattern,
  CommandRefusedError,
  consumer,
  createServiceDataSource,
  EventContext,
  InProcessBus,
  initialiseServiceDataSource,
  OutboxRelay,
  type ServiceRuntime,
} from '@tna/platform';
import { createTestDatabase, type TestDatabase } from '../support/postgres';
import { startTransportProbe } from '../support/transport-probe';

/** What the handlers below did, as the database has it and as they counted it. */
const runs = { commands: 0, batches: [] as number[], failNextBatch: false, poison: new Set<string>(), unavailableTimes: 0 };

/**
 * A command and two consumers as a service would write them, over the real transport and
 * PostgreSQL. Decorated by calls: the tests are compiled without decorator syntax.
 */
class ProbeController {
  async create(request: CreateRawClockingRequest, context: CommandContext): Promise<CreateRawClockingResult> {
    runs.commands++;
    const clockingID = randomUUID();
    await context.manager.query('INSERT INTO probe_effects (id, what) VALUES ($1, $2)', [clockingID, `command ${context.envelope.idempotencyKey}`]);
    // Refused after writing: the write must roll back with the transaction.
    if (request.employeeID === 'refuse') throw new CommandRefusedError(404, 'no such employee', 'employeeID');
    // As the leave service answers when the time engine's PlanLeaveDays did not reply in time.
    if (request.employeeID === 'unavailable' && runs.unavailableTimes-- > 0) throw new CommandRefusedError(503, 'the time engine did not answer; try again');
    return { created: true, clockingID };
  }

  async clockings(events: EventEnvelope<'ClockingReceived'>[], context: EventContext): Promise<void> {
    for (const event of events) await context.manager.query('INSERT INTO probe_effects (id, what) VALUES ($1, $2)', [event.id, 'clocking']);
    if (runs.failNextBatch) {
      runs.failNextBatch = false;
      throw new Error('the handler failed after writing');
    }
    if (events.some((event) => runs.poison.has(event.id))) throw new Error('an event this handler cannot take');
    runs.batches.push(events.length);
  }

  async shift(event: EventEnvelope<'ShiftCalculated'>, context: EventContext): Promise<void> {
    await context.manager.query('INSERT INTO probe_effects (id, what) VALUES ($1, $2)', [event.id, 'shift']);
  }
}
/** `@decorator method(@Payload() payload, @Ctx() context)`. */
const method = (key: keyof ProbeController, decorator: MethodDecorator) => {
  Payload()(ProbeController.prototype, key, 0);
  Ctx()(ProbeController.prototype, key, 1);
  Reflect.decorate([decorator], ProbeController.prototype, key, Object.getOwnPropertyDescriptor(ProbeController.prototype, key));
};
// A probe's method is checked against the command by its test, not by the decorator's type.
method('create', CommandPattern('CreateRawClocking') as MethodDecorator);
method('clockings', EventPattern('ClockingReceived', consumer({ service: 'ingestion', group: 'probe', inbox: 'probe.clockings', batch: true })));
method('shift', EventPattern('ShiftCalculated', consumer({ service: 'ingestion', group: 'probe-shifts', inbox: 'probe.shifts' })));
Reflect.decorate([Controller()], ProbeController);

class ProbeModule {}
Reflect.decorate([Module({ controllers: [ProbeController] })], ProbeModule);

const clocking = (): EventEnvelope<'ClockingReceived'> => {
  const id = randomUUID();
  const payload = { clockingID: id, employeeID: null, employeeNumber: '1', scannerID: null, clockedAt: '2026-01-05T08:00:00Z', direction: null, source: 'manual' as const };
  return { id, type: 'ClockingReceived', version: 1, occurredAt: new Date().toISOString(), key: 'pin:1', payload };
};
const shift = (): EventEnvelope<'ShiftCalculated'> => {
  const id = randomUUID();
  return { id, type: 'ShiftCalculated', version: 1, occurredAt: new Date().toISOString(), key: id, payload: { employeeShiftID: id, employeeID: id, shiftDate: '2026-01-05', statuses: [] } };
};

describe('the Nest transport over the bus, the inbox and the command log (in-process bus, real PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let bus: InProcessBus;
  let app: INestApplication;
  let client: CommandClient;
  const send = (payload: CreateRawClockingRequest, idempotencyKey?: string) =>
    client.execute('CreateRawClocking', { payload, idempotencyKey, actor: { kind: 'user', id: 'u1' }, timeoutMs: 10_000 });
  const effects = async (what: string) => Number((await dataSource.query('SELECT count(*) FROM probe_effects WHERE what = $1', [what]))[0].count);

  beforeAll(async () => {
    database = await createTestDatabase('transport');
    dataSource = await initialiseServiceDataSource(createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [] }), 'ingestion');
    await dataSource.query('CREATE TABLE probe_effects (id uuid PRIMARY KEY, what text NOT NULL)');
    bus = new InProcessBus();
    const logger = pino({ level: 'silent' });
    const runtime = { service: 'ingestion', config: {}, dataSource, bus, logger, relay: new OutboxRelay(dataSource, bus, logger) } as unknown as ServiceRuntime;
    app = await startTransportProbe(ProbeModule, new BusTransport(bus, [runtime]));
    client = new CommandClient(bus);
  });

  afterAll(async () => {
    await app?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('runs a command once per idempotency key, also when the repeats arrive together, and answers each with the first reply', async () => {
    const before = runs.commands;
    const request = { employeeID: 'e1', clockedAt: '2026-01-05T08:00:00Z' };
    const answers = await Promise.all([send(request, 'k1'), send(request, 'k1'), send(request, 'k1')]);
    expect(runs.commands - before).toBe(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await send(request, 'k1')).toEqual(answers[0]);
    expect(await effects(`command ${JSON.stringify(['CreateRawClocking', 'user', 'u1', 'k1'])}`)).toBe(1);
    const [logged] = await dataSource.query('SELECT reply FROM command_log WHERE command_type = $1', ['CreateRawClocking']);
    expect(logged.reply.result).toEqual(answers[0]);
  });

  it('answers a refusal with its status and field, keeps none of its writes, and gives a repeat the same refusal without running again', async () => {
    const before = runs.commands;
    const refused = { employeeID: 'refuse', clockedAt: '2026-01-05T08:00:00Z' };
    await expect(send(refused, 'k2')).rejects.toMatchObject({ status: 404, message: 'no such employee', field: 'employeeID' });
    await expect(send(refused, 'k2')).rejects.toBeInstanceOf(CommandRefusedError);
    expect(runs.commands - before).toBe(1);
    expect(await effects(`command ${JSON.stringify(['CreateRawClocking', 'user', 'u1', 'k2'])}`)).toBe(0);
  });

  it('keeps no transient refusal (503) as the reply: a retry with the same key runs the command again and its reply is the one kept', async () => {
    const before = runs.commands;
    const request = { employeeID: 'unavailable', clockedAt: '2026-01-05T08:00:00Z' };
    const key = JSON.stringify(['CreateRawClocking', 'user', 'u1', 'k503']);
    runs.unavailableTimes = 2;
    await expect(send(request, 'k503')).rejects.toMatchObject({ status: 503 });
    await expect(send(request, 'k503')).rejects.toMatchObject({ status: 503 });
    expect(await dataSource.query('SELECT reply FROM command_log WHERE idempotency_key = $1', [key])).toEqual([]);
    const created = await send(request, 'k503');
    expect(created).toMatchObject({ created: true });
    expect(await send(request, 'k503')).toEqual(created);
    expect(runs.commands - before).toBe(3);
    expect(await effects(`command ${key}`)).toBe(1);
    const [logged] = await dataSource.query('SELECT reply FROM command_log WHERE idempotency_key = $1', [key]);
    expect(logged.reply).toMatchObject({ ok: true, result: created });
  });

  it('answers a command nobody serves with 501', async () => {
    const reply = await bus.sendCommand(
      { id: randomUUID(), type: 'NoSuchCommand', service: 'ingestion', idempotencyKey: randomUUID(), occurredAt: new Date().toISOString(), payload: {} },
      10_000,
    );
    expect(reply).toMatchObject({ ok: false, error: { status: 501 } });
  });

  it('hands a batch consumer the new events of a delivery at once and a single consumer one by one, each event once', async () => {
    const batch = [clocking(), clocking(), clocking()];
    await bus.publish(batch.map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope })));
    // Delivered again with one new event: only that one reaches the handler.
    const more = clocking();
    await bus.publish([...batch, more].map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope })));
    expect(runs.batches.slice(-2)).toEqual([3, 1]);
    expect(await effects('clocking')).toBe(4);

    const shifts = [shift(), shift()];
    await bus.publish([...shifts, ...shifts].map((envelope) => ({ topic: TOPICS.shiftsCalculated, key: envelope.key, envelope })));
    expect(await effects('shift')).toBe(2);
  });

  it('rolls back the inbox rows and the effects of a transaction whose handler fails, and tries its events again one by one, each handled once', async () => {
    const events = [clocking(), clocking()];
    const delivery = events.map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope }));
    const before = await effects('clocking');
    runs.failNextBatch = true;
    await bus.publish(delivery);
    expect(runs.batches.slice(-2)).toEqual([1, 1]);
    expect(await effects('clocking')).toBe(before + 2);
    await bus.publish(delivery);
    expect(runs.batches.slice(-2)).toEqual([1, 1]);
  });

  it('joins deliveries handed over together into one transaction, and when a joined one fails hands each its own, so only the bad one is held back, from its bad event on', async () => {
    const deliver = (events: EventEnvelope[]) => bus.publish(events.map((envelope) => ({ topic: TOPICS.clockingsReceived, key: envelope.key, envelope })));
    const before = await effects('clocking');
    // Handed over in one turn of the event loop, as Kafka hands over a fetch's partitions: one transaction.
    await Promise.all(Array.from({ length: 5 }, () => deliver([clocking(), clocking()])));
    expect(runs.batches.slice(-1)).toEqual([10]);
    expect(await effects('clocking')).toBe(before + 10);

    const deliveries = Array.from({ length: 5 }, () => [clocking(), clocking()]);
    runs.poison.add(deliveries[3][0].id);
    const answers = await Promise.allSettled(deliveries.map(deliver));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await effects('clocking')).toBe(before + 18);
    runs.poison.clear();
    await deliver(deliveries[3]);
    expect(await effects('clocking')).toBe(before + 20);
  });
});
