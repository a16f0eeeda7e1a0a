import type { Employee, Job, ListResult, RecalcResult, WorkCycleChangeResult } from '@tna/contracts';
import type { ApiClient } from '../support/api-client';
import { ZkPushDevice } from '../support/zk-push-device';
import { DEMO_READER_SERIALS, demoEmployeeNumber, ensure, inParallel, sequence } from './demo-company';

const ZONE = 'Africa/Johannesburg';
/** Four weeks of clockings up to today. */
const DAYS = 28;
const LINES_PER_UPLOAD = 2_000;

/** A shift as the seed clocks it: start and end in minutes from the shift date's midnight (a night shift ends past 1440). */
interface DemoShift {
  name: string;
  start: number;
  end: number;
  /** A flexi shift: the earliest and latest start, outside which the IN is early or late. */
  earliestStart?: number;
  latestStart?: number;
  setup: Record<string, unknown>;
}

const grace = { graceLateIn: 5, graceEarlyIn: 15, graceEarlyOut: 5, graceLateOut: 15 };
const overtime = { overtimeTiers: [{ bucket: 1, maxMinutes: 120 }, { bucket: 2 }] };

const SHIFTS = {
  day: {
    name: 'Demo Day 07:00-16:00',
    start: 7 * 60,
    end: 16 * 60,
    setup: { abbreviation: 'DAY', startTime: '07:00', endTime: '16:00', targetWorkHours: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }], ...grace, ...overtime },
  },
  night: {
    name: 'Demo Night 22:00-06:00',
    start: 22 * 60,
    end: 30 * 60,
    setup: { abbreviation: 'NIGHT', startTime: '22:00', endTime: '06:00', targetWorkHours: 450, breaks: [{ minutes: 30, after: 240, paid: false }], ...grace, ...overtime },
  },
  flexi: {
    name: 'Demo Flexi Office',
    start: 8 * 60,
    end: 17 * 60,
    earliestStart: 7 * 60,
    latestStart: 9 * 60,
    setup: {
      abbreviation: 'FLEXI',
      startTime: '08:00',
      endTime: '17:00',
      targetWorkHours: 480,
      flexi: true,
      earliestStart: '07:00',
      latestStart: '09:00',
      earliestEnd: '16:00',
      latestEnd: '18:00',
      breaks: [{ start: '12:00', end: '13:00', paid: false }],
      ...overtime,
    },
  },
} satisfies Record<string, DemoShift>;
type ShiftKey = keyof typeof SHIFTS;

/** Weekly patterns, Monday first; null is a day off. */
const PATTERNS: Record<string, (ShiftKey | null)[]> = {
  'Demo Day Week': ['day', 'day', 'day', 'day', 'day', null, null],
  'Demo Night Week': ['night', 'night', 'night', 'night', 'night', null, null],
  'Demo Flexi Week': ['flexi', 'flexi', 'flexi', 'flexi', 'flexi', null, null],
};

