import { hasAnyPermission, type Permission, type UserRights } from './permissions';
import type { ServiceName } from './services';

/** One call of the HTTP API, served at /api/<name>. */
export interface CallDef {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters, spelled as the specification spells them; a request body is not listed. */
  params: { name: string; optional: boolean }[];
  /** `public`: no Token needed; `any`: any logged-in user; a flag list: any one flag suffices. */
  permission: 'public' | 'any' | Permission[];
  /** The service whose command handlers decide the call; api also serves every read. */
  owner: ServiceName;
  /** The part of the product specification that names the call; null for the project's own calls. */
  specPart: 1 | 2 | null;
}

/** Every call of the API: the rows of shared/spec/calls.tsv in order, then the project's own calls. */
export const CALLS: readonly CallDef[] = [
  { name: 'UserLogin', method: 'POST', params: [], permission: 'public', owner: 'api', specPart: 1 },
  { name: 'UserLoginWindowsAuth', method: 'POST', params: [], permission: 'public', owner: 'api', specPart: 1 },
  { name: 'GetSecurityTemplateForUser', method: 'GET', params: [{ name: 'UserID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'logout', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetEmployees', method: 'POST', params: [], permission: ['empEmployees', 'empClockings', 'rptReport', 'dataExport'], owner: 'api', specPart: 1 },
  { name: 'GetEmployeesExtendedDetail', method: 'POST', params: [], permission: ['empEmployees', 'empClockings', 'rptReport', 'dataExport'], owner: 'api', specPart: 1 },
  { name: 'GetJobTitles', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetBusinessUnits', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetDepartments', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetCostCentres', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetTeams', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetGenders', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetScannerGroups', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLeaveSchemes', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetWorkCycles', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPayrolls', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetEthnicGroups', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAppointmentTypes', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetProjects', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetJobFunctions', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetEmployee', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['empEmployees', 'empClockings'], owner: 'api', specPart: 1 },
  { name: 'GetJobTitle', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetBusinessUnit', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetDepartment', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetCostCentre', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetTeam', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetGender', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetScannerGroup', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLeaveScheme', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetWorkCycle', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetWorkPattern', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPayroll', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetEthnicGroup', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAppointmentType', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetProject', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetJobFunction', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLocation', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLeaveType', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPublicHolidayCalendar', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetShiftStatus', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAutoShiftTemplate', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAutoShiftTemplateShift', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetJobTitles_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetWorkCycles_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetDepartments_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetCostCentres_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetTeams_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAppointmentTypes_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetJobFunctions_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetGenders_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetBusinessUnits_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetProjects_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLocations_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetEthnicGroups_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPayrolls_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLeaveSchemes_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetScannerGroups_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetScanners_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetLeaveTypes_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPayCodes_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetWorkPatterns_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPublicHolidayCalendars_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAutoShiftTemplates_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetAdjustmentTypes_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetPayRates_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetShiftStatuses_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetDataExportTemplates_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetShifts_IDName', method: 'GET', params: [{ name: 'ShiftID', optional: true }], permission: 'any', owner: 'api', specPart: 1 },
  { name: 'GetScannerGroups_IDName_Employee', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'CreateDepartment', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateDepartment', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteDepartment', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateJobFunction', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateJobFunction', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteJobFunction', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateCostCentre', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateCostCentre', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteCostCentre', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateAppointmentType', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateAppointmentType', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteAppointmentType', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateTeam', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateTeam', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteTeam', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateBusinessUnit', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateBusinessUnit', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteBusinessUnit', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateProject', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateProject', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteProject', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateLocation', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateLocation', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteLocation', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateWorkCycle', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateWorkCycle', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteWorkCycle', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateLeaveScheme', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateLeaveScheme', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteLeaveScheme', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateScannerGroup', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: 1 },
  { name: 'UpdateScannerGroup', method: 'PUT', params: [], permission: ['setupSystem'], owner: 'api', specPart: 1 },
  { name: 'DeleteScannerGroup', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupSystem'], owner: 'api', specPart: 1 },
  { name: 'CreateEthnicGroup', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateEthnicGroup', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteEthnicGroup', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateLeaveType', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateLeaveType', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteLeaveType', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateAutoShiftTemplate', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateAutoShiftTemplate', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteAutoShiftTemplate', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateAutoShiftTemplateShifts', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateAutoShiftTemplateShifts', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteAutoShiftTemplateShifts', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateEmployeeShiftAdjustmentReason', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateEmployeeShiftAdjustmentReason', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteEmployeeShiftAdjustmentReason', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateEmployeeWorkCycleChangeReason', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateEmployeeWorkCycleChangeReason', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteEmployeeWorkCycleChangeReason', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateWorkPattern', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateWorkPattern', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteWorkPattern', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreatePayroll', method: 'POST', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'UpdatePayroll', method: 'PUT', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'DeletePayRoll', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'CreatePayrollPayCodeMapping', method: 'POST', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'UpdatePayrollPayCodeMapping', method: 'PUT', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'DeletePayrollPayCodeMapping', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'CreatePayrollNTMakeUp', method: 'POST', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'UpdatePayrollNTMakeUp', method: 'PUT', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'DeletePayrollNTMakeUp', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'CreatePayrollNTAddBeforeMakeUp', method: 'POST', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'UpdatePayrollNTAddBeforeMakeUp', method: 'PUT', params: [], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'DeletePayrollNTAddBeforeMakeUp', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupPayroll'], owner: 'api', specPart: 1 },
  { name: 'CreatePublicHolidayCalendar', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdatePublicHolidayCalendar', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeletePublicHolidayCalendar', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateShiftStatus', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'UpdateShiftStatus', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'DeleteShiftStatus', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: 1 },
  { name: 'CreateJobTitle', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'UpdateJobTitle', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteJobTitle', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'CreateEmployee', method: 'POST', params: [], permission: ['empEmployeesAdd'], owner: 'api', specPart: 1 },
  { name: 'UpdateEmployee', method: 'PUT', params: [{ name: 'ID', optional: false }], permission: ['empEmployeesEdit'], owner: 'api', specPart: 1 },
  { name: 'DeleteEmployee', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['empEmployeesDelete'], owner: 'api', specPart: 1 },
  { name: 'CreateEmployeePubHolCalendars', method: 'POST', params: [], permission: ['empEmployeesEdit'], owner: 'api', specPart: 1 },
  { name: 'UpdateEmployeePubHolCalendars', method: 'PUT', params: [{ name: 'ID', optional: false }], permission: ['empEmployeesEdit'], owner: 'api', specPart: 1 },
  { name: 'DeleteEmployeePubHolCalendars', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['empEmployeesEdit'], owner: 'api', specPart: 1 },
  { name: 'GetGoogleMapsAPIKey', method: 'GET', params: [], permission: ['empClockingsMap'], owner: 'api', specPart: 1 },
  { name: 'CreateAdjustment', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['clkTimeAdjustments'], owner: 'time-engine', specPart: 2 },
  { name: 'DeleteAdjustment', method: 'POST', params: [], permission: ['clkTimeAdjustments'], owner: 'time-engine', specPart: 2 },
  { name: 'ChangeShift', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'ChangeShiftPerWorkCycle', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'ChangeShiftPerShiftReplacementRules', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'CreateManualShift', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'CreateManualShiftPerWorkCycle', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'WorkCycleChange', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'ChangeCheckShiftsForShiftReplaceRules', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: 2 },
  { name: 'LockUnlockShift', method: 'POST', params: [], permission: ['clkLockUnlock'], owner: 'time-engine', specPart: 2 },
  { name: 'RecalcTimeValues', method: 'POST', params: [], permission: ['clkRecalculate'], owner: 'time-engine', specPart: 2 },
  { name: 'RecalcAutoShift', method: 'POST', params: [], permission: ['clkRecalculate'], owner: 'time-engine', specPart: 2 },
  { name: 'DeleteReprocessClockings', method: 'POST', params: [], permission: ['clkDeleteReprocess'], owner: 'time-engine', specPart: 2 },
  { name: 'FILOSwitchOnOff', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'time-engine', specPart: 2 },
  { name: 'HoursAuthorise', method: 'POST', params: [], permission: ['clkAuthoriseHours'], owner: 'payroll', specPart: 2 },
  { name: 'HoursExported', method: 'POST', params: [], permission: ['dataExport'], owner: 'payroll', specPart: 2 },
  { name: 'ChangeOrgInfo', method: 'POST', params: [], permission: ['clkChangeOrgInfo'], owner: 'time-engine', specPart: 2 },
  { name: 'ChangeLocation', method: 'POST', params: [], permission: ['clkChangeLocation'], owner: 'time-engine', specPart: 2 },
  { name: 'GetLocations', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetLeaveTypes', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetPublicHolidayCalendars', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetShiftStatuses', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetAutoShiftTemplates', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftAdjustmentReasons', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeeWorkCycleChangeReasons', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeesPerList', method: 'POST', params: [], permission: ['empEmployees', 'empClockings', 'rptReport', 'dataExport'], owner: 'api', specPart: 2 },
  { name: 'CreateRawClocking', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'ingestion', specPart: 2 },
  { name: 'CreateClockInOnly', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'time-engine', specPart: 2 },
  { name: 'CreateClockOutOnly', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'time-engine', specPart: 2 },
  { name: 'CreateClockInOut', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'time-engine', specPart: 2 },
  { name: 'InsertClocking', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'time-engine', specPart: 2 },
  { name: 'DeleteClocking', method: 'POST', params: [], permission: ['clkManualClocking'], owner: 'time-engine', specPart: 2 },
  { name: 'CreateLeaveApplication', method: 'POST', params: [], permission: ['clkLeave'], owner: 'leave', specPart: 2 },
  { name: 'CancelLeaveApplication', method: 'POST', params: [], permission: ['clkLeave'], owner: 'leave', specPart: 2 },
  { name: 'ApproveDeclineLeaveApps', method: 'POST', params: [], permission: ['clkLeave'], owner: 'leave', specPart: 2 },
  { name: 'ChangeLeaveOriginalShift', method: 'POST', params: [], permission: ['clkLeave'], owner: 'leave', specPart: 2 },
  { name: 'GetLeaveStatement', method: 'POST', params: [], permission: ['clkLeave'], owner: 'api', specPart: 2 },
  { name: 'AuthUnAuthHoursEmplsDateRange', method: 'POST', params: [], permission: ['clkAuthoriseHours'], owner: 'payroll', specPart: 2 },
  { name: 'CalculatePayrollValues', method: 'POST', params: [], permission: ['dataExport'], owner: 'payroll', specPart: 2 },
  { name: 'ExportHoursToPayroll', method: 'POST', params: [], permission: ['dataExport'], owner: 'payroll', specPart: 2 },
  { name: 'DeAllocateEmployeeShifts', method: 'POST', params: [{ name: 'EmployeeID', optional: false }], permission: ['empDeallocateShifts'], owner: 'time-engine', specPart: 2 },
  { name: 'AllocateEmployeeShifts', method: 'POST', params: [{ name: 'EmployeeID', optional: false }], permission: ['empEmployeesEdit'], owner: 'time-engine', specPart: 2 },
  { name: 'ReportFilterEmployeesInitialize', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'reportFilterEmployeesCreate', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportClockedTimes', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportAdjustments', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportShiftStatuses', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportTopXShiftStatuses', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportTimeTotals', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportWorkRoster', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportEmployeePayCodeAllocations', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportEmployeeEvacuation', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportEmployeeReaderGroupAllocations', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportEmployeeAttendance', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateReportEmployeeReaderActivity', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'GenerateEmployeeWorkRoster', method: 'POST', params: [], permission: ['rptReport'], owner: 'api', specPart: 2 },
  { name: 'EmployeeBulkUpdate', method: 'POST', params: [], permission: ['empEmployeesEdit'], owner: 'api', specPart: 2 },
  { name: 'EmployeeWorkCycleWorkPatternBulkUpdate', method: 'POST', params: [], permission: ['empEmployeesEdit'], owner: 'api', specPart: 2 },
  { name: 'EmployeeCardNumCRUD', method: 'POST', params: [], permission: ['empEmployeesEdit'], owner: 'api', specPart: 2 },
  { name: 'EmployeePhotoTemplateAddUpdate', method: 'POST', params: [], permission: ['empEmployeesEdit'], owner: 'api', specPart: 2 },
  { name: 'UploadImportExcelWorkRoster', method: 'POST', params: [], permission: ['dataImport'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeClockingsGeoPins', method: 'POST', params: [], permission: ['empClockingsMap'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeClockingsGeoPinLocations', method: 'POST', params: [], permission: ['empClockingsMap'], owner: 'api', specPart: 2 },
  { name: 'DataExportFromTemplate', method: 'POST', params: [], permission: ['dataExport'], owner: 'payroll', specPart: 2 },
  { name: 'GetEmployeeShiftClockings', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }, { name: 'ShowPhoto', optional: true }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftAccessClockings', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftAdjustments', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftShiftAdjustments', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftValueAllocs', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftPayCodeAllocs', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftOvertimePoolTimeAllocs', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftOvertimePools', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftLeaveActions', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftOrgInfo', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftStatuses', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeMainClockingList', method: 'POST', params: [], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShifts', method: 'POST', params: [], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeBioTemplates', method: 'POST', params: [{ name: 'EmployeeID', optional: false }], permission: ['empEmployees'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeWorkCycleChanges', method: 'POST', params: [{ name: 'EmployeeID', optional: false }, { name: 'FutureOnly', optional: false }, { name: 'EffectiveFrom', optional: true }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftAdjustmentReasons_IDName', method: 'GET', params: [{ name: 'CreateReasonID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeeWorkCycleChangeReasons_IDName', method: 'GET', params: [{ name: 'CreateReasonID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetWorkCycleWorkPatterns_IDNameForWorkCycleID', method: 'GET', params: [{ name: 'WorkCycleID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetWorkPatternDays_Shifts', method: 'GET', params: [{ name: 'WorkPatternID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeeMinDetails', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetLastXClockingsForEmployee', method: 'GET', params: [{ name: 'EmployeeID', optional: false }, { name: 'LastX', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetLeaveTypeReasons_IDNameForLeaveTypeID', method: 'GET', params: [{ name: 'LeaveTypeID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetLeaveAppsToApprove', method: 'GET', params: [{ name: 'UserID', optional: false }], permission: ['clkLeave'], owner: 'api', specPart: 2 },
  { name: 'GetLeaveBalances', method: 'GET', params: [{ name: 'EmployeeID', optional: false }], permission: ['clkLeave'], owner: 'api', specPart: 2 },
  { name: 'GetTimeCalculationMethod', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetEmployeePubHolCalendars', method: 'GET', params: [{ name: 'EmployeeID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeePubHolCalendars_IDName', method: 'GET', params: [{ name: 'EmployeeID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetDataExportTemplateParameters_ForDataExportTemplateID', method: 'GET', params: [{ name: 'DataExportTemplateID', optional: false }], permission: ['dataExport'], owner: 'api', specPart: 2 },
  { name: 'GetAdjustment_Details', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['empClockings'], owner: 'api', specPart: 2 },
  { name: 'GetPayrollPayCodeMapping', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetPayrollNTMakeUp', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetPayrollNTAddBeforeMakeUp', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeeShiftAdjustmentReason', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetEmployeeWorkCycleChangeReason', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetPayrollPayCodeMappings_ForPayrollID', method: 'GET', params: [{ name: 'PayrollID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetPayrollNTMakeUps_ForPayrollID', method: 'GET', params: [{ name: 'PayrollID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetPayrollNTAddBeforeMakeUps_ForPayrollID', method: 'GET', params: [{ name: 'PayrollID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetAutoShiftTemplateShifts_ForMasterID', method: 'GET', params: [{ name: 'MasterID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  { name: 'GetAutoShiftTemplateShifts_IDName_ForMasterID', method: 'GET', params: [{ name: 'MasterID', optional: false }], permission: 'any', owner: 'api', specPart: 2 },
  // The biometric reader ("Scanner") setup entity: the specification lists readers among the
  // setup screens but names only GetScanners_IDName, so it follows the setup-entity pattern.
  { name: 'CreateScanner', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'UpdateScanner', method: 'PUT', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'DeleteScanner', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'GetScanner', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetScanners', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  // Lines a reader sent that could not be taken (kept by ingestion, answered OK to the reader).
  { name: 'GetReaderQuarantine', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  // What a reader last said and when (docs/readers.md "Status"): for those who set readers up or run them.
  { name: 'GetReaderStatus', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['setupSystem', 'scannerMaint'], owner: 'api', specPart: null },
  // Reader operations (part 1 §2 biometric-reader-operations): commands queued for readers over ADMS, and their ledger.
  { name: 'SendReaderCommands', method: 'POST', params: [], permission: ['scannerMaint'], owner: 'ingestion', specPart: null },
  { name: 'CancelReaderCommands', method: 'POST', params: [], permission: ['scannerMaint'], owner: 'ingestion', specPart: null },
  { name: 'GetReaderCommands', method: 'POST', params: [], permission: ['scannerMaint'], owner: 'api', specPart: null },
  // The operations page picks employees by number and name: GetEmployees needs an employee flag
  // the reader operator need not hold, so the page has a list of its own (docs/readers.md "Commands").
  { name: 'GetReaderOperationEmployees', method: 'POST', params: [], permission: ['scannerMaint'], owner: 'api', specPart: null },
  // Master data the specification reads (genders) or lists among the setup screens without naming
  // calls (value types and templates, access expiry and time mask templates, employee filters):
  // they follow the setup-entity pattern, with the flag part 1 §6 gives their screens.
  { name: 'CreateGender', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: null },
  { name: 'UpdateGender', method: 'PUT', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: null },
  { name: 'DeleteGender', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: null },
  { name: 'CreateValueType', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'UpdateValueType', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'DeleteValueType', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'GetValueType', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetValueTypes', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetValueTypes_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'CreateValueTemplate', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'UpdateValueTemplate', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'DeleteValueTemplate', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'GetValueTemplate', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetValueTemplates', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetValueTemplates_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'CreateAccessExpiryTemplate', method: 'POST', params: [], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'UpdateAccessExpiryTemplate', method: 'PUT', params: [], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'DeleteAccessExpiryTemplate', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupRules'], owner: 'api', specPart: null },
  { name: 'GetAccessExpiryTemplate', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetAccessExpiryTemplates', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetAccessExpiryTemplates_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'CreateTimeMaskTemplate', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'UpdateTimeMaskTemplate', method: 'PUT', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'DeleteTimeMaskTemplate', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'GetTimeMaskTemplate', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetTimeMaskTemplates', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetTimeMaskTemplates_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'CreateEmployeeFilter', method: 'POST', params: [], permission: ['setupEvents'], owner: 'api', specPart: null },
  { name: 'UpdateEmployeeFilter', method: 'PUT', params: [], permission: ['setupEvents'], owner: 'api', specPart: null },
  { name: 'DeleteEmployeeFilter', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupEvents'], owner: 'api', specPart: null },
  { name: 'GetEmployeeFilter', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetEmployeeFilters', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetEmployeeFilters_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  // The employee's photograph as stored by EmployeePhotoTemplateAddUpdate.
  { name: 'GetEmployeePhoto', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['empEmployees', 'empClockings'], owner: 'api', specPart: null },
  // System users, security templates and user teams (part 1 §3): System & Security settings that
  // the specification lists without calls. Reads need setupSystem too: they show who may do what.
  ...setupCalls('SystemUser'),
  ...setupCalls('SecurityTemplate'),
  // An event type names the user teams it notifies, so its editors (setupEvents) may list their names.
  ...setupCalls('UserTeam').map((call): CallDef => (call.name === 'GetUserTeams_IDName' ? { ...call, permission: ['setupSystem', 'setupEvents'] } : call)),
  // Password self-service (part 1 §2 /forgot-password and /new-password) and the audit log.
  { name: 'ChangePassword', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'ForgotPassword', method: 'POST', params: [], permission: 'public', owner: 'api', specPart: null },
  { name: 'ResetPassword', method: 'POST', params: [], permission: 'public', owner: 'api', specPart: null },
  { name: 'GetAuditLog', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  // Shift, Work and Time Rules setups the specification lists without (all) their calls
  // (contracts/src/entities/rules.ts), in the setup-entity pattern.
  ...ruleSetupCalls('AdjustmentType', 'AdjustmentTypes', 'setupRules').filter((call) => call.name !== 'GetAdjustmentTypes_IDName'),
  ...ruleSetupCalls('ShiftAllowance', 'ShiftAllowances', 'setupRules'),
  ...ruleSetupCalls('ShiftBreak', 'ShiftBreaks', 'setupRules'),
  ...ruleSetupCalls('ShiftOvertime', 'ShiftOvertimes', 'setupRules'),
  ...ruleSetupCalls('RoundingType', 'RoundingTypes', 'setupRules'),
  ...ruleSetupCalls('Shift', 'Shifts', 'setupRules').filter((call) => call.name !== 'GetShifts_IDName'),
  { name: 'GetWorkPatterns', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  ...ruleSetupCalls('OvertimeLimit', 'OvertimeLimits', 'setupRules'),
  ...ruleSetupCalls('TargetMakeUp', 'TargetMakeUps', 'setupRules'),
  { name: 'GetAutoShiftTemplateShifts', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetAutoShiftTemplateShifts_IDName', method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  ...ruleSetupCalls('PublicHoliday', 'PublicHolidays', 'setupOrganisational'),
  // Pay and leave setups (contracts/src/entities/pay.ts, leave.ts): the calls the specification
  // does not name. Leave reasons take the specification's "leave type reason" call names.
  // Pay rates are also setupPayroll's "payroll pay rate" screens (part 1 §2, §6): either flag writes them.
  ...ruleSetupCalls('PayRate', 'PayRates', ['setupRules', 'setupPayroll']).filter((call) => call.name !== 'GetPayRates_IDName'),
  ...ruleSetupCalls('PayCode', 'PayCodes', 'setupPayroll').filter((call) => call.name !== 'GetPayCodes_IDName'),
  // The payroll's rows (contracts/src/entities/payroll.ts): the filtered lists and lookups the
  // setup pattern adds to the specification's calls, as for auto shift template shifts.
  ...['PayrollPayCodeMappings', 'PayrollNTMakeUps', 'PayrollNTAddBeforeMakeUps'].flatMap((plural): CallDef[] => [
    { name: `Get${plural}`, method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
    { name: `Get${plural}_IDName`, method: 'GET', params: [], permission: 'any', owner: 'api', specPart: null },
  ]),
  ...ruleSetupCalls('LeaveTypeReason', 'LeaveTypeReasons', 'setupRules'),
  ...ruleSetupCalls('LeaveRule', 'LeaveRules', 'setupRules'),
  // Shift adjustments (part 2 §2 tab shift adjustments): the specification lists them
  // (GetEmployeeShiftShiftAdjustments) without a call that makes or removes one.
  { name: 'CreateShiftAdjustment', method: 'POST', params: [{ name: 'EmployeeShiftsID', optional: false }], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: null },
  { name: 'DeleteShiftAdjustment', method: 'POST', params: [], permission: ['clkShiftChanges'], owner: 'time-engine', specPart: null },
  // Long-running jobs of every service (docs/architecture.md, Jobs): one's own, or every job
  // with setupSystem; CancelJob is for the requester or setupSystem (checked by the api).
  { name: 'GetJob', method: 'GET', params: [{ name: 'ID', optional: false }], permission: 'any', owner: 'api', specPart: null },
  { name: 'GetJobs', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'CancelJob', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  // Events a service set aside because its handler kept failing on them (docs/deploy.md "Parked
  // events"): listed from every service's view, retried or given up by the service that parked them.
  { name: 'GetParkedEvents', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'RetryParkedEvents', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  { name: 'DropParkedEvents', method: 'POST', params: [], permission: ['setupSystem'], owner: 'api', specPart: null },
  // Leave (LEAVE.md §2, §4): the accrual job on demand and the balances import, which the
  // specification names only as a Data Import option.
  { name: 'RunLeaveAccrual', method: 'POST', params: [], permission: ['setupRules'], owner: 'leave', specPart: null },
  { name: 'ImportLeaveBalances', method: 'POST', params: [], permission: ['dataImport'], owner: 'leave', specPart: null },
  // Payroll exports (docs/payroll.md, Export): the past exports and a file's download, which the
  // specification's Data Export page implies without naming a call.
  { name: 'GetDataExports', method: 'POST', params: [], permission: ['dataExport'], owner: 'payroll', specPart: null },
  { name: 'GetDataExportFile', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['dataExport'], owner: 'payroll', specPart: null },
  // Event alerts' setup (contracts/src/entities/alerts.ts, docs/alerts.md): event groups and event
  // types, which part 1 §6 puts under setupEvents without naming their calls.
  ...ruleSetupCalls('EventGroup', 'EventGroups', 'setupEvents'),
  ...ruleSetupCalls('EventType', 'EventTypes', 'setupEvents'),
  // Alerts (docs/alerts.md, "Delivery"): the log of what was sent, and a test message per event type.
  { name: 'GetAlertLog', method: 'POST', params: [], permission: ['setupEvents'], owner: 'alerts', specPart: null },
  { name: 'SendTestAlert', method: 'POST', params: [], permission: ['setupEvents'], owner: 'alerts', specPart: null },
  // Clocking files (part 2 §2 Data Import: clocking files and the import log; docs/readers.md
  // "Clocking files"): the upload (dry run or import job) is decided by ingestion; the api reads
  // the log and a reader's saved mapping from ingestion's views.
  { name: 'UploadClockingFile', method: 'POST', params: [], permission: ['dataImport'], owner: 'ingestion', specPart: null },
  { name: 'GetClockingImports', method: 'POST', params: [], permission: ['dataImport'], owner: 'api', specPart: null },
  { name: 'GetClockingImport', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['dataImport'], owner: 'api', specPart: null },
  { name: 'GetClockingFileMapping', method: 'GET', params: [{ name: 'ScannerID', optional: false }], permission: ['dataImport'], owner: 'api', specPart: null },
  // Reports (docs/reports.md, "Jobs and downloads"): a finished report's file, for the user who asked for it.
  { name: 'DownloadReport', method: 'GET', params: [{ name: 'ID', optional: false }], permission: ['rptReport'], owner: 'api', specPart: null },
  // The installation's zone, in which the report pages read a wall time (the Evacuation's "now").
  { name: 'GetReportDefaults', method: 'GET', params: [], permission: ['rptReport'], owner: 'api', specPart: null },
  // Employee Graphs (docs/reports.md, "Graphs"): the specification names the group and the screen
  // without a call; each graph reads the time engine's stored days for a period and a selection.
  { name: 'GetGraphStatusesPerDay', method: 'POST', params: [], permission: ['rptGraph'], owner: 'api', specPart: null },
  { name: 'GetGraphHoursByDepartment', method: 'POST', params: [], permission: ['rptGraph'], owner: 'api', specPart: null },
  { name: 'GetGraphTopExceptions', method: 'POST', params: [], permission: ['rptGraph'], owner: 'api', specPart: null },
  { name: 'GetGraphAttendanceRate', method: 'POST', params: [], permission: ['rptGraph'], owner: 'api', specPart: null },
];

/** The six calls of a setup entity: writes need its flag (any one, when several), reads a login. */
function ruleSetupCalls(name: string, plural: string, flags: Permission | Permission[]): CallDef[] {
  const flag = ([] as Permission[]).concat(flags);
  const id = [{ name: 'ID', optional: false }];
  const own = { owner: 'api', specPart: null } as const;
  return [
    { name: `Create${name}`, method: 'POST', params: [], permission: flag, ...own },
    { name: `Update${name}`, method: 'PUT', params: [], permission: flag, ...own },
    { name: `Delete${name}`, method: 'DELETE', params: id, permission: flag, ...own },
    { name: `Get${name}`, method: 'GET', params: id, permission: 'any', ...own },
    { name: `Get${plural}`, method: 'POST', params: [], permission: 'any', ...own },
    { name: `Get${plural}_IDName`, method: 'GET', params: [], permission: 'any', ...own },
  ];
}

/** The six calls of a System & Security setup entity, every one needing setupSystem. */
function setupCalls(name: string): CallDef[] {
  const flag: Permission[] = ['setupSystem'];
  const id = [{ name: 'ID', optional: false }];
  return [
    { name: `Create${name}`, method: 'POST', params: [], permission: flag, owner: 'api', specPart: null },
    { name: `Update${name}`, method: 'PUT', params: [], permission: flag, owner: 'api', specPart: null },
    { name: `Delete${name}`, method: 'DELETE', params: id, permission: flag, owner: 'api', specPart: null },
    { name: `Get${name}`, method: 'GET', params: id, permission: flag, owner: 'api', specPart: null },
    { name: `Get${name}s`, method: 'POST', params: [], permission: flag, owner: 'api', specPart: null },
    { name: `Get${name}s_IDName`, method: 'GET', params: [], permission: flag, owner: 'api', specPart: null },
  ];
}

const CALLS_BY_NAME: ReadonlyMap<string, CallDef> = new Map(CALLS.map((call) => [call.name, call]));

/** The call of that exact name (case-sensitive, as served at /api/<name>). */
export function callByName(name: string): CallDef | undefined {
  return CALLS_BY_NAME.get(name);
}

/** Whether a logged-in user may make the call; administrators may make every call. */
export function hasPermission(call: CallDef, user: UserRights): boolean {
  if (call.permission === 'public' || call.permission === 'any') return true;
  return hasAnyPermission(user, call.permission);
}
