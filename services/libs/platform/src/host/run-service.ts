import type { ServiceName } from '@tna/contracts';
import { loadConfig, PlatformConfig } from '../config/platform-config';
import { checkDatabase } from '../database/database-check';
import { rootLogger } from '../logging/logger';
import type { ServiceDefinition } from '../runtime/service-runtime';
import { startHost } from './host';
import { logStartFailure, StartupError } from './startup-error';

const DEFAULT_PORTS: Record<ServiceName, number> = { api: 8080, ingestion: 8081, 'time-engine': 8082, leave: 8083, payroll: 8084, alerts: 8085 };
/** SIGTERM ends the process within this, broker or not (an orchestrator's grace is usually 10 s or more). */
const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Distributed mode: one service in this process, against Kafka and PostgreSQL. Each app's
 * `main.ts` calls this with its own definition only, so its build holds no other service.
 */
export async function runService(definition: ServiceDefinition, options: { consoleDir?: string } = {}): Promise<void> {
  const config = loadConfig(PlatformConfig);
  if (!config.DATABASE_URL || !config.KAFKA_BROKERS) throw new StartupError('distributed mode needs DATABASE_URL and KAFKA_BROKERS');
  await checkDatabase(config.DATABASE_URL);
  const host = await startHost({ definitions: [definition], config, port: servicePort(config, definition.name), consoleDir: options.consoleDir });
  rootLogger().info({ service: definition.name, url: host.url }, 'service started');
  const stop = () => {
    // Closing waits for the broker, which may be away: end anyway, since everything answered OK is committed in PostgreSQL.
    setTimeout(() => {
      rootLogger().warn({ service: definition.name }, 'shutdown did not finish in time; exiting');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
    void host.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `PORT_<SERVICE>` (PORT_TIME_ENGINE for time-engine), else PORT, else the service's default. */
function servicePort(config: PlatformConfig, service: ServiceName): number {
  const own = config[`PORT_${service.toUpperCase().replace('-', '_')}` as keyof PlatformConfig] as number | undefined;
  return own ?? config.PORT ?? DEFAULT_PORTS[service];
}

export function runServiceOrExit(definition: ServiceDefinition, options: { consoleDir?: string } = {}): void {
  runService(definition, options).catch((error) => {
    logStartFailure(error);
    process.exit(1);
  });
}
