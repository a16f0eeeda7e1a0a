import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, callByName, hasPermission, type CallDef } from './calls';
import { isPermission, type Permission, type UserRights } from './permissions';
import { SERVICE_NAMES } from './services';

// The project's own copy of the specification's catalogue (shared/spec/calls.tsv), so a clone checks on its own.
const CALLS_TSV = path.resolve(__dirname, '../spec/calls.tsv');
const TSV_HEADER = 'call\tmethod\tparams\tpermission\towner\tspec_part';

function readSpecCalls(): CallDef[] {
  const [header, ...rows] = readFileSync(CALLS_TSV, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '' && !line.startsWith('#'));
  expect(header, 'calls.tsv columns changed').toBe(TSV_HEADER);
  return rows.map((row) => {
    const [name, method, params, permission, owner, specPart] = row.split('\t');
    return {
      name,
      method,
      params: params
        ? params.split(',').map((param) => ({ name: param.replace(/\?$/, ''), optional: param.endsWith('?') }))
        : [],
      permission: permission === 'public' || permission === 'any' ? permission : permission.split('|'),
      owner,
      specPart: Number(specPart),
    } as CallDef;
  });
}

const user = (permissions: UserRights['permissions'], isAdministrator = false): UserRights => ({ isAdministrator, permissions });
const flagsOf = (call: CallDef): Permission[] => (Array.isArray(call.permission) ? call.permission : []);

