import { Controller, Get, Module, Res, type DynamicModule } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { ServiceRuntime } from '../runtime/service-runtime';

interface ServiceHealth {
  service: string;
  database: 'up' | 'down';
  bus: 'up' | 'down';
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

/** `/health` (200 when every hosted service reaches its database and the bus, else 503) and `/metrics`. */
export class HealthModule {
  static forRuntimes(runtimes: readonly ServiceRuntime[], version: string): DynamicModule {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    @Controller()
    class HealthController {
      @Get('health')
      async health(@Res() reply: FastifyReply) {
        const services = await Promise.all(runtimes.map(checkRuntime));
        const up = services.every((s) => s.database === 'up' && s.bus === 'up');
        reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', version, services });
      }

      @Get('metrics')
      async metrics(@Res() reply: FastifyReply) {
        reply.header('content-type', registry.contentType).send(await registry.metrics());
      }
    }

    @Module({ controllers: [HealthController] })
    class HealthHostModule {}

    return { module: HealthHostModule };
  }
}
