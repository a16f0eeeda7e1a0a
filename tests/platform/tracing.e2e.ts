import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partitioners } from 'kafkajs';
import { TOPICS, TOPIC_PARTITIONS, type Employee, type EventEnvelope, type Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { readTopics } from '../support/kafka';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The partition the services' producer puts an event keyed by `key` on. */
function partitionOf(key: string): number {
  const partitionMetadata = Array.from({ length: TOPIC_PARTITIONS }, (_, partitionId) => ({ partitionId, leader: 0, replicas: [0], isr: [0], partitionErrorCode: 0 }));
  return Partitioners.DefaultPartitioner()({ topic: TOPICS.clockingsReceived, partitionMetadata, message: { key, value: null } });
}

describe('tracing a reader push or a request through the services (distributed mode, real Kafka)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let topics: { events: EventEnvelope[]; stop(): Promise<void> };
  let adminID: string;
  const readers: Scanner[] = [];
  const employees: Employee[] = [];

  const eventWhere = (what: string, match: (event: EventEnvelope) => boolean) =>
    waitFor(what, async () => topics.events.find(match));

  /** A reader's upload as the firmware sends it; the answer's headers name its correlation. */
  const push = (serial: string, line: string) =>
    fetch(`${product.readerUrl}/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=${Date.now()}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: `${line}\n` });

  const callWithHeaders = (name: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${product.apiUrl}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', Token: api.token!, ...headers }, body: JSON.stringify(body) });

  const logLines = (service: string) =>
    fs
      .readFileSync(product.processes.find((p) => p.name === service)!.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    // Debug level: each answered request and each handled command is a log line.
    product = await startProduct('distributed', 'tracing', { LOG_LEVEL: 'debug' });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    [{ id: adminID }] = await product.query<{ id: string }>("SELECT id FROM api.system_users WHERE username = 'admin'");
    const tag = randomBytes(3).toString('hex').toUpperCase();
    for (const n of [1, 2]) {
      readers.push(await api.ok<Scanner>('CreateScanner', { name: `Gate ${tag}-${n}`, make: 'ZKTeco', type: 'T&A', externalId: `ZK${tag}${n}`, timeZone: 'Africa/Johannesburg' }));
    }
    // Two employees whose clockings share a partition, so the time engine can take both in one batch.
    const byPartition = new Map<number, Employee>();
    for (let n = 1; employees.length < 2; n++) {
      const employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: `${tag}${n}`, firstName: 'Lerato', surname: `No ${n}`, timeZone: 'Africa/Johannesburg' });
      const partner = byPartition.get(partitionOf(employee.id));
      if (partner) employees.push(partner, employee);
      byPartition.set(partitionOf(employee.id), employee);
    }
    topics = await readTopics(product.namespace!, [TOPICS.clockingsReceived, TOPICS.shiftsCalculated]);
  });

  afterAll(async () => {
    await topics?.stop();
    await product?.stop();
  });

  it('follows each reader push to its ShiftCalculated by correlation id, though the time engine handles both uploads in one batch', async () => {
    // Stopped while the readers push, the time engine then reads both clockings in one fetch of their partition.
    const timeEngine = product.processes.find((p) => p.name === 'time-engine')!;
    await timeEngine.stop();
    const answers = await Promise.all(
      [0, 1].map((n) => push(readers[n].externalId!, ZkPushDevice.line(employees[n].employeeNumber, '2026-03-02T07:58:31'))),
    );
    timeEngine.start();
    await timeEngine.waitHealthy();
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['OK: 1', 'OK: 1']);
    const correlations = answers.map((answer) => answer.headers.get('x-correlation-id'));
    correlations.forEach((id) => expect(id).toMatch(UUID));
    expect(correlations[0]).not.toBe(correlations[1]);

    for (const n of [0, 1]) {
      const received = await eventWhere(`ClockingReceived of reader ${n + 1}`, (e) => e.type === 'ClockingReceived' && e.key === employees[n].id);
      expect(received.correlationId).toBe(correlations[n]);
      expect(received.actor).toEqual({ kind: 'reader', id: readers[n].id });

      const calculated = await eventWhere(`ShiftCalculated caused by reader ${n + 1}'s clocking`, (e) => e.type === 'ShiftCalculated' && e.correlationId === received.correlationId && e.causationId === received.id);
      expect(calculated.payload).toMatchObject({ employeeID: employees[n].id, shiftDate: '2026-03-02' });
      expect(calculated.actor).toEqual({ kind: 'reader', id: readers[n].id });
    }
  });

  it('carries a caller\'s X-Correlation-ID and user through a command to the events it raises and into the logs', async () => {
    const answer = await callWithHeaders('CreateRawClocking', { employeeID: employees[0].id, clockedAt: '2026-03-03T08:00:00+02:00' }, { 'X-Correlation-ID': 'abc-123' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-correlation-id')).toBe('abc-123');
    const user = { kind: 'user', id: adminID };

    const received = await eventWhere('ClockingReceived of the request', (e) => e.type === 'ClockingReceived' && e.correlationId === 'abc-123');
    expect(received.actor).toEqual(user);
    // Caused by the command the api sent, not by the event itself.
    expect(received.causationId).toMatch(UUID);
    expect(received.causationId).not.toBe(received.id);
    const calculated = await eventWhere('ShiftCalculated of the request', (e) => e.type === 'ShiftCalculated' && e.correlationId === 'abc-123');
    expect(calculated).toMatchObject({ causationId: received.id, actor: user, payload: { employeeID: employees[0].id, shiftDate: '2026-03-03' } });

    const apiLine = await waitFor('the api\'s log line of the request', async () => logLines('api').find((line) => line.msg === 'request answered' && line.correlationId === 'abc-123'));
    expect(apiLine).toMatchObject({ url: '/api/CreateRawClocking', status: 200, actor: user });
    const ingestionLine = await waitFor('ingestion\'s log line of the command', async () => logLines('ingestion').find((line) => line.msg === 'command handled' && line.correlationId === 'abc-123'));
    expect(ingestionLine).toMatchObject({ command: 'CreateRawClocking', causationId: received.causationId, actor: user, ok: true });
  });

  it('gives a request whose X-Correlation-ID is not a plain token a new one, and still serves it', async () => {
    for (const given of ['<script>alert(1)</script>', 'a'.repeat(129)]) {
      const answer = await fetch(`${product.apiUrl}/api/GetEmployee?ID=${employees[0].id}`, { headers: { Token: api.token!, 'X-Correlation-ID': given } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-correlation-id')).toMatch(UUID);
    }
  });
});