describe('the call catalogue', () => {
  let specCalls: CallDef[];
  beforeAll(() => {
    specCalls = readSpecCalls();
  });

  it('holds every row of calls.tsv, in order, unchanged', () => {
    expect(specCalls.length).toBeGreaterThan(200);
    expect(CALLS.slice(0, specCalls.length)).toEqual(specCalls);
  });

  it('adds only the reader setup, reader command, master data, security setup, password, audit, rules, pay, payroll and leave setup, shift adjustment, job, leave job, payroll export, event alert setup, alert delivery, clocking file, report download and defaults and graph calls of its own, after the specification rows', () => {
    const ownCalls = CALLS.slice(specCalls.length);
    const security = (name: string) => [
      [`Create${name}`, 'POST', ['setupSystem']],
      [`Update${name}`, 'PUT', ['setupSystem']],
      [`Delete${name}`, 'DELETE', ['setupSystem']],
      [`Get${name}`, 'GET', ['setupSystem']],
      [`Get${name}s`, 'POST', ['setupSystem']],
      [`Get${name}s_IDName`, 'GET', ['setupSystem']],
    ];
    const masterData = (name: string, flag: string | string[]) => [
      [`Create${name}`, 'POST', [flag].flat()],
      [`Update${name}`, 'PUT', [flag].flat()],
      [`Delete${name}`, 'DELETE', [flag].flat()],
      [`Get${name}`, 'GET', 'any'],
      [`Get${name}s`, 'POST', 'any'],
      [`Get${name}s_IDName`, 'GET', 'any'],
    ];
    expect(ownCalls.map((call) => [call.name, call.method, call.permission])).toEqual([
      ['CreateScanner', 'POST', ['setupSystem']],
      ['UpdateScanner', 'PUT', ['setupSystem']],
      ['DeleteScanner', 'DELETE', ['setupSystem']],
      ['GetScanner', 'GET', 'any'],
      ['GetScanners', 'POST', 'any'],
      ['GetReaderQuarantine', 'POST', ['setupSystem']],
      ['GetReaderStatus', 'GET', ['setupSystem', 'scannerMaint']],
      ['SendReaderCommands', 'POST', ['scannerMaint']],
      ['CancelReaderCommands', 'POST', ['scannerMaint']],
      ['GetReaderCommands', 'POST', ['scannerMaint']],
      ['GetReaderOperationEmployees', 'POST', ['scannerMaint']],
      ...masterData('Gender', 'setupOrganisational').slice(0, 3),
      ...masterData('ValueType', 'setupRules'),
      ...masterData('ValueTemplate', 'setupRules'),
      ...masterData('AccessExpiryTemplate', 'setupRules'),
      ...masterData('TimeMaskTemplate', 'setupSystem'),
      ...masterData('EmployeeFilter', 'setupEvents'),
      ['GetEmployeePhoto', 'GET', ['empEmployees', 'empClockings']],
      ...security('SystemUser'),
      ...security('SecurityTemplate'),
      ...security('UserTeam').slice(0, 5),
      ['GetUserTeams_IDName', 'GET', ['setupSystem', 'setupEvents']],
      ['ChangePassword', 'POST', 'any'],
      ['ForgotPassword', 'POST', 'public'],
      ['ResetPassword', 'POST', 'public'],
      ['GetAuditLog', 'POST', ['setupSystem']],
      ...masterData('AdjustmentType', 'setupRules').slice(0, 5),
      ...masterData('ShiftAllowance', 'setupRules'),
      ...masterData('ShiftBreak', 'setupRules'),
      ...masterData('ShiftOvertime', 'setupRules'),
      ...masterData('RoundingType', 'setupRules'),
      ...masterData('Shift', 'setupRules').slice(0, 5),
      ['GetWorkPatterns', 'POST', 'any'],
      ...masterData('OvertimeLimit', 'setupRules'),
      ...masterData('TargetMakeUp', 'setupRules'),
      ['GetAutoShiftTemplateShifts', 'POST', 'any'],
      ['GetAutoShiftTemplateShifts_IDName', 'GET', 'any'],
      ...masterData('PublicHoliday', 'setupOrganisational'),
      ...masterData('PayRate', ['setupRules', 'setupPayroll']).slice(0, 5),
      ...masterData('PayCode', 'setupPayroll').slice(0, 5),
      ['GetPayrollPayCodeMappings', 'POST', 'any'],
      ['GetPayrollPayCodeMappings_IDName', 'GET', 'any'],
      ['GetPayrollNTMakeUps', 'POST', 'any'],
      ['GetPayrollNTMakeUps_IDName', 'GET', 'any'],
      ['GetPayrollNTAddBeforeMakeUps', 'POST', 'any'],
      ['GetPayrollNTAddBeforeMakeUps_IDName', 'GET', 'any'],
      ...masterData('LeaveTypeReason', 'setupRules'),
      ...masterData('LeaveRule', 'setupRules'),
      ['CreateShiftAdjustment', 'POST', ['clkShiftChanges']],
      ['DeleteShiftAdjustment', 'POST', ['clkShiftChanges']],
      ['GetJob', 'GET', 'any'],
      ['GetJobs', 'POST', 'any'],
      ['CancelJob', 'POST', 'any'],
      ['GetParkedEvents', 'POST', ['setupSystem']],
      ['RetryParkedEvents', 'POST', ['setupSystem']],
      ['DropParkedEvents', 'POST', ['setupSystem']],
      ['RunLeaveAccrual', 'POST', ['setupRules']],
      ['ImportLeaveBalances', 'POST', ['dataImport']],
      ['GetDataExports', 'POST', ['dataExport']],
      ['GetDataExportFile', 'GET', ['dataExport']],
      ...masterData('EventGroup', 'setupEvents'),
      ...masterData('EventType', 'setupEvents'),
      ['GetAlertLog', 'POST', ['setupEvents']],
      ['SendTestAlert', 'POST', ['setupEvents']],
      ['UploadClockingFile', 'POST', ['dataImport']],
      ['GetClockingImports', 'POST', ['dataImport']],
      ['GetClockingImport', 'GET', ['dataImport']],
      ['GetClockingFileMapping', 'GET', ['dataImport']],
      ['DownloadReport', 'GET', ['rptReport']],
      ['GetReportDefaults', 'GET', ['rptReport']],
      ['GetGraphStatusesPerDay', 'POST', ['rptGraph']],
      ['GetGraphHoursByDepartment', 'POST', ['rptGraph']],
      ['GetGraphTopExceptions', 'POST', ['rptGraph']],
      ['GetGraphAttendanceRate', 'POST', ['rptGraph']],
    ]);
    expect(callByName('DeleteSystemUser')?.params).toEqual([{ name: 'ID', optional: false }]);
    expect(ownCalls.every((call) => call.specPart === null)).toBe(true);
    // Ingestion queues reader commands and takes clocking files, the time engine decides shift adjustments, leave its jobs, payroll its exports, alerts its log and tests; every other call of the project's own is the api's.
    expect(ownCalls.filter((call) => call.owner !== 'api').map((call) => call.name)).toEqual([
      'SendReaderCommands',
      'CancelReaderCommands',
      'CreateShiftAdjustment',
      'DeleteShiftAdjustment',
      'RunLeaveAccrual',
      'ImportLeaveBalances',
      'GetDataExports',
      'GetDataExportFile',
      'GetAlertLog',
      'SendTestAlert',
      'UploadClockingFile',
    ]);
    expect(callByName('DeleteScanner')?.params).toEqual([{ name: 'ID', optional: false }]);
  });

  it('names each call once', () => {
    expect(new Set(CALLS.map((call) => call.name)).size).toBe(CALLS.length);
  });

  it('uses only known permission flags and services', () => {
    const unknownFlags = CALLS.flatMap(flagsOf).filter((flag) => !isPermission(flag));
    expect(unknownFlags).toEqual([]);
    const unknownOwners = CALLS.map((call) => call.owner).filter((owner) => !SERVICE_NAMES.includes(owner));
    expect(unknownOwners).toEqual([]);
  });

  it('finds a call by its exact name only', () => {
    for (const call of CALLS) expect(callByName(call.name)).toBe(call);
    expect(callByName('logout')?.method).toBe('POST');
    expect(callByName('Logout')).toBeUndefined();
    expect(callByName('getemployee')).toBeUndefined();
    expect(callByName('NoSuchCall')).toBeUndefined();
  });

  it('keeps optional parameters apart from required ones', () => {
    expect(callByName('GetEmployeeWorkCycleChanges')?.params).toEqual([
      { name: 'EmployeeID', optional: false },
      { name: 'FutureOnly', optional: false },
      { name: 'EffectiveFrom', optional: true },
    ]);
    expect(callByName('GetShifts_IDName')?.params).toEqual([{ name: 'ShiftID', optional: true }]);
  });
});

