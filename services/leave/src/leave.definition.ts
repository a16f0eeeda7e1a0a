import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { LeaveModule } from './leave.module';
import { LeaveLedger1763880005000 } from './migrations/1763880005000-leave-ledger';
import { LeaveApplications1763880005300 } from './migrations/1763880005300-leave-applications';

export const leaveService: ServiceDefinition = {
  name: 'leave',
  entities: [],
  migrations: [jobsMigration('leave'), LeaveLedger1763880005000, LeaveApplications1763880005300],
  module: (runtime) => LeaveModule.forRuntime(runtime),
  sendsCommands: true,
};
