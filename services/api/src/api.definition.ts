import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { ApiModule } from './api.module';
import { ApiInitial1763880000200 } from './migrations/1763880000200-api-initial';
import { Security1763880000300 } from './migrations/1763880000300-security';
import { MasterData1763880000400 } from './migrations/1763880000400-master-data';
import { TimeRules1763880000500 } from './migrations/1763880000500-time-rules';
import { LeaveSetupForLeave1763880005010 } from './migrations/1763880005010-leave-setup-for-leave';
import { LeaveTypesExternalID1763880005600 } from './migrations/1763880005600-leave-types-external-id';
import { PayAndLeaveSetup1763880000700 } from './migrations/1763880000700-pay-and-leave-setup';
import { EmployeeListIndexes1763880001100 } from './migrations/1763880001100-employee-list-indexes';
import { LoginLockout1763880001850 } from './migrations/1763880001850-login-lockout';
import { AdjustmentTypesWeekdays1763880003010 } from './migrations/1763880003010-adjustment-types-weekdays';
import { PayrollSetup1763880007010 } from './migrations/1763880007010-payroll-setup';
import { PayrollRunReads1763880007610 } from './migrations/1763880007610-payroll-run-reads';
import { EventAlertsSetup1763880009010 } from './migrations/1763880009010-event-alerts-setup';
import { EvaluationEmployees1763880009030 } from './migrations/1763880009030-evaluation-employees';
import { AlertRecipients1763880009050 } from './migrations/1763880009050-alert-recipients';
import { ReaderRecord1763880009500 } from './migrations/1763880009500-reader-record';
import { ReportFiles1763880009600 } from './migrations/1763880009600-report-files';
import { ReportSelectionPeriod1763880009720 } from './migrations/1763880009720-report-selection-period';
import { ParkedEventsNotices1763880010200 } from './migrations/1763880010200-parked-events-notices';

export const apiService: ServiceDefinition = {
  name: 'api',
  entities: [],
  migrations: [ApiInitial1763880000200, Security1763880000300, MasterData1763880000400, TimeRules1763880000500, PayAndLeaveSetup1763880000700, EmployeeListIndexes1763880001100, LoginLockout1763880001850, AdjustmentTypesWeekdays1763880003010, jobsMigration('api'), LeaveSetupForLeave1763880005010, LeaveTypesExternalID1763880005600, PayrollSetup1763880007010, PayrollRunReads1763880007610, EventAlertsSetup1763880009010, EvaluationEmployees1763880009030, AlertRecipients1763880009050, ReaderRecord1763880009500, ReportFiles1763880009600, ReportSelectionPeriod1763880009720, ParkedEventsNotices1763880010200],
  module: (runtime) => ApiModule.forRuntime(runtime),
  sendsCommands: true,
};
