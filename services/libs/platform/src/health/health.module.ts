import http from 'node:http';
import { Controller, Get, Injectable, Module, Req, Res, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PlatformConfig } from '../config/platform-config';
import type { RelayLag } from '../outbox/outbox-relay';
import { parkedEventCount } from '../parking/parked-events';
import type { ServiceRuntime } from '../runtime/service-runtime';
import { withinTime } from '../runtime/within-time';
import { carriesMetricsToken } from './metrics-token';

/** Readiness turns 503 once the oldest unpublished event, and the relay's last finished batch, are older than this, unless configured. */
export const DEFAULT_MAX_RELAY_LAG_MS = 60_000;

/** One hosted service's part of the readiness detail. */
export interface ServiceHealth {
  service: string;
  database: 'up' | 'down';
  bus: 'up' | 'down';
  /**
   * `lagging`: the oldest unpublished event is older than the limit and the relay has finished no
   * batch for as long, so publishing has stopped; `unknown` while the database does not answer.
   */
  relay: 'up' | 'lagging' | 'unknown';
  /** Events written and not yet published; null while the database does not answer. */
  unpublished: number | null;
  oldestUnpublishedMs: number | null;
  /** How long ago the relay last finished a batch (it polls every 250 ms while nothing waits); null while the database does not answer. */
  sinceRelayBatchMs: number | null;
  /**
   * Events its consumers parked after failing on them (the `parked_events` table), tried again
   * on their own; null while the database does not answer. Not a readiness failure: the rest
   * flows, and restarting the process would not fix a handler.
   */
  parked: number | null;
}

interface HealthReport {
  up: boolean;
  /** The detail: versions and dependencies help an attacker as much as an operator. */
  body: { status: 'ok' | 'degraded'; version: string; maxRelayLagMs: number; services: ServiceHealth[] };
}

/**
 * How long the database check may take. A PostgreSQL that is frozen, or cut off by the network,
 * drops no connection: its statements wait, and readiness must not wait with them, or a probe
 * gives up unanswered (set the orchestrator's probe timeout above this). Checks left waiting
 * finish or fail when the server answers again.
 */
const HEALTH_DATABASE_TIMEOUT_MS = 3_000;

async function checkRuntime(runtime: ServiceRuntime, maxRelayLagMs: number): Promise<ServiceHealth> {
  const bus = runtime.bus.isHealthy() ? 'up' : 'down';
  try {
    // Reading the outbox and the parked events is the database check too.
    const [{ unpublished, oldestMs, sinceLastBatchMs }, parked] = await withinTime(
      Promise.all([runtime.relay.lag(), parkedEventCount(runtime.dataSource)]),
      HEALTH_DATABASE_TIMEOUT_MS,
      'no answer in time',
    );
    // Old events alone are no fault: a reader's weeks of records commit already older than the
    // limit when their statement ran long, and stay old while the relay publishes them batch by batch.
    const relay = oldestMs > maxRelayLagMs && sinceLastBatchMs > maxRelayLagMs ? 'lagging' : 'up';
    return { service: runtime.service, database: 'up', bus, relay, unpublished, oldestUnpublishedMs: oldestMs, sinceRelayBatchMs: sinceLastBatchMs, parked };
  } catch {
    return { service: runtime.service, database: 'down', bus, relay: 'unknown', unpublished: null, oldestUnpublishedMs: null, sinceRelayBatchMs: null, parked: null };
  }
}

/** The checks and the metrics, shared by the public port and the metrics port. */
class HealthChecks {
  readonly registry = new Registry();
  private readonly maxRelayLagMs: number;

