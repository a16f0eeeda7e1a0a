import { randomBytes } from 'node:crypto';
import type { Employee, EmployeeShift, Scanner } from '@tna/contracts';
import type { ApiClient } from './api-client';
import { ZkPushDevice, type UploadAnswer } from './zk-push-device';

/** Readers and employees for tests and benchmarks that push many clockings. */
export async function aCompany(api: ApiClient, options: { employees: number; readers: number }): Promise<{ employees: Employee[]; readers: Scanner[] }> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const readers: Scanner[] = [];
  for (let i = 0; i < options.readers; i++) {
    readers.push(await api.ok<Scanner>('CreateScanner', { name: `Reader ${tag}-${i}`, make: 'ZKTeco', type: 'T&A', externalId: `ZK${tag}${i}`, timeZone: 'Africa/Johannesburg' }));
  }
  const employees: Employee[] = [];
  for (let i = 0; i < options.employees; i++) {
    employees.push(
      await api.ok<Employee>('CreateEmployee', { employeeNumber: `${tag}${String(i).padStart(5, '0')}`, firstName: 'Worker', surname: `No ${i}`, timeZone: 'Africa/Johannesburg' }),
    );
  }
  return { employees, readers };
}

/**
 * `count` distinct clockings spread over the employees, each employee's `spacingMinutes` apart
 * (7 by default: a hundred clockings make one long day), as ATTLOG lines per reader.
 */
export function clockingBatches(employees: readonly Employee[], readers: number, count: number, batchSize: number, startDate = '2026-04-01', spacingMinutes = 7): string[][][] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const perReader: string[][] = Array.from({ length: readers }, () => []);
  for (let i = 0; i < count; i++) {
    const employee = employees[i % employees.length];
    const nth = Math.floor(i / employees.length);
    const local = new Date(start + nth * spacingMinutes * 60_000 + (i % employees.length) * 1_000).toISOString().slice(0, 19);
    perReader[i % readers].push(`${employee.employeeNumber}\t${local.replace('T', ' ')}\t0\t1\t0\t0\t0`);
  }
  return perReader.map((lines) => {
    const batches: string[][] = [];
    for (let i = 0; i < lines.length; i += batchSize) batches.push(lines.slice(i, i + batchSize));
    return batches;
  });
}

/**
 * Readers pushing clockingBatches' lists as firmware does: `upload(from, to)` sends each reader's
 * batches from `from` up to `to` in turn, re-sending each until accepted, the readers side by side;
 * `onAnswer` sees every answer.
 */
export function readersPushing(readerUrl: string, readers: readonly Scanner[], batches: readonly string[][][]) {
  const devices = readers.map((reader) => new ZkPushDevice(readerUrl, reader.externalId));
  const upload = (from: number, to: number, onAnswer?: (answer: UploadAnswer) => void) =>
    Promise.all(
      devices.map(async (device, r) => {
        for (const batch of batches[r].slice(from, to)) await device.uploadUntilAccepted(batch, undefined, onAnswer);
      }),
    );
  return { devices, perReader: batches[0].length, upload };
}

/** A shift worked Monday to Friday with the weekend off, as a work cycle of one seven-day pattern (day 1 a Monday). */
export async function aWeekdayRoster(api: ApiClient, shift: Record<string, unknown>): Promise<{ shiftID: string; workCycleID: string }> {
  const { id: shiftID } = await api.ok<{ id: string }>('CreateShift', shift);
  const pattern = await api.ok<{ id: string }>('CreateWorkPattern', {
    name: `Weekdays ${randomBytes(3).toString('hex')}`,
    days: [...Array.from({ length: 5 }, () => ({ shiftID })), { shiftID: null }, { shiftID: null }],
  });
  const cycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: `Weekdays ${randomBytes(3).toString('hex')}`, workPatterns: [{ workPatternID: pattern.id }] });
  return { shiftID, workCycleID: cycle.id };
}

/** The office shift most tests roster: 08:00–17:00, eight hours, an unpaid lunch hour. */
export const OFFICE_DAY = {
  name: 'Office day',
  startTime: '08:00',
  endTime: '17:00',
  targetWorkHours: 480,
  breaks: [{ start: '12:00', end: '13:00', paid: false }],
};

/** The employee's calculated day of `date`, or undefined before the engine has one. */
export async function dayOf(api: ApiClient, employee: Employee, date: string): Promise<EmployeeShift | undefined> {
  const [day] = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: date, to: date });
  return day;
}

/**
 * A time-and-attendance reader and an employee on a weekday roster of a 07:30–16:30 day shift
 * (target 8 h, unpaid lunch 12:00–13:00), both in `zone`; `shift` adds to or overrides the shift.
 */
export async function aDayShiftWorker(
  api: ApiClient,
  options: { readerUrl: string; zone: string; rosterStart: string; employee: { employeeNumber: string; firstName: string; surname: string }; shift?: Record<string, unknown> },
): Promise<{ employee: Employee; reader: ZkPushDevice }> {
  const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
  const scanner = await api.ok<Scanner>('CreateScanner', { name: `Gate ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: options.zone });
  const roster = await aWeekdayRoster(api, { ...OFFICE_DAY, name: 'Day shift', startTime: '07:30', endTime: '16:30', ...options.shift });
  const employee = await anEmployeeOn(api, options.employee, roster.workCycleID, options.rosterStart, options.zone);
  return { employee, reader: new ZkPushDevice(options.readerUrl, scanner.externalId) };
}

/** An employee in `zone` on the work cycle, its first pattern day on `rosterStart`. */
export const anEmployeeOn = (
  api: ApiClient,
  person: { employeeNumber: string; firstName: string; surname: string },
  workCycleID: string,
  rosterStart: string,
  zone = 'Africa/Johannesburg',
) => api.ok<Employee>('CreateEmployee', { ...person, timeZone: zone, workCycleID, workPatternStartDate: rosterStart, workPatternStartDay: 1 });
