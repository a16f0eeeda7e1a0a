import type { CreateLeaveApplicationResult, RunLeaveAccrualResult } from '@tna/contracts';
import type { ApiClient } from '../support/api-client';
import { ensure } from './demo-company';
import { jobDone } from './demo-roster';

/** Days from an ISO date. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface DemoLeave {
  granted: number;
  pending: number;
}

/**
 * The demo company's leave: annual leave (15 days a year, 18 after five years, at most 30, 5
 * carried over), sick leave (a day per 26 days worked) and family responsibility leave, one
 * scheme for everybody, the accrual run up to today, granted leave last week for a few
 * employees and applications waiting for approval next week for a few others. Running it again
 * adds nothing twice: setups are found by name, the accrual job is idempotent, and a second
 * application for the same days is refused (42, 43).
 */
export async function seedDemoLeave(
  api: ApiClient,
  employees: readonly { id: string }[],
  options: { today: string; log?: (line: string) => void },
): Promise<DemoLeave> {
  const log = options.log ?? (() => undefined);
  const annual = await ensure(api, 'LeaveType', 'LeaveTypes', { name: 'Annual Leave', unitOfMeasure: 2, minBalance: 0 });
  const sick = await ensure(api, 'LeaveType', 'LeaveTypes', { name: 'Sick Leave', unitOfMeasure: 2, minBalance: -3 });
  await ensure(api, 'LeaveType', 'LeaveTypes', { name: 'Family Responsibility Leave', unitOfMeasure: 2 });
  const monthly = { accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, maxAccumulation: 30, carryOverLimit: 5 };
  const annualLong = await ensure(api, 'LeaveRule', 'LeaveRules', { name: 'Annual leave after 5 years', leaveTypeID: annual, lengthOfService: 60, accrueValue: 1.5, ...monthly });
  const annualBase = await ensure(api, 'LeaveRule', 'LeaveRules', { name: 'Annual leave', leaveTypeID: annual, lengthOfService: 0, accrueValue: 1.25, ...monthly });
  const sickRule = await ensure(api, 'LeaveRule', 'LeaveRules', {
    name: 'Sick leave per days worked',
    leaveTypeID: sick,
    lengthOfService: 0,
    accrualInterval: 3,
    accrueType: 'perXDaysWorked',
    x: 26,
    accrueValue: 1,
  });
  const scheme = await ensure(api, 'LeaveScheme', 'LeaveSchemes', {
    name: 'Standard leave',
    leaveRules: [annualLong, annualBase, sickRule].map((leaveRuleID, index) => ({ leaveRuleID, sequenceNumber: index + 1 })),
  });
  await api.ok('EmployeeBulkUpdate', { employeeIDs: employees.map((employee) => employee.id), changes: { leaveSchemeID: scheme } });

  const accrual = await api.ok<RunLeaveAccrualResult>('RunLeaveAccrual', { asOf: options.today });
  await jobDone(api, accrual.jobID);
  log(`leave scheme given to ${employees.length} employees and accrued up to ${options.today}`);

  let granted = 0;
  let pending = 0;
  const lastWeek = addDays(options.today, -7);
  const nextWeek = addDays(options.today, 7);
  for (const [index, employee] of employees.slice(0, 20).entries()) {
    const past = index < 10;
    const day = past ? addDays(lastWeek, index % 5) : addDays(nextWeek, index % 5);
    // Three days hold a working day on every demo roster (days off come at most two together).
    const answer = await api.ok<CreateLeaveApplicationResult>('CreateLeaveApplication', {
      employeeID: employee.id,
      leaveTypeID: annual,
      startDate: day,
      endDate: addDays(day, 2),
      duration: index % 3 === 0 ? 0.5 : 1,
      position: 'BEGIN',
      applicantComment: past ? 'Family visit' : 'School holiday',
      approved: past,
    });
    if (answer.resultCode === 40) granted++;
    if (answer.resultCode === 41) pending++;
  }
  log(`${granted} leave applications granted last week, ${pending} waiting for approval next week`);
  return { granted, pending };
}
