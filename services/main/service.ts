import 'reflect-metadata';
import { SERVICE_NAMES, type ServiceName } from '@tna/contracts';
import { loadConfig, PlatformConfig, rootLogger } from '@tna/platform';
import { startHost } from './host';
import { SERVICES } from './services';

const DEFAULT_PORTS: Record<ServiceName, number> = { api: 8080, ingestion: 8081, 'time-engine': 8082, leave: 8083, payroll: 8084, alerts: 8085 };

/**
 * Distributed mode: one service against Kafka and PostgreSQL. Run as
 * `node services/dist/main/service.js <name>` or through each app's own `main.ts`.
 */
export async function runService(name: ServiceName): Promise<void> {
  if (!SERVICE_NAMES.includes(name)) throw new Error(`usage: service.js <${SERVICE_NAMES.join('|')}>`);
  const config = loadConfig(PlatformConfig);
  if (!config.DATABASE_URL || !config.KAFKA_BROKERS) throw new Error('distributed mode needs DATABASE_URL and KAFKA_BROKERS');
  const host = await startHost({ definitions: [SERVICES[name]], config, port: config.PORT ?? DEFAULT_PORTS[name], serveConsole: name === 'api' });
  rootLogger().info({ service: name, url: host.url }, 'service started');
  const stop = () => void host.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function runServiceOrExit(name: ServiceName): void {
  runService(name).catch((error) => {
    rootLogger().fatal({ error: error instanceof Error ? error.stack : String(error) }, 'could not start');
    process.exit(1);
  });
}

if (require.main === module) runServiceOrExit(process.argv[2] as ServiceName);
