import type { Employee, EmployeeShift } from '@tna/contracts';
import type { ApiClient } from '../../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../../support/company';
import { waitFor } from '../../support/wait';

const DAY_MS = 86_400_000;
/** The Monday two weeks before this one: its days are over, and within manual clockings' 366 days. */
const now = new Date();
const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 14);
export const dateOf = (n: number) => new Date(monday + n * DAY_MS).toISOString().slice(0, 10);
export const MONDAY = dateOf(0);
export const TUESDAY = dateOf(1);

/** The night shift: 22:00 to 06:00 the next morning, no break. */
export const NIGHT = { name: 'Night', startTime: '22:00', endTime: '06:00', targetWorkHours: 480, breaks: [] };

/** A small company with known clockings on Monday and Tuesday two weeks ago, and its stored days. */
export interface ClockedCompany {
  dayOps: { id: string; name: string };
  nightOps: { id: string; name: string };
  /** Ada Day (R1001), office hours in Africa/Johannesburg, department Day Ops. */
  ada: Employee;
  /** Nora Night (R1002), nights in Europe/London, department Night Ops. */
  nora: Employee;
  /** Ben Day (R1003), office hours in Africa/Johannesburg, department Day Ops. */
  ben: Employee;
  filter: { id: string };
  /** The engine's stored days, by employee number then date. */
  days: Record<string, Record<string, EmployeeShift>>;
}

/**
 * Ada: Monday 08:00–17:00, Tuesday 08:00–12:00 and 13:00–17:00 (+02:00). Nora, a night worker in
 * London (UTC in November): Monday 22:00 to Tuesday 06:00, Tuesday 22:00 to Wednesday 06:00. Ben:
 * Monday 08:30–17:00, Tuesday 08:00–17:00. Waits until the engine has calculated the six days.
 */
export async function aClockedCompany(api: ApiClient): Promise<ClockedCompany> {
  const dayOps = await api.ok<{ id: string; name: string }>('CreateDepartment', { name: 'Day Ops' });
  const nightOps = await api.ok<{ id: string; name: string }>('CreateDepartment', { name: 'Night Ops' });
  const office = await aWeekdayRoster(api, OFFICE_DAY);
  const nights = await aWeekdayRoster(api, NIGHT);
  const person = (employeeNumber: string, firstName: string, surname: string, workCycleID: string, timeZone: string, departmentID: string) =>
    api.ok<Employee>('CreateEmployee', { employeeNumber, firstName, surname, timeZone, workCycleID, workPatternStartDate: MONDAY, workPatternStartDay: 1, departmentID });
  const ada = await person('R1001', 'Ada', 'Day', office.workCycleID, 'Africa/Johannesburg', dayOps.id);
  const nora = await person('R1002', 'Nora', 'Night', nights.workCycleID, 'Europe/London', nightOps.id);
  const ben = await person('R1003', 'Ben', 'Day', office.workCycleID, 'Africa/Johannesburg', dayOps.id);
  const filter = await api.ok<{ id: string }>('CreateEmployeeFilter', { name: 'Night people', departmentID: nightOps.id, sortBy: 'surname' });
  const WEDNESDAY = dateOf(2);
  const clockings: [Employee, string][] = [
    [ada, `${MONDAY}T08:00:00+02:00`],
    [ada, `${MONDAY}T17:00:00+02:00`],
    [ada, `${TUESDAY}T08:00:00+02:00`],
    [ada, `${TUESDAY}T12:00:00+02:00`],
    [ada, `${TUESDAY}T13:00:00+02:00`],
    [ada, `${TUESDAY}T17:00:00+02:00`],
    [nora, `${MONDAY}T22:00:00+00:00`],
    [nora, `${TUESDAY}T06:00:00+00:00`],
    [nora, `${TUESDAY}T22:00:00+00:00`],
    [nora, `${WEDNESDAY}T06:00:00+00:00`],
    [ben, `${MONDAY}T08:30:00+02:00`],
    [ben, `${MONDAY}T17:00:00+02:00`],
    [ben, `${TUESDAY}T08:00:00+02:00`],
    [ben, `${TUESDAY}T17:00:00+02:00`],
  ];
  for (const [employee, clockedAt] of clockings) await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt });
  const days: ClockedCompany['days'] = {};
  for (const employee of [ada, nora, ben]) {
    days[employee.employeeNumber] = {};
    for (const date of [MONDAY, TUESDAY]) {
      days[employee.employeeNumber][date] = await waitFor(`${employee.employeeNumber} ${date} calculated with both clockings`, async () => {
        const day = await dayOf(api, employee, date);
        return day && day.statuses.includes(1) && day.clockings.length >= 2 && day.clockings.every((clocking) => clocking.role !== 'ignored') ? day : undefined;
      });
    }
  }
  return { dayOps, nightOps, ada, nora, ben, filter, days };
}
