import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { HoursAuthorisation1763880000900 } from './migrations/1763880000900-hours-authorisation';
import { HoursAuthorisationsView1763880002410 } from './migrations/1763880002410-hours-authorisations-view';
import { HoursExports1763880006100 } from './migrations/1763880006100-hours-exports';
import { PayrollExports1763880007800 } from './migrations/1763880007800-payroll-exports';
import { HoursExportsByDay1763880009300 } from './migrations/1763880009300-hours-exports-by-day';
import { ExportFileParts1763880009310 } from './migrations/1763880009310-export-file-parts';
import { ExportDaysView1763880009650 } from './migrations/1763880009650-export-days-view';
import { PayrollModule } from './payroll.module';

export const payrollService: ServiceDefinition = {
  name: 'payroll',
  entities: [],
  migrations: [HoursAuthorisation1763880000900, jobsMigration('payroll'), HoursAuthorisationsView1763880002410, HoursExports1763880006100, PayrollExports1763880007800, HoursExportsByDay1763880009300, ExportFileParts1763880009310, ExportDaysView1763880009650],
  module: (runtime) => PayrollModule.forRuntime(runtime),
};