  constructor(
    private readonly runtimes: readonly ServiceRuntime[],
    private readonly version: string,
    config: PlatformConfig,
  ) {
    this.maxRelayLagMs = config.TNA_HEALTH_MAX_RELAY_LAG_MS ?? DEFAULT_MAX_RELAY_LAG_MS;
    collectDefaultMetrics({ register: this.registry });
    const lags = () => Promise.all(runtimes.map(async (runtime) => ({ service: runtime.service, lag: await runtime.relay.lag().catch(() => undefined) })));
    const lagGauge = (name: string, help: string, figure: (lag: RelayLag) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['service'],
        registers: [this.registry],
        async collect() {
          for (const { service, lag } of await lags()) if (lag) this.set({ service }, figure(lag));
        },
      });
    lagGauge('tna_outbox_unpublished_events', 'Events a service has written to its outbox and not yet published', (lag) => lag.unpublished);
    lagGauge('tna_outbox_oldest_unpublished_seconds', 'Age of the oldest event a service has not yet published (0 when none)', (lag) => lag.oldestMs / 1000);
    lagGauge(
      'tna_outbox_relay_seconds_since_batch',
      'Time since the outbox relay last finished a batch, empty or not: grows only while publishing fails or hangs',
      (lag) => lag.sinceLastBatchMs / 1000,
    );
    new Gauge({
      name: 'tna_parked_events',
      help: 'Events a service parked after its handler kept failing on them, tried again on their own',
      labelNames: ['service'],
      registers: [this.registry],
      async collect() {
        for (const runtime of runtimes) {
          const parked = await parkedEventCount(runtime.dataSource).catch(() => undefined);
          if (parked !== undefined) this.set({ service: runtime.service }, parked);
        }
      },
    });
    this.runtimeGauge('tna_outbox_relay_poll_interval_ms', 'Longest wait of the outbox relay between polls', (runtime) => runtime.relay.stats.pollIntervalMs);
    this.runtimeGauge('tna_outbox_relay_batch_size', 'Most outbox rows the relay publishes in one send', (runtime) => runtime.relay.stats.batchSize);
    this.runtimeGauge('tna_outbox_relay_batches', 'Batches the outbox relay has published since start', (runtime) => runtime.relay.stats.batches);
    this.runtimeGauge('tna_outbox_relay_events', 'Events the outbox relay has published since start', (runtime) => runtime.relay.stats.events);
    this.runtimeGauge(
      'tna_database_lost_connections_closed',
      'Connections to PostgreSQL the network lost silently, closed by the connection watchdog since start',
      (runtime) => runtime.watchdog.stats.closed,
    );
  }

  /** A gauge per service of a figure its runtime keeps in memory. */
  private runtimeGauge(name: string, help: string, figure: (runtime: ServiceRuntime) => number): void {
    const runtimes = this.runtimes;
    new Gauge({
      name,
      help,
      labelNames: ['service'],
      registers: [this.registry],
      collect() {
        for (const runtime of runtimes) this.set({ service: runtime.service }, figure(runtime));
      },
    });
  }

  async report(): Promise<HealthReport> {
    const services = await Promise.all(this.runtimes.map((runtime) => checkRuntime(runtime, this.maxRelayLagMs)));
    const up = services.every((s) => s.database === 'up' && s.bus === 'up' && s.relay === 'up');
    return { up, body: { status: up ? 'ok' : 'degraded', version: this.version, maxRelayLagMs: this.maxRelayLagMs, services } };
  }
}

const METRICS_REFUSED = { error: 'missing or invalid metrics token' };
const LIVE = 'live';

/**
 * Readiness, `/health` (alias `/health/ready`): 200 when every hosted service reaches its
 * database and the bus and its outbox relay is not stuck past TNA_HEALTH_MAX_RELAY_LAG_MS, else 503.
 * Liveness, `/health/live`: 200 whenever the process answers at all; it never looks at a
 * dependency, so an orchestrator restarts a hung process but not one waiting for the broker.
 * On the public port an anonymous caller learns only `up` or `down`; the detail and `/metrics`
 * need `Authorization: Bearer <TNA_METRICS_TOKEN>`. `TNA_METRICS_PORT` serves them in full on a
 * port of its own, for a scraper inside the network (docs/security.md).
 */
export class HealthModule {
  static forRuntimes(runtimes: readonly ServiceRuntime[], version: string): DynamicModule {
    // Every runtime of a host carries the host's one configuration.
    const config: PlatformConfig = runtimes[0]?.config ?? {};
    const checks = new HealthChecks(runtimes, version, config);

    @Controller()
    class HealthController {
      @Get(['health', 'health/ready'])
      async health(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
        const { up, body } = await checks.report();
        reply.status(up ? 200 : 503);
        if (carriesMetricsToken(request.headers.authorization, config.TNA_METRICS_TOKEN)) reply.send(body);
        else reply.type('text/plain; charset=utf-8').send(up ? 'up' : 'down');
      }

      @Get('health/live')
      live(@Res() reply: FastifyReply) {
        reply.status(200).type('text/plain; charset=utf-8').send(LIVE);
      }

      @Get('metrics')
      async metrics(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
        if (!carriesMetricsToken(request.headers.authorization, config.TNA_METRICS_TOKEN)) {
          reply.status(401).header('www-authenticate', 'Bearer').send(METRICS_REFUSED);
          return;
        }
        reply.header('content-type', checks.registry.contentType).send(await checks.registry.metrics());
      }
    }

    /** The metrics port: a bare HTTP server, so nothing of the public app (routes, parsers) is reachable on it. */
    @Injectable()
    class MetricsPort implements OnApplicationBootstrap, OnApplicationShutdown {
      private server?: http.Server;

      async onApplicationBootstrap(): Promise<void> {
        if (!config.TNA_METRICS_PORT) return;
        const server = http.createServer((request, response) => {
          const path = request.url?.split('?')[0];
          const answer = async () => {
            if (request.method !== 'GET') return [405, 'text/plain; charset=utf-8', 'method not allowed'] as const;
            if (path === '/metrics') return [200, checks.registry.contentType, await checks.registry.metrics()] as const;
            if (path === '/health/live') return [200, 'text/plain; charset=utf-8', LIVE] as const;
            if (path === '/health' || path === '/health/ready') {
              const { up, body } = await checks.report();
              return [up ? 200 : 503, 'application/json; charset=utf-8', JSON.stringify(body)] as const;
            }
            return [404, 'text/plain; charset=utf-8', 'not found'] as const;
          };
          answer().then(
            ([status, type, body]) => response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
            () => response.writeHead(500).end(),
          );
        });
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(config.TNA_METRICS_PORT, () => resolve());
        });
        this.server = server;
      }

      async onApplicationShutdown(): Promise<void> {
        const server = this.server;
        if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }

    @Module({ controllers: [HealthController], providers: [MetricsPort] })
    class HealthHostModule {}

    return { module: HealthHostModule };
  }
}