describe('hasPermission', () => {
  const getEmployees = callByName('GetEmployees')!;
  const createLeave = callByName('CreateLeaveApplication')!;

  it('lets an administrator make every call without any flag', () => {
    expect(CALLS.every((call) => hasPermission(call, user({}, true)))).toBe(true);
  });

  it('lets any logged-in user make public and any calls', () => {
    expect(hasPermission(callByName('UserLogin')!, user({}))).toBe(true);
    expect(hasPermission(callByName('GetJobTitles')!, user({}))).toBe(true);
  });

  it('lets a user with any one of the flags make the call', () => {
    expect(hasPermission(getEmployees, user({ rptReport: true }))).toBe(true);
    expect(hasPermission(getEmployees, user({ dataExport: true, empEmployees: false }))).toBe(true);
    expect(hasPermission(createLeave, user({ clkLeave: true }))).toBe(true);
  });

  it('refuses a user without any of the flags', () => {
    expect(hasPermission(getEmployees, user({}))).toBe(false);
    expect(hasPermission(getEmployees, user({ empEmployees: false, dataImport: true }))).toBe(false);
    expect(hasPermission(createLeave, user({ clkManualClocking: true }))).toBe(false);
    expect(hasPermission(callByName('DeleteScanner')!, user({ setupOrganisational: true }))).toBe(false);
  });
});
