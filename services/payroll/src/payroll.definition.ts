import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { HoursAuthorisation1763880000900 } from './migrations/1763880000900-hours-authorisation';
import { PayrollModule } from './payroll.module';

export const payrollService: ServiceDefinition = {
  name: 'payroll',
  entities: [],
  migrations: [HoursAuthorisation1763880000900, jobsMigration('payroll')],
  module: (runtime) => PayrollModule.forRuntime(runtime),
};
