import 'reflect-metadata';
import path from 'node:path';
import { loadConfig, logStartFailure, PlatformConfig, rootLogger, startHost, type ServiceDefinition } from '@tna/platform';
import { alertsService } from '../alerts/src/alerts.definition';
import { apiService } from '../api/src/api.definition';
import { ingestionService } from '../ingestion/src/ingestion.definition';
import { leaveService } from '../leave/src/leave.definition';
import { payrollService } from '../payroll/src/payroll.definition';
import { timeEngineService } from '../time-engine/src/time-engine.definition';

/** Every service, api first: its migrations publish the views the others read. The only code that imports them all. */
const SERVICES: readonly ServiceDefinition[] = [apiService, ingestionService, timeEngineService, leaveService, payrollService, alertsService];

/** `npm start`: every service in one process, embedded PostgreSQL, the in-process bus, the console. */
async function main(): Promise<void> {
  const config = loadConfig(PlatformConfig);
  const consoleDir = path.resolve(__dirname, '../../../console/dist');
  const host = await startHost({ definitions: [...SERVICES], config, port: config.PORT ?? 8080, consoleDir });
  rootLogger().info({ url: host.url }, 'time and attendance is running');
  process.stdout.write(`\n  Open ${host.url.replace('127.0.0.1', 'localhost')} in a browser.\n\n`);
  const stop = () => void host.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  logStartFailure(error);
  process.exit(1);
});
