import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MAX_PREPARED_TEXTS, preparedQuery } from './prepared-query.util';

/** A data source whose pool records what it is asked to run. */
function recordingDataSource() {
  const sent: { name?: string; text: string }[] = [];
  const pool = {
    query: async (config: { name?: string; text: string }) => {
      sent.push(config);
      return { rows: [{ ok: true }] };
    },
  };
  return { dataSource: { driver: { master: pool } } as unknown as DataSource, sent };
}

describe('preparedQuery', () => {
  it('prepares a text once under one name, and prepares no more than MAX_PREPARED_TEXTS texts however many callers vary the SQL', async () => {
    const { dataSource, sent } = recordingDataSource();
    expect(await preparedQuery(dataSource, 'SELECT 1 AS hot', [])).toEqual([{ ok: true }]);
    await preparedQuery(dataSource, 'SELECT 1 AS hot', []);
    expect(new Set(sent.map((config) => config.name)).size).toBe(1);

    // Filter and sort combinations a client may pick give ever new texts.
    for (let i = 0; i < MAX_PREPARED_TEXTS + 50; i++) await preparedQuery(dataSource, `SELECT ${i} AS n`, []);
    const names = new Set(sent.map((config) => config.name).filter(Boolean));
    expect(names.size).toBeLessThanOrEqual(MAX_PREPARED_TEXTS);
    expect([sent.at(-1)?.name, sent.at(-1)?.text]).toEqual([undefined, `SELECT ${MAX_PREPARED_TEXTS + 49} AS n`]);

    // A text prepared before the limit was reached stays prepared.
    await preparedQuery(dataSource, 'SELECT 1 AS hot', []);
    expect(sent.at(-1)?.name).toBe(sent[0].name);
  });
});
