import { DateTime } from 'luxon';
import { defaultTimeZone, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import { accrualEmployees, countAccrualEmployees, employeeLedgers, insertAccrualEntries, schemeRules, workedPerPeriod, type AccrualEmployee, type NewAccrualEntry, type SchemeRules } from '../accrual.store';
import { accrualLedgerChanges } from '../domain/accrual-ledger-changes';
import { accrueLeave } from '../domain/accrue-leave';
import type { AccrualRule } from '../domain/accrual.types';

/** Accrue up to `asOf` (YYYY-MM-DD); left out: today in the product's zone when the job runs. */
export interface LeaveAccrualJobData {
  asOf?: string;
}

/** What the job answers: the employees it went through and the entries it wrote. */
export interface LeaveAccrualResult {
  asOf: string;
  employees: number;
  entries: number;
  /** The last employee (by id) done: a job taken over resumes after it. */
  lastEmployeeID: string | null;
}

export const LEAVE_ACCRUAL = jobKind<LeaveAccrualJobData>('leave-accrual');

/** Employees per transaction. */
export const EMPLOYEES_PER_CHUNK = 500;

/** Today in the product's zone (TNA_TIME_ZONE, default UTC). */
export function serverToday(runtime: ServiceRuntime): string {
  return DateTime.now().setZone(defaultTimeZone(runtime.config)).toISODate()!;
}

/**
 * The leave accrual (LEAVE.md §2): daily at 00:30 of the server's clock (node-cron; at most one
 * pending) and on demand (RunLeaveAccrual). For every appointed employee in a leave scheme and
 * every leave type of the scheme, the accrual says which entries should exist; the job writes
 * the difference with what the ledger holds, a chunk of employees per transaction. It covers
 * the year of asOf and the previous year end (31 December's Leave Lost, 1 January's carry):
 * earlier years stand as posted. Running it again writes nothing; a backdated change writes
 * corrections (docs/leave.md, "Accrual job").
 */
export class LeaveAccrualJob implements JobHandler<LeaveAccrualJobData> {
  readonly kind = LEAVE_ACCRUAL;
  readonly schedule = '30 0 * * *';

  constructor(private readonly runtime: ServiceRuntime) {}

  scheduledPayload(): LeaveAccrualJobData {
    return { asOf: serverToday(this.runtime) };
  }

  async run(job: JobContext<LeaveAccrualJobData>): Promise<LeaveAccrualResult> {
    const { dataSource } = this.runtime;
    const asOf = job.payload.asOf ?? serverToday(this.runtime);
    const totals: LeaveAccrualResult = { asOf, employees: 0, entries: 0, lastEmployeeID: null, ...(job.partialResult as Partial<LeaveAccrualResult> | null) };
    if (job.total === 0) await job.setTotal(await countAccrualEmployees(dataSource));
    const rules = await schemeRules(dataSource);
    const createdBy = job.requestedBy?.kind === 'user' ? job.requestedBy.id : null;
    // The next chunk is read and worked out while this one is written: the database and the
    // accrual overlap instead of waiting on each other. Reading outside the chunk's transaction
    // sees what reading inside it would (read committed; the chunks' employees differ), and
    // a run at the same time is kept out by the ledger's keys, as before.
    const prepare = async (after: string | null): Promise<PreparedChunk | null> => {
      const employees = await accrualEmployees(dataSource, after, EMPLOYEES_PER_CHUNK);
      return employees.length === 0 ? null : { employees, entries: await accrualEntries(dataSource, rules, employees, asOf) };
    };
    let next = prepare(totals.lastEmployeeID);
    try {
      for (let chunk = await next; chunk !== null; chunk = await next) {
        const { employees, entries } = chunk;
        next = prepare(employees[employees.length - 1].id);
        const done = Math.min(job.total, job.done + employees.length);
        await job.chunk(done, async (manager) => {
          totals.entries += await insertAccrualEntries(manager, entries, createdBy);
          totals.employees += employees.length;
          totals.lastEmployeeID = employees[employees.length - 1].id;
          return { ...totals };
        });
      }
    } finally {
      // A job stopped or failed mid-way leaves the read ahead behind: its outcome no longer matters.
      next.catch(() => undefined);
    }
    return totals;
  }
}

/** A chunk's employees and the entries they need, ready to write. */
interface PreparedChunk {
  employees: AccrualEmployee[];
  entries: NewAccrualEntry[];
}

/**
 * The entries one chunk of employees needs, from three reads: the accrual's window starts on the
 * previous 31 December; worked time is read from the previous 1 January so that the previous
 * year end is the one the accrual works out.
 */
export async function accrualEntries(db: Parameters<typeof workedPerPeriod>[0], schemes: SchemeRules, employees: readonly AccrualEmployee[], asOf: string): Promise<NewAccrualEntry[]> {
  const year = Number(asOf.slice(0, 4));
  const windowStart = `${year - 1}-12-31`;
  const ids = employees.map((employee) => employee.id);
  // Worked time for the types per days or hours worked, summed per period of their interval.
  const needs = employees.flatMap((employee) =>
    [...new Set([...(schemes.get(employee.leaveSchemeID)?.values() ?? [])].filter((rules) => rules[0]?.accrueType !== 'everyXIntervals').map((rules) => rules[0].accrualInterval))].map(
      (interval) => ({ employeeID: employee.id, appointmentDate: employee.appointmentDate, interval }),
    ),
  );
  const worked = await workedPerPeriod(db, needs, `${year - 1}-01-01`, asOf);
  const ledgers = await employeeLedgers(db, ids, windowStart, asOf);
  const entries: NewAccrualEntry[] = [];
  for (const employee of employees) {
    // Nothing accrues after the termination date.
    const until = employee.terminationDate !== null && employee.terminationDate < asOf ? employee.terminationDate : asOf;
    if (employee.appointmentDate > until) continue;
    const ledger = ledgers.get(employee.id);
    const types = new Map<string, AccrualRule[]>(schemes.get(employee.leaveSchemeID) ?? []);
    // A leave type accrual posted for this year but no longer in the scheme: its entries are corrected away.
    for (const typeID of ledger?.held.keys() ?? []) if (!types.has(typeID)) types.set(typeID, []);
    for (const [leaveTypeID, rules] of types) {
      const result = accrueLeave({
        appointmentDate: employee.appointmentDate,
        asOf: until,
        rules,
        worked: rules.length > 0 && rules[0].accrueType !== 'everyXIntervals' ? (worked.get(rules[0].accrualInterval)?.get(employee.id) ?? []) : [],
        entries: ledger?.elsewhere.get(leaveTypeID) ?? [],
      });
      for (const change of accrualLedgerChanges(result.entries, ledger?.held.get(leaveTypeID) ?? [], rules, windowStart)) {
        entries.push({ ...change, employeeID: employee.id, leaveTypeID });
      }
    }
  }
  return entries;
}
