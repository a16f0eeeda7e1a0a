import fs from 'node:fs';
import path from 'node:path';
import { Module, type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  HealthModule,
  HttpErrorFilter,
  InProcessBus,
  KafkaBus,
  OutboxRelay,
  PinoNestLogger,
  createServiceDataSource,
  createValidationPipe,
  initialiseServiceDataSource,
  registerRequestContext,
  registerSecurityHeaders,
  rootLogger,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
  type MessageBus,
  type PlatformConfig,
  type ServiceDefinition,
  type ServiceRuntime,
} from '@tna/platform';
import { ConsoleModule } from './console.module';

export const VERSION = '1.9.6';
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface HostOptions {
  definitions: ServiceDefinition[];
  config: PlatformConfig;
  port: number;
  host?: string;
  /** Serve the built console at `/` (embedded mode and the api process). */
  serveConsole: boolean;
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
      })
    : new InProcessBus();
  await bus.connect();

  const runtimes: ServiceRuntime[] = [];
  for (const definition of options.definitions) {
    const dataSource = createServiceDataSource({ service: definition.name, url, entities: definition.entities, migrations: definition.migrations });
    await initialiseServiceDataSource(dataSource, definition.name);
    const serviceLogger = logger.child({ service: definition.name });
    const relay = new OutboxRelay(dataSource, bus, serviceLogger);
    runtimes.push({ service: definition.name, config, dataSource, bus, relay, logger: serviceLogger });
  }

  const consoleDir = path.resolve(__dirname, '../../../console/dist');
  const imports: DynamicModule[] = [
    CqrsModule.forRoot(),
    HealthModule.forRuntimes(runtimes, VERSION),
    ...options.definitions.map((definition, i) => definition.module(runtimes[i])),
  ];
  if (options.serveConsole && fs.existsSync(path.join(consoleDir, 'index.html'))) imports.push(ConsoleModule.forDirectory(consoleDir));

  @Module({ imports })
  class HostModule {}

  // Large enough for a 10 MB photograph as base64; each endpoint sets its own, smaller limit.
  const adapter = new FastifyAdapter({ bodyLimit: MAX_BODY_BYTES, trustProxy: true });
  const app = await NestFactory.create<NestFastifyApplication>(HostModule, adapter, { logger: new PinoNestLogger(logger) });
  // Readers send text/plain, form-encoded or no content type at all: anything not JSON is a string.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('application/x-www-form-urlencoded');
  fastify.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  registerRequestContext(app, logger);
  await registerSecurityHeaders(app, config);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  await app.init();
  // Subscriptions exist once every module has bootstrapped; only then may the outboxes drain.
  for (const runtime of runtimes) runtime.relay.start();
  await app.listen(options.port, options.host ?? '0.0.0.0');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const runtime of runtimes) await runtime.relay.stop();
      await app.close();
      await bus.close();
      for (const runtime of runtimes) await runtime.dataSource.destroy();
      await embedded?.stop();
    })());
  return { app, url: `http://127.0.0.1:${port}`, runtimes, close };
}
