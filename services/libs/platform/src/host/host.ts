import fs from 'node:fs';
import path from 'node:path';
import { Module, type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { InProcessBus } from '../bus/in-process.bus';
import { KafkaBus } from '../bus/kafka.bus';
import type { MessageBus } from '../bus/message-bus';
import type { PlatformConfig } from '../config/platform-config';
import { ConnectionWatchdog } from '../database/connection-watchdog';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../database/embedded-database';
import { createServiceDataSource, DEFAULT_DATABASE_WAIT_SECONDS, initialiseServiceDataSource } from '../database/service-data-source';
import { HealthModule } from '../health/health.module';
import { HttpErrorFilter } from '../http/http-error.filter';
import { createValidationPipe } from '../http/validation';
import { PinoNestLogger, rootLogger } from '../logging/logger';
import { HANDLED_MESSAGES_DAYS, handledMessagesRetention } from '../inbox/handled-messages';
import { OutboxRelay } from '../outbox/outbox-relay';
import { parkedEventsRetry } from '../parking/parked-events-retry';
import type { ServiceDefinition, ServiceRuntime } from '../runtime/service-runtime';
import { BusTransport } from '../transport/bus.transport';
import { connectBusTransport } from '../transport/connect-bus-transport';
import { registerRequestContext } from '../http/request-context';
import { registerSecurityHeaders } from '../http/security-headers';
import { ConsoleModule } from './console.module';

export const VERSION = '1.9.6';
const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** A lost statement is closed at the second or third check after it was sent (database/connection-watchdog.ts). */
const WATCHDOG_CHECKS_PER_WAIT = 6;

export interface HostOptions {
  definitions: ServiceDefinition[];
  config: PlatformConfig;
  port: number;
  host?: string;
  /** Serve the built console from this directory at `/`, when it has been built (embedded mode and the api process). */
  consoleDir?: string;
}

export interface Host {
  app: INestApplication;
  url: string;
  runtimes: ServiceRuntime[];
  close(): Promise<void>;
}

/**
 * Starts one process hosting the given services: embedded mode passes all six with the
 * in-process bus and embedded PostgreSQL; distributed mode passes one, with Kafka and a URL.
 * Commands and events reach the services' `@MessagePattern`/`@EventPattern` handlers through
 * one BusTransport, Nest's custom transport strategy over the bus.
 */
export async function startHost(options: HostOptions): Promise<Host> {
  const logger = rootLogger();
  const { config } = options;
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const dataDir = path.resolve(config.TNA_DATA_DIR ?? '.tna');
    embedded = await startEmbeddedDatabase(dataDir, Number(process.env.TNA_PG_PORT ?? 54329), logger);
    url = embedded.url;
  }
  const bus: MessageBus = config.KAFKA_BROKERS
    ? new KafkaBus({
        brokers: config.KAFKA_BROKERS.split(','),
        clientId: `tna-${options.definitions.map((d) => d.name).join('-')}`,
        namespace: config.KAFKA_NAMESPACE,
        logger,
        sendsCommands: options.definitions.some((d) => d.sendsCommands),
      })
    : new InProcessBus();
  await bus.connect();

  const waitSeconds = config.TNA_DATABASE_WAIT_SECONDS ?? DEFAULT_DATABASE_WAIT_SECONDS;
  const runtimes: ServiceRuntime[] = [];
  for (const definition of options.definitions) {
    const serviceLogger = logger.child({ service: definition.name });
    // Checks often enough that a statement on a lost connection fails within half the wait for a connection.
    const watchdog = new ConnectionWatchdog(serviceLogger, (waitSeconds * 1000) / WATCHDOG_CHECKS_PER_WAIT);
    const dataSource = createServiceDataSource({ service: definition.name, url, entities: definition.entities, migrations: definition.migrations, waitSeconds, watchdog });
    await initialiseServiceDataSource(dataSource, definition.name);
    watchdog.start(dataSource);
    const relay = new OutboxRelay(dataSource, bus, serviceLogger);
    runtimes.push({ service: definition.name, config, dataSource, bus, relay, watchdog, logger: serviceLogger });
  }

  const { consoleDir } = options;
  const imports: DynamicModule[] = [
    CqrsModule.forRoot(),
    HealthModule.forRuntimes(runtimes, VERSION),
    ...options.definitions.map((definition, i) => definition.module(runtimes[i])),
  ];
  if (consoleDir && fs.existsSync(path.join(consoleDir, 'index.html'))) imports.push(ConsoleModule.forDirectory(consoleDir));

  @Module({ imports })
  class HostModule {}

  // Large enough for a 10 MB photograph as base64; each endpoint sets its own, smaller limit.
  const adapter = new FastifyAdapter({ bodyLimit: MAX_BODY_BYTES, trustProxy: true });
  // bodyParser off: Nest's own would add a form parser back at init, turning a reader's form-encoded upload into an object.
  // Fastify's built-in JSON parser is the one Nest's wraps.
  const app = await NestFactory.create<NestFastifyApplication>(HostModule, adapter, { logger: new PinoNestLogger(logger), bodyParser: false });
  // Readers send text/plain, form-encoded or no content type at all, in the charset their firmware
  // uses: anything not JSON stays bytes, decoded by the receiver that knows the reader's charset.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser(['application/x-www-form-urlencoded', 'text/plain']);
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  registerRequestContext(app, logger);
  registerSecurityHeaders(app, config);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  const transport = new BusTransport(bus, runtimes);
  connectBusTransport(app, transport);
  await app.init();
  await app.startAllMicroservices();
  // Subscriptions exist once the transport listens; only then may the outboxes drain.
  for (const runtime of runtimes) runtime.relay.start();
  const retention = runtimes.map((runtime) => handledMessagesRetention(runtime.dataSource, config.TNA_HANDLED_MESSAGES_DAYS ?? HANDLED_MESSAGES_DAYS, runtime.logger));
  const parkedRetries = runtimes.map((runtime) => parkedEventsRetry(transport, runtime));
  for (const loop of [...retention, ...parkedRetries]) loop.start();
  await app.listen(options.port, options.host ?? '0.0.0.0');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const runtime of runtimes) await runtime.relay.stop();
      for (const loop of [...retention, ...parkedRetries]) await loop.stop();
      await app.close();
      await bus.close();
      for (const runtime of runtimes) await runtime.watchdog.stop();
      for (const runtime of runtimes) await runtime.dataSource.destroy();
      await embedded?.stop();
    })());
  return { app, url: `http://127.0.0.1:${port}`, runtimes, close };
}
