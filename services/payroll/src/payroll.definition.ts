import type { ServiceDefinition } from '@tna/platform';
import { PayrollModule } from './payroll.module';

export const payrollService: ServiceDefinition = {
  name: 'payroll',
  entities: [],
  migrations: [],
  module: (runtime) => PayrollModule.forRuntime(runtime),
};
