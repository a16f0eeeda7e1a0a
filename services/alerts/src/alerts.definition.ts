import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { AlertsModule } from './alerts.module';

export const alertsService: ServiceDefinition = {
  name: 'alerts',
  entities: [],
  migrations: [jobsMigration('alerts')],
  module: (runtime) => AlertsModule.forRuntime(runtime),
};
