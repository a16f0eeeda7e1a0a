import 'reflect-metadata';
import { loadConfig, PlatformConfig, rootLogger } from '@tna/platform';
import { startHost } from './host';
import { SERVICES } from './services';

/** `npm start`: every service in one process, embedded PostgreSQL, the in-process bus, the console. */
async function main(): Promise<void> {
  const config = loadConfig(PlatformConfig);
  const host = await startHost({ definitions: Object.values(SERVICES), config, port: config.PORT ?? 8080, serveConsole: true });
  rootLogger().info({ url: host.url }, 'time and attendance is running');
  process.stdout.write(`\n  Open ${host.url.replace('127.0.0.1', 'localhost')} in a browser.\n\n`);
  const stop = () => void host.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  rootLogger().fatal({ error: error instanceof Error ? error.stack : String(error) }, 'could not start');
  process.exit(1);
});
