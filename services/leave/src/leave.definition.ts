import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { LeaveModule } from './leave.module';
import { LeaveLedger1763880005000 } from './migrations/1763880005000-leave-ledger';

export const leaveService: ServiceDefinition = {
  name: 'leave',
  entities: [],
  migrations: [jobsMigration('leave'), LeaveLedger1763880005000],
  module: (runtime) => LeaveModule.forRuntime(runtime),
};
