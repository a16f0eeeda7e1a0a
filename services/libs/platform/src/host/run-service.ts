import type { ServiceName } from '@tna/contracts';
import { loadConfig, PlatformConfig } from '../config/platform-config';
import { rootLogger } from '../logging/logger';
import type { ServiceDefinition } from '../runtime/service-runtime';
import { startHost } from './host';

const DEFAULT_PORTS: Record<ServiceName, number> = { api: 8080, ingestion: 8081, 'time-engine': 8082, leave: 8083, payroll: 8084, alerts: 8085 };

/**
 * Distributed mode: one service in this process, against Kafka and PostgreSQL. Each app's
 * `main.ts` calls this with its own definition only, so its build holds no other service.
 */
export async function runService(definition: ServiceDefinition, options: { consoleDir?: string } = {}): Promise<void> {
  const config = loadConfig(PlatformConfig);
  if (!config.DATABASE_URL || !config.KAFKA_BROKERS) throw new Error('distributed mode needs DATABASE_URL and KAFKA_BROKERS');
  const host = await startHost({ definitions: [definition], config, port: config.PORT ?? DEFAULT_PORTS[definition.name], consoleDir: options.consoleDir });
  rootLogger().info({ service: definition.name, url: host.url }, 'service started');
  const stop = () => void host.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function runServiceOrExit(definition: ServiceDefinition, options: { consoleDir?: string } = {}): void {
  runService(definition, options).catch((error) => {
    rootLogger().fatal({ error: error instanceof Error ? error.stack : String(error) }, 'could not start');
    process.exit(1);
  });
}
