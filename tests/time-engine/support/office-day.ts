import type { Employee, EmployeeShift } from '@tna/contracts';
import type { ApiClient } from '../../support/api-client';
import { waitFor } from '../../support/wait';

/** The employee's zone: UTC+2 all year, so 08:25 there is 06:25Z. */
export const OFFICE_ZONE = 'Africa/Johannesburg';
export const OFFICE_DATE = '2026-03-02';

/**
 * An office day in Johannesburg (08:00–17:00, late-in grace 10, unpaid lunch 12:00–13:00, tiers
 * 60 in bucket 1 then bucket 2) and an employee on it who clocked IN 08:25 (late past grace),
 * IN again at 08:26 (a duplicate), OUT 17:40, all from an access reader; answers the calculated day.
 */
export async function clockedOfficeDay(api: ApiClient, employeeNumber: string): Promise<{ employee: Employee; day: EmployeeShift }> {
  const shift = await api.ok<{ id: string }>('CreateShift', {
    name: `Office ${employeeNumber}`,
    startTime: '08:00',
    endTime: '17:00',
    targetWorkHours: 480,
    graceLateIn: 10,
    breaks: [{ start: '12:00', end: '13:00', paid: false }],
    overtimeTiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 2 }],
  });
  const pattern = await api.ok<{ id: string }>('CreateWorkPattern', { name: `Weekdays ${employeeNumber}`, days: [...Array.from({ length: 5 }, () => ({ shiftID: shift.id })), { shiftID: null }, { shiftID: null }] });
  const cycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: `Office ${employeeNumber}`, workPatterns: [{ workPatternID: pattern.id }] });
  const employee = await api.ok<Employee>('CreateEmployee', {
    employeeNumber,
    firstName: 'Lerato',
    surname: 'Dlamini',
    timeZone: OFFICE_ZONE,
    workCycleID: cycle.id,
    workPatternStartDate: OFFICE_DATE,
    workPatternStartDay: 1,
  });
  for (const [at, direction] of [
    ['08:25', 'IN'],
    ['08:26', 'IN'],
    ['17:40', 'OUT'],
  ]) {
    await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${OFFICE_DATE}T${at}:00+02:00`, direction });
  }
  const day = await waitFor('the office day calculated with its three clockings', async () => {
    const days = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: OFFICE_DATE, to: OFFICE_DATE });
    return days[0]?.statuses.includes(1) && days[0].overTime1Tot > 0 ? days[0] : undefined;
  });
  return { employee, day };
}
