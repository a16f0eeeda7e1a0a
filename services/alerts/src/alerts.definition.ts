import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { AlertsModule } from './alerts.module';
import { Alerts1763880009100 } from './migrations/1763880009100-alerts';
import { AlertLog1763880009150 } from './migrations/1763880009150-alert-log';
import { AlertLogIndexes1763880009160 } from './migrations/1763880009160-alert-log-indexes';

export const alertsService: ServiceDefinition = {
  name: 'alerts',
  entities: [],
  migrations: [jobsMigration('alerts'), Alerts1763880009100, AlertLog1763880009150, AlertLogIndexes1763880009160],
  module: (runtime) => AlertsModule.forRuntime(runtime),
};
