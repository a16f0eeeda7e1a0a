import { waitFor } from './wait';

type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** What a fault test checks at its end: how many clockings each stage holds once `count` have reached the time engine. */
export interface StoredClockings {
  /** Rows in the time engine, */
  engine: number;
  /** of which distinct (employee, instant): a clocking stored twice shows as a difference. */
  distinctInstants: number;
  /** Raw clockings ingestion took. */
  raw: number;
  /** Events ingestion has not published. */
  outbox: number;
}

/** Waits (up to 3 minutes) until at least `count` clockings are in the time engine, then counts each stage. */
export async function storedClockings(query: Query, count: number): Promise<StoredClockings> {
  await waitFor(
    `${count} clockings in the time engine`,
    async () => {
      const [row] = await query<{ count: string }>('SELECT count(*) FROM time_engine.clockings');
      return Number(row.count) >= count ? true : undefined;
    },
    180_000,
    1_000,
  );
  const [counts] = await query<{ engine: string; distinct_instants: string; raw: string; outbox: string }>(
    `SELECT (SELECT count(*) FROM time_engine.clockings) AS engine,
            (SELECT count(DISTINCT (employee_id, clocked_at)) FROM time_engine.clockings) AS distinct_instants,
            (SELECT count(*) FROM ingestion.raw_clockings) AS raw,
            (SELECT count(*) FROM ingestion.outbox) AS outbox`,
  );
  return { engine: Number(counts.engine), distinctInstants: Number(counts.distinct_instants), raw: Number(counts.raw), outbox: Number(counts.outbox) };
}
