import type { ServiceDefinition } from '@tna/platform';
import { ApiModule } from './api.module';
import { ApiInitial1763880000200 } from './migrations/1763880000200-api-initial';

export const apiService: ServiceDefinition = {
  name: 'api',
  entities: [],
  migrations: [ApiInitial1763880000200],
  module: (runtime) => ApiModule.forRuntime(runtime),
};
