import type { ServiceDefinition } from '@tna/platform';
import { TimeEngineInitial1763880000100 } from './migrations/1763880000100-time-engine-initial';
import { TimeEngineModule } from './time-engine.module';

export const timeEngineService: ServiceDefinition = {
  name: 'time-engine',
  entities: [],
  migrations: [TimeEngineInitial1763880000100],
  module: (runtime) => TimeEngineModule.forRuntime(runtime),
};
