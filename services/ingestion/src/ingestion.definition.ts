import type { ServiceDefinition } from '@tna/platform';
import { IngestionInitial1763880000000 } from './migrations/1763880000000-ingestion-initial';
import { IngestionModule } from './ingestion.module';

export const ingestionService: ServiceDefinition = {
  name: 'ingestion',
  entities: [],
  migrations: [IngestionInitial1763880000000],
  module: (runtime) => IngestionModule.forRuntime(runtime),
};
