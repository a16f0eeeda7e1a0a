import { randomUUID } from 'node:crypto';
import { ConfigResourceTypes, Kafka, logLevel, type Admin } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_MESSAGE_MAX_BYTES, commandTopic, TOPIC_PARTITIONS, TOPICS } from '@tna/contracts';
import { KafkaBus } from '@tna/platform';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { waitFor } from '../support/wait';

/** Above the broker's default message limit (about 1 MB), as a balances import's file is. */
const LARGE = 3 * 1024 * 1024;

/**
 * Command topics take commands far above the broker's default message limit, on a broker nobody
 * configured for them (the shared test broker): the platform sets the topics' own
 * max.message.bytes when it creates them, and on topics an older version created without it.
 */
describe('large commands over Kafka', () => {
  const namespace = testNamespace('large-commands');
  const leaveTopic = `${namespace}.${commandTopic('leave')}`;
  let admin: Admin;
  let bus: KafkaBus;

  const topicConfig = async (topic: string) => {
    const { resources } = await admin.describeConfigs({ includeSynonyms: false, resources: [{ type: ConfigResourceTypes.TOPIC, name: topic }] });
    return Object.fromEntries(resources[0].configEntries.map((entry) => [entry.configName, entry.configValue]));
  };

  beforeAll(async () => {
    await requireKafka();
    admin = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    // As an installation before the limit has it: the leave command topic without it, with an operator's retention.
    await admin
      .createTopics({
        waitForLeaders: true,
        topics: [{ topic: leaveTopic, numPartitions: TOPIC_PARTITIONS, replicationFactor: 1, configEntries: [{ name: 'retention.ms', value: '86400000' }] }],
      })
      .catch(async (error: unknown) => {
        // On a busy machine the wait for leaders may give up ("does not host this topic-partition") while the topic is made all the same.
        if (!(await admin.listTopics()).includes(leaveTopic)) throw error;
      });
    const before = await waitFor("the topic's settings", () => topicConfig(leaveTopic));
    expect(before['max.message.bytes']).not.toBe(String(COMMAND_MESSAGE_MAX_BYTES));
    bus = new KafkaBus({ brokers: KAFKA_BROKERS.split(','), clientId: 'large-commands-e2e', namespace, logger: pino({ level: 'silent' }) });
    await bus.connect();
    // The payload's size and an answer as large, so the replies topic carries one too.
    await bus.serveCommands('leave', async (command) => {
      const { content } = command.payload as { content: string };
      return { commandID: command.id, replyTo: command.replyTo, ok: true, result: { received: content.length, echo: content } };
    });
  });

  afterAll(async () => {
    await bus?.close();
    await deleteNamespaceTopics(namespace).catch(() => undefined);
    await admin?.disconnect();
  });

  it('sets max.message.bytes on new command topics and the replies topic, and on an existing one keeping its other settings', async () => {
    const limit = String(COMMAND_MESSAGE_MAX_BYTES);
    await waitFor('the existing topic altered', async () => ((await topicConfig(leaveTopic))['max.message.bytes'] === limit ? true : undefined));
    expect((await topicConfig(leaveTopic))['retention.ms']).toBe('86400000');
    expect((await topicConfig(`${namespace}.${commandTopic('time-engine')}`))['max.message.bytes']).toBe(limit);
    expect((await topicConfig(`${namespace}.${TOPICS.commandReplies}`))['max.message.bytes']).toBe(limit);
  });

  it('carries a command and its reply of 3 MiB each', async () => {
    const content = 'x'.repeat(LARGE);
    const reply = await bus.sendCommand(
      { id: randomUUID(), type: 'ImportLeaveBalances', service: 'leave', idempotencyKey: randomUUID(), occurredAt: new Date().toISOString(), payload: { format: 'csv', content, dryRun: true } },
      60_000,
    );
    expect(reply.ok).toBe(true);
    const result = reply.result as { received: number; echo: string };
    expect(result.received).toBe(LARGE);
    expect(result.echo).toBe(content);
  });
});
