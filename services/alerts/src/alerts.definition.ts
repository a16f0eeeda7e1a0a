import type { ServiceDefinition } from '@tna/platform';
import { AlertsModule } from './alerts.module';

export const alertsService: ServiceDefinition = {
  name: 'alerts',
  entities: [],
  migrations: [],
  module: (runtime) => AlertsModule.forRuntime(runtime),
};
