import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '../support/stacks';
import { CLOCKINGS_UNDER_FAULT, neitherOkNorComeBack, pushingUnderFault } from '../support/under-fault';

/** How often the services' connections are ended while the readers push. */
const CUT_EVERY_MS = 200;

/**
 * PostgreSQL ending the services' connections under them, between statements as much as in
 * them, as a restart, a failover or an administrator's pg_terminate_backend does: no process may
 * die of it, no caller may get a 500, and every clocking is stored once.
 */
describe('PostgreSQL ending the services’ connections while readers push and commands run (distributed mode)', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startProduct('distributed', 'pg-cut');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('keeps every service running, answers readers and commands 200 or 503 with Retry-After, and stores every clocking once', async () => {
    let cuts = 0;
    // Commands are served by the time engine, whose connections are being ended.
    const outcome = await pushingUnderFault(product, async (pushing) => {
      while (pushing()) {
        // This product's database only: other files' stacks share the server.
        const ended = await product.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name IN ('tna-ingestion', 'tna-time-engine')",
        );
        cuts += ended.length;
        await new Promise((resolve) => setTimeout(resolve, CUT_EVERY_MS));
      }
    });

    expect(cuts).toBeGreaterThan(10);
    expect(outcome.exited).toEqual([]);
    expect(neitherOkNorComeBack(outcome.answers)).toEqual([]);
    expect(neitherOkNorComeBack(outcome.commands)).toEqual([]);
    expect(outcome.stored).toEqual({ engine: CLOCKINGS_UNDER_FAULT, distinctInstants: CLOCKINGS_UNDER_FAULT, raw: CLOCKINGS_UNDER_FAULT, outbox: 0 });
  }, 600_000);
});