/** The cycles and which employees follow them (by employee index modulo 10); rotating employees start on either week. */
const CYCLES: { name: string; patterns: string[]; starts: { pattern: string; indexes: number[] }[] }[] = [
  { name: 'Demo Day Shift', patterns: ['Demo Day Week'], starts: [{ pattern: 'Demo Day Week', indexes: [0, 1, 2, 3] }] },
  { name: 'Demo Night Shift', patterns: ['Demo Night Week'], starts: [{ pattern: 'Demo Night Week', indexes: [4, 5] }] },
  {
    name: 'Demo Rotating Day/Night',
    patterns: ['Demo Day Week', 'Demo Night Week'],
    starts: [
      { pattern: 'Demo Day Week', indexes: [6, 8] },
      { pattern: 'Demo Night Week', indexes: [7] },
    ],
  },
  { name: 'Demo Flexi Office', patterns: ['Demo Flexi Week'], starts: [{ pattern: 'Demo Flexi Week', indexes: [9] }] },
];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The wall time now in the demo company's zone, as YYYY-MM-DD HH:MM:SS. */
function localNow(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The work cycles' common start: a Monday at least five weeks before today, the same on every run
 * from February 2026 on, so a second run finds its work cycle changes there (203) and adds none.
 */
function anchorMonday(today: string): string {
  const fixed = '2026-01-05';
  const latest = addDays(today, -35);
  return fixed <= latest ? fixed : addDays(latest, -weekday(latest));
}

/** A repeatable random sequence per employee and date: the same clockings every run. */
function dayRandom(number: string, date: string) {
  let hash = 2_166_136_261;
  for (const char of `${number}/${date}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return sequence(hash % 2_147_483_647);
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** How an employee's scheduled day goes. */
type DayProfile = 'onTime' | 'absent' | 'missingOut' | 'late' | 'earlyOut' | 'earlyIn' | 'overtime';

/** A plant's mix: mostly on time, and late ins, early outs, early ins, overtime, a forgotten clock out and absences. */
function randomProfile(r: number): DayProfile {
  if (r < 0.05) return 'absent';
  if (r < 0.09) return 'missingOut';
  if (r < 0.17) return 'late';
  if (r < 0.22) return 'earlyOut';
  if (r < 0.25) return 'earlyIn';
  if (r < 0.35) return 'overtime';
  return 'onTime';
}

/**
 * The first employees' last week shows each kind of day in turn, so whoever opens the clocking
 * screen on one of them sees the common statuses side by side.
 */
const SHOWCASE: readonly DayProfile[] = ['late', 'onTime', 'overtime', 'earlyOut', 'missingOut', 'earlyIn', 'absent'];
const SHOWCASE_EMPLOYEES = 10;

/**
 * The day's clockings in minutes from the shift date's midnight. A day off is now and then worked
 * for a few hours.
 */
function clockingsOfDay(shift: DemoShift | null, number: string, date: string, showcase: DayProfile | null): number[] {
  const { next: random } = dayRandom(number, date);
  const r = random();
  if (shift === null) return r < 0.03 ? [8 * 60 + between(random, 0, 10), 12 * 60 + between(random, 0, 30)] : [];
  const start = shift.latestStart === undefined ? shift.start : between(random, shift.start - 50, shift.latestStart - 10);
  const end = start + (shift.end - shift.start);
  const onTimeIn = start - between(random, 0, 10);
  const onTimeOut = end + between(random, 0, 10);
  switch (showcase ?? randomProfile(r)) {
    case 'absent':
      return [];
    case 'missingOut':
      return [onTimeIn];
    case 'late':
      return [(shift.latestStart ?? shift.start) + between(random, 12, 45), onTimeOut];
    case 'earlyOut':
      return [onTimeIn, end - between(random, 20, 90)];
    case 'earlyIn':
      return [(shift.earliestStart ?? shift.start) - between(random, 30, 60), onTimeOut];
    case 'overtime':
      return [onTimeIn, end + between(random, 60, 150)];
    case 'onTime':
      return [onTimeIn, onTimeOut];
  }
}

/** YYYY-MM-DD HH:MM:SS of `minutes` from the date's midnight, with the reader's seconds. */
function wallTime(date: string, minutes: number, seconds: number): string {
  const day = addDays(date, Math.floor(minutes / 1440));
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${day} ${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export interface DemoRoster {
  employees: number;
  from: string;
  to: string;
  clockings: number;
  /** Employee-days the final recalculation covered. */
  days: number;
}

/**
 * Gives each of the demo company's first `employees` employees a roster (day, night, rotating
 * day/night and a few flexi), then four weeks of clockings up to now pushed by the demo readers
 * as ZKTeco readers push them, then recalculates the four weeks so absent days show too. Every
 * step is idempotent: setup records are found by name, work cycle changes by date, and a reader's
 * re-sent record (same reader, PIN and time) is stored once.
 */
export async function seedDemoRoster(
  api: ApiClient,
  readerUrl: string,
  options: { employees: number; now?: Date; log?: (line: string) => void },
): Promise<DemoRoster> {
  const log = options.log ?? (() => undefined);
  const now = localNow(options.now ?? new Date());
  const today = now.slice(0, 10);
  const from = addDays(today, -(DAYS - 1));
  const anchor = anchorMonday(today);

  const shiftIDs = {} as Record<ShiftKey, string>;
  for (const [key, shift] of Object.entries(SHIFTS) as [ShiftKey, DemoShift][]) shiftIDs[key] = await ensure(api, 'Shift', 'Shifts', { name: shift.name, ...shift.setup });
  const patternIDs: Record<string, string> = {};
  for (const [name, days] of Object.entries(PATTERNS)) {
    patternIDs[name] = await ensure(api, 'WorkPattern', 'WorkPatterns', { name, days: days.map((key) => ({ shiftID: key === null ? null : shiftIDs[key] })) });
  }

  const employees = await demoEmployees(api, options.employees);
  const shiftOf = new Map<string, (date: string) => DemoShift | null>();
  for (const cycle of CYCLES) {
    const cycleID = await ensure(api, 'WorkCycle', 'WorkCycles', { name: cycle.name, workPatterns: cycle.patterns.map((name) => ({ workPatternID: patternIDs[name] })) });
    for (const start of cycle.starts) {
      const chosen = employees.filter((_, index) => start.indexes.includes(index % 10));
      if (chosen.length === 0) continue;
      const answer = await api.ok<WorkCycleChangeResult>('WorkCycleChange', {
        employeeIDs: chosen.map((employee) => employee.id),
        effectiveDate: anchor,
        workCycleID: cycleID,
        startingWorkPatternID: patternIDs[start.pattern],
        startDay: 1,
      });
      log(`${cycle.name} from ${anchor}: ${answer.created} employees given it, ${answer.existingEmployeeIDs.length} had it`);
      const first = cycle.patterns.indexOf(start.pattern);
      for (const employee of chosen) {
        shiftOf.set(employee.employeeNumber, (date) => {
          const week = Math.floor(daysBetween(anchor, date) / 7);
          const key = PATTERNS[cycle.patterns[(first + week) % cycle.patterns.length]][weekday(date)];
          return key === null ? null : SHIFTS[key];
        });
      }
    }
  }

  // Each employee clocks at one reader; a day's clockings later than now are not there yet.
  const linesByReader: string[][] = DEMO_READER_SERIALS.map(() => []);
  const newest = new Map<string, string>();
  for (const [index, employee] of employees.entries()) {
    const lines = linesByReader[index % DEMO_READER_SERIALS.length];
    for (let date = from; date <= today; date = addDays(date, 1)) {
      const { next: seconds } = dayRandom(employee.employeeNumber, `${date}/s`);
      const age = daysBetween(date, today);
      const showcase = index < SHOWCASE_EMPLOYEES && age < SHOWCASE.length ? SHOWCASE[(age + index) % SHOWCASE.length] : null;
      for (const minutes of clockingsOfDay(shiftOf.get(employee.employeeNumber)!(date), employee.employeeNumber, date, showcase)) {
        const time = wallTime(date, minutes, Math.floor(seconds() * 60));
        if (time >= now) continue;
        lines.push(ZkPushDevice.line(employee.employeeNumber, time));
        if (time > (newest.get(employee.id) ?? '')) newest.set(employee.id, time);
      }
    }
  }
  let clockings = 0;
  for (const [i, serial] of DEMO_READER_SERIALS.entries()) {
    const reader = new ZkPushDevice(readerUrl, serial);
    await reader.handshake();
    for (let start = 0; start < linesByReader[i].length; start += LINES_PER_UPLOAD) {
      const batch = linesByReader[i].slice(start, start + LINES_PER_UPLOAD);
      const answer = await reader.upload(batch, `${today}-${start}`);
      if (answer.status !== 200) throw new Error(`reader ${serial} upload answered ${answer.status}: ${answer.body}`);
      clockings += batch.length;
    }
  }
  log(`${clockings} clockings pushed by ${DEMO_READER_SERIALS.length} readers, ${from} to ${now}`);

  await inParallel([...newest.entries()], 8, async ([employeeID, time]) => {
    const expected = time.slice(0, 16).replace(' ', 'T');
    for (let tries = 0; ; tries++) {
      const [last] = await api.ok<{ localTime: string }[]>('GetLastXClockingsForEmployee', undefined, { method: 'GET', query: { EmployeeID: employeeID, LastX: '1' } });
      if (last && last.localTime.slice(0, 16) >= expected) return;
      if (tries > 600) throw new Error(`the time engine has not stored employee ${employeeID}'s clockings after a minute`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  const recalculation = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: employees.map((employee) => employee.id), from, to: today });
  if (recalculation.requestID !== undefined) await jobDone(api, recalculation.requestID);
  log(`${recalculation.days} employee-days calculated`);
  return { employees: employees.length, from, to: today, clockings, days: recalculation.days };
}

/** The demo company's first `count` employees, by number. */
export async function demoEmployees(api: ApiClient, count: number): Promise<Employee[]> {
  const wanted = new Set(Array.from({ length: count }, (_, n) => demoEmployeeNumber(n)));
  const found: Employee[] = [];
  for (let page = 1; found.length < wanted.size; page++) {
    const list = await api.ok<ListResult<Employee>>('GetEmployees', { pageNumber: page, pageSize: 1000, sortBy: 'employeeNumber' });
    found.push(...list.items.filter((employee) => wanted.has(employee.employeeNumber)));
    if (page * 1000 >= list.total) break;
  }
  if (found.length < wanted.size) throw new Error(`found ${found.length} of the ${wanted.size} demo employees`);
  return found.sort((left, right) => left.employeeNumber.localeCompare(right.employeeNumber));
}

/** Waits for a job to succeed; any other end is an error. */
export async function jobDone(api: ApiClient, id: string): Promise<void> {
  for (;;) {
    const job = await api.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: id } });
    if (job.state === 'succeeded') return;
    if (job.state !== 'queued' && job.state !== 'running') throw new Error(`job ${id} ended ${job.state}: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
