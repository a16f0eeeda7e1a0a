import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication, Type } from '@nestjs/common';
import { connectBusTransport, type BusTransport } from '@tna/platform';

/**
 * A probe module's command and event controllers on the product's transport, wired as the host
 * wires it (`connectBusTransport`: a hybrid application, handler errors passed through), so the
 * transport's tests see what the services see.
 */
export async function startTransportProbe(module: Type, transport: BusTransport): Promise<INestApplication> {
  const app = await NestFactory.create(module, new FastifyAdapter(), { logger: false });
  connectBusTransport(app, transport);
  await app.init();
  await app.startAllMicroservices();
  return app;
}
