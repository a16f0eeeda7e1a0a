import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { LeaveModule } from './leave.module';

export const leaveService: ServiceDefinition = {
  name: 'leave',
  entities: [],
  migrations: [jobsMigration('leave')],
  module: (runtime) => LeaveModule.forRuntime(runtime),
};
