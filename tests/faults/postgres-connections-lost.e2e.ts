import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throughLossyProxy, type LossyTcpProxy } from '../support/lossy-tcp-proxy';
import { METRICS_AUTHORIZATION, type ServiceProcess } from '../support/processes';
import { startProduct, type RunningProduct } from '../support/stacks';
import { CLOCKINGS_UNDER_FAULT, neitherOkNorComeBack, pushingUnderFault } from '../support/under-fault';
import { waitFor } from '../support/wait';

/** A statement on a lost connection is closed within half of it (the watchdog checks every 0.5 s). */
const WAIT_SECONDS = 3;

/**
 * The network between the services and PostgreSQL losing every open connection without a word,
 * as a firewall, NAT or load balancer that forgot their state does: no reset, no close, TCP
 * would wait about 15 minutes. The services' watchdogs close the connections whose statements
 * wait in vain; readers and commands are answered 200 or 503 with Retry-After, and every
 * clocking is stored once, with no process restarted.
 */
describe('the network losing the services’ PostgreSQL connections silently while readers push (distributed mode)', () => {
  let proxy: LossyTcpProxy | undefined;
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startProduct('distributed', 'pg-lost', { TNA_DATABASE_WAIT_SECONDS: String(WAIT_SECONDS) }, async (databaseUrl) => {
      const through = await throughLossyProxy(databaseUrl);
      proxy = through.proxy;
      return through.url;
    });
  }, 180_000);

  afterAll(async () => {
    await product?.stop();
    await proxy?.close();
  });

  it('closes the lost connections, answers readers and commands 200 or 503 with Retry-After, and stores every clocking once', async () => {
    let losses = 0;
    const outcome = await pushingUnderFault(product, async (pushing) => {
      // Lost twice: early in the push and late, each time with uploads and deliveries under way.
      for (const share of [0.25, 0.6]) {
        await waitFor(
          'clockings to arrive',
          async () => {
            const [{ n }] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM ingestion.raw_clockings');
            return n >= CLOCKINGS_UNDER_FAULT * share || !pushing() ? true : undefined;
          },
          300_000,
          50,
        );
        if (!pushing()) return;
        proxy!.loseOpenConnections();
        losses++;
      }
    });

    expect(losses).toBe(2);
    expect(outcome.exited).toEqual([]);
    expect(neitherOkNorComeBack(outcome.answers)).toEqual([]);
    expect(neitherOkNorComeBack(outcome.commands)).toEqual([]);
    expect(outcome.stored).toEqual({ engine: CLOCKINGS_UNDER_FAULT, distinctInstants: CLOCKINGS_UNDER_FAULT, raw: CLOCKINGS_UNDER_FAULT, outbox: 0 });
    // The watchdogs closed connections, and say so: the proxy never would, and TCP would take about 15 minutes.
    const closed = async (service: ServiceProcess) => {
      const metrics = await (await fetch(`${service.url}/metrics`, { headers: METRICS_AUTHORIZATION })).text();
      return Number(/^tna_database_lost_connections_closed\{[^}]*\} (\d+)$/m.exec(metrics)?.[1]);
    };
    const ingestion = product.processes.find((service) => service.name === 'ingestion')!;
    expect(await closed(ingestion)).toBeGreaterThan(0);
    expect(fs.readFileSync(ingestion.logFile, 'utf8')).toContain('stopped carrying bytes');
  }, 600_000);
});
