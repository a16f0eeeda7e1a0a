import type { ServiceName } from '@tna/contracts';
import type { ServiceDefinition } from '@tna/platform';
import { alertsService } from '../alerts/src/alerts.definition';
import { apiService } from '../api/src/api.definition';
import { ingestionService } from '../ingestion/src/ingestion.definition';
import { leaveService } from '../leave/src/leave.definition';
import { payrollService } from '../payroll/src/payroll.definition';
import { timeEngineService } from '../time-engine/src/time-engine.definition';

/** Every service, api first: its migrations publish the views the others read. */
export const SERVICES: Readonly<Record<ServiceName, ServiceDefinition>> = {
  api: apiService,
  ingestion: ingestionService,
  'time-engine': timeEngineService,
  leave: leaveService,
  payroll: payrollService,
  alerts: alertsService,
};
