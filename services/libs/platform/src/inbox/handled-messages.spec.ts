import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@tna/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { recordingLogger } from '../../../../../tests/support/recording-logger';
import { createServiceDataSource, initialiseServiceDataSource } from '../database/service-data-source';
import { forgetHandledMessages, handledMessagesRetention } from './handled-messages';
import { claimInboxBatch } from './inbox';

describe('forgetting handled events and command replies past their retention (PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  /** Inbox rows of `consumer`, handled `daysAgo` days ago; returns their event ids. */
  const handled = async (count: number, daysAgo: number, consumer = 'engine.clockings'): Promise<string[]> => {
    const rows: { event_id: string }[] = await dataSource.query(
      `INSERT INTO inbox (consumer, event_id, handled_at) SELECT $1, gen_random_uuid(), now() - make_interval(days => $3) FROM generate_series(1, $2) RETURNING event_id`,
      [consumer, count, daysAgo],
    );
    return rows.map((row) => row.event_id);
  };
  const replied = async (key: string, daysAgo: number) =>
    dataSource.query(`INSERT INTO command_log (idempotency_key, command_type, reply, handled_at) VALUES ($1, 'CreateRawClocking', '{"ok":true}', now() - make_interval(days => $2))`, [key, daysAgo]);
  const count = async (table: string) => Number((await dataSource.query(`SELECT count(*) FROM ${table}`))[0].count);
  const event = (id: string) => ({ id }) as EventEnvelope;

  beforeAll(async () => {
    database = await createTestDatabase('platform_handled');
    dataSource = createServiceDataSource({ service: 'time-engine', url: database.url, entities: [], migrations: [] });
    await initialiseServiceDataSource(dataSource, 'time-engine');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM inbox');
    await dataSource.query('DELETE FROM command_log');
  });

  it('deletes what was handled before the retention and keeps what was handled within it, of every consumer', async () => {
    const [old] = await handled(1, 31);
    await handled(1, 45, 'alerts.shifts');
    const [recent] = await handled(1, 29);
    await replied('old-key', 31);
    await replied('recent-key', 1);

    expect(await forgetHandledMessages(dataSource, 30)).toEqual({ events: 2, commands: 1 });
    expect((await dataSource.query('SELECT event_id FROM inbox')).map((row: { event_id: string }) => row.event_id)).toEqual([recent]);
    expect((await dataSource.query('SELECT idempotency_key FROM command_log')).map((row: { idempotency_key: string }) => row.idempotency_key)).toEqual(['recent-key']);

    // A repeat within the retention is still recognised; one of a forgotten event would be handled again.
    expect(await claimInboxBatch(dataSource.manager, 'engine.clockings', [event(recent)])).toEqual([]);
    expect(await claimInboxBatch(dataSource.manager, 'engine.clockings', [event(old)])).toEqual([event(old)]);
  });

  it('works through more rows than one statement deletes', async () => {
    await handled(25_000, 40);
    await handled(3, 2);
    expect(await forgetHandledMessages(dataSource, 30)).toEqual({ events: 25_000, commands: 0 });
    expect(await count('inbox')).toBe(3);
    expect(await forgetHandledMessages(dataSource, 30)).toEqual({ events: 0, commands: 0 });
  });

  it('stops between statements when asked, leaving the rest for the next run', async () => {
    await handled(25_000, 40);
    await replied('old-key', 40);
    let statements = 0;
    expect(await forgetHandledMessages(dataSource, 30, () => statements++ > 0)).toEqual({ events: 10_000, commands: 0 });
    expect(await count('inbox')).toBe(15_000);
    expect(await forgetHandledMessages(dataSource, 30)).toEqual({ events: 15_000, commands: 1 });
  });

  it('runs at once when the service starts it, logging what it forgot', async () => {
    await handled(5, 60);
    await replied(randomUUID(), 60);
    const { lines, logger } = recordingLogger();
    const loop = handledMessagesRetention(dataSource, 30, logger);
    loop.start();
    await expect.poll(() => count('inbox'), { timeout: 30_000 }).toBe(0);
    await loop.stop();
    expect(await count('command_log')).toBe(0);
    expect(lines.map(({ level, fields }) => ({ level, fields }))).toEqual([{ level: 'info', fields: { events: 5, commands: 1, days: 30 } }]);
  });
});
