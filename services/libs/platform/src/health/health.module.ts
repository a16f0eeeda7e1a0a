import http from 'node:http';
import { Controller, Get, Injectable, Module, Req, Res, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PlatformConfig } from '../config/platform-config';
import type { ServiceRuntime } from '../runtime/service-runtime';
import { carriesMetricsToken } from './metrics-token';

interface ServiceHealth {
  service: string;
  database: 'up' | 'down';
  bus: 'up' | 'down';
}

interface HealthReport {
  up: boolean;
  /** The detail: versions and dependencies help an attacker as much as an operator. */
  body: { status: 'ok' | 'degraded'; version: string; services: ServiceHealth[] };
}

async function checkRuntime(runtime: ServiceRuntime): Promise<ServiceHealth> {
  let database: 'up' | 'down' = 'down';
  try {
    await runtime.dataSource.query('SELECT 1');
    database = 'up';
  } catch {
    database = 'down';
  }
  return { service: runtime.service, database, bus: runtime.bus.isHealthy() ? 'up' : 'down' };
}

/** The checks and the metrics, shared by the public port and the metrics port. */
class HealthChecks {
  readonly registry = new Registry();

  constructor(
    private readonly runtimes: readonly ServiceRuntime[],
    private readonly version: string,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.relayGauge('tna_outbox_relay_poll_interval_ms', 'Longest wait of the outbox relay between polls', 'pollIntervalMs');
    this.relayGauge('tna_outbox_relay_batch_size', 'Most outbox rows the relay publishes in one send', 'batchSize');
    this.relayGauge('tna_outbox_relay_batches', 'Batches the outbox relay has published since start', 'batches');
    this.relayGauge('tna_outbox_relay_events', 'Events the outbox relay has published since start', 'events');
  }

  private relayGauge(name: string, help: string, stat: keyof ServiceRuntime['relay']['stats']): void {
    const runtimes = this.runtimes;
    new Gauge({
      name,
      help,
      labelNames: ['service'],
      registers: [this.registry],
      collect() {
        for (const runtime of runtimes) this.set({ service: runtime.service }, runtime.relay.stats[stat]);
      },
    });
  }

  async report(): Promise<HealthReport> {
    const services = await Promise.all(this.runtimes.map(checkRuntime));
    const up = services.every((s) => s.database === 'up' && s.bus === 'up');
    return { up, body: { status: up ? 'ok' : 'degraded', version: this.version, services } };
  }
}

const METRICS_REFUSED = { error: 'missing or invalid metrics token' };

/**
 * `/health` (200 when every hosted service reaches its database and the bus, else 503) and
 * `/metrics`. On the public port an anonymous caller learns only `up` or `down`; the detail and
 * the metrics need `Authorization: Bearer <TNA_METRICS_TOKEN>`. `TNA_METRICS_PORT` serves both in
 * full on a port of its own, for a scraper inside the network (docs/security.md).
 */
export class HealthModule {
  static forRuntimes(runtimes: readonly ServiceRuntime[], version: string): DynamicModule {
    const checks = new HealthChecks(runtimes, version);
    // Every runtime of a host carries the host's one configuration.
    const config: PlatformConfig = runtimes[0]?.config ?? {};

    @Controller()
    class HealthController {
      @Get('health')
      async health(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
        const { up, body } = await checks.report();
        reply.status(up ? 200 : 503);
        if (carriesMetricsToken(request.headers.authorization, config.TNA_METRICS_TOKEN)) reply.send(body);
        else reply.type('text/plain; charset=utf-8').send(up ? 'up' : 'down');
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
            if (path === '/health') {
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
