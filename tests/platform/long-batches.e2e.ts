import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TOPIC } from '@tna/contracts';
import { KafkaBus, newEvent } from '@tna/platform';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { waitFor } from '../support/wait';

/** The broker's least session timeout (group.min.session.timeout.ms): the handler below outlasts it. */
const SESSION_TIMEOUT_MS = 6_000;
const HANDLER_MS = 10_000;

/**
 * A consumer whose transaction outlasts its group's session timeout (a large batch on a busy
 * machine) keeps its partitions: the batch is handled once, not taken away from it and delivered
 * again to a consumer that has to rejoin the group.
 */
describe('a batch handled for longer than the session timeout', () => {
  const namespace = testNamespace('long-batches');
  const topic = EVENT_TOPIC.ShiftCalculated;
  let bus: KafkaBus;

  beforeAll(async () => {
    await requireKafka();
    bus = new KafkaBus({ brokers: KAFKA_BROKERS.split(','), clientId: 'long-batches-e2e', namespace, logger: pino({ level: 'silent' }), sessionTimeoutMs: SESSION_TIMEOUT_MS });
    await bus.connect();
  });

  afterAll(async () => {
    await bus?.close();
    await deleteNamespaceTopics(namespace).catch(() => undefined);
  });

  const shiftCalculated = (employeeID: string) =>
    newEvent('ShiftCalculated', employeeID, { employeeShiftID: employeeID, employeeID, shiftDate: '2026-11-02', statuses: [] });

  // The bus connects in the background: publish as the outbox relay does, until the broker takes it.
  const publish = (event: ReturnType<typeof shiftCalculated>) =>
    waitFor('the broker taking the event', () => bus.publish([{ topic, key: event.key, envelope: event }]).then(() => true, () => undefined), 60_000);

  it('is handled once, and the consumer goes on with the next', async () => {
    const handled: string[] = [];
    let slow = true;
    await bus.subscribe('long-batches', [topic], async (events) => {
      handled.push(...events.map((event) => event.id));
      if (slow) {
        slow = false;
        await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
      }
    });
    const first = shiftCalculated('00000000-0000-4000-8000-000000000001');
    await publish(first);
    await waitFor('the first event handled', async () => (handled.includes(first.id) ? true : undefined), 60_000);

    const next = shiftCalculated('00000000-0000-4000-8000-000000000001');
    await publish(next);
    await waitFor('the next event handled', async () => (handled.includes(next.id) ? true : undefined), 60_000);
    // Time for a redelivery to show: a consumer that lost the group rejoins and fetches from the last commit.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(handled.filter((id) => id === first.id)).toHaveLength(1);
    expect(handled.filter((id) => id === next.id)).toHaveLength(1);
    expect(bus.isHealthy()).toBe(true);
  }, 120_000);
});
