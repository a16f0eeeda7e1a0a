import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TOPIC } from '@tna/contracts';
import { KafkaBus, newEvent } from '@tna/platform';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { waitFor } from '../support/wait';

/**
 * A burst of events, then quiet: the group's committed offsets reach the end of the topic, so
 * lag monitoring shows no backlog that is not there and a restart delivers nothing again.
 */
describe('a consumer group after a burst of events', () => {
  const namespace = testNamespace('idle-offsets');
  const topic = `${namespace}.${EVENT_TOPIC.ShiftCalculated}`;
  const admin = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING }).admin();
  let bus: KafkaBus;

  beforeAll(async () => {
    await requireKafka();
    await admin.connect();
    bus = new KafkaBus({ brokers: KAFKA_BROKERS.split(','), clientId: 'idle-offsets-e2e', namespace, logger: pino({ level: 'silent' }) });
    await bus.connect();
  });

  afterAll(async () => {
    await bus?.close();
    await admin.disconnect();
    await deleteNamespaceTopics(namespace).catch(() => undefined);
  });

  const shiftCalculated = () => {
    const employeeID = '00000000-0000-4000-8000-000000000002';
    return newEvent('ShiftCalculated', employeeID, { employeeShiftID: employeeID, employeeID, shiftDate: '2026-11-02', statuses: [] });
  };

  it('commits the last handled offsets once deliveries stop', async () => {
    const handled: string[] = [];
    await bus.subscribe('idle-offsets', [EVENT_TOPIC.ShiftCalculated], async (events) => {
      handled.push(...events.map((event) => event.id));
    });
    const burst = Array.from({ length: 5 }, shiftCalculated);
    for (const event of burst) {
      // One send each, a little apart: separate deliveries within the second kafkajs commits at most once in.
      await waitFor('the broker taking the event', () => bus.publish([{ topic: EVENT_TOPIC.ShiftCalculated, key: event.key, envelope: event }]).then(() => true, () => undefined), 60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitFor('the burst handled', async () => (burst.every((event) => handled.includes(event.id)) ? true : undefined), 60_000);
    const lag = async () => {
      const ends = await admin.fetchTopicOffsets(topic);
      const [committed] = await admin.fetchOffsets({ groupId: `${namespace}.idle-offsets`, topics: [topic] });
      return ends.reduce((sum, { partition, offset }) => {
        const at = Number(committed.partitions.find((p) => p.partition === partition)?.offset ?? -1);
        return sum + Number(offset) - Math.max(at, 0);
      }, 0);
    };
    await waitFor('no lag left while the group is idle', async () => ((await lag()) === 0 ? true : undefined), 10_000, 250);
    expect(await lag()).toBe(0);
  }, 120_000);
});
