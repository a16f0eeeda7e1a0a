import type { SqlQueryable } from '@tna/platform';
import {
  employeeValuesInput,
  payrollRunSetup,
  type EmployeeDayRow,
  type PayrollEmployeeRow,
  type PayrollRunRequest,
  type PayrollRunSetup,
  type PayrollSetupRows,
} from './domain/payroll-run';
import type { PayrollValuesInput } from './domain/payroll-values.types';

/** Employees per chunk: two queries each, a few thousand day rows in memory at a time. */
export const PAYROLL_RUN_CHUNK_EMPLOYEES = 500;

const BUCKETS = Array.from({ length: 10 }, (_, index) => index + 1);

/** One employee of a run: who, their days as the value calculation's input (in date order), and each of those days' id (calculated day), in the same order. */
export interface PayrollRunEmployee {
  readonly employee: PayrollEmployeeRow;
  readonly input: PayrollValuesInput;
  readonly dayIDs: readonly string[];
}

/**
 * A chunk of a run: its employees, and iterating it gives each one's input, built only when it
 * is reached. The chunk holds its days as PostgreSQL's JSON text, one string per employee: the
 * parsed days of a whole chunk (and of the next, read meanwhile) outlived V8's young-generation
 * collections and were promoted to the old generation, where their garbage grew the heap far
 * beyond what was alive (docs/payroll.md, "Speed").
 */
export interface PayrollRunChunk extends Iterable<PayrollRunEmployee> {
  readonly employees: readonly PayrollEmployeeRow[];
}

/**
 * The payroll's setup from the api's views, by pay code string; null when there is no such
 * payroll. Pay codes, shifts and holiday calendars are small tables, read whole once per run.
 */
export async function loadPayrollRunSetup(manager: SqlQueryable, payrollID: string, range: { from: string; to: string }): Promise<PayrollRunSetup | null> {
  const payrolls: PayrollSetupRows['payroll'][] = await manager.query(
    `SELECT id, name, based_on_target_hours AS "basedOnTargetHours", minimum_normal_minutes AS "minimumNormalMinutes",
            overtime_paid_after_minimum AS "overtimePaidAfterMinimum", make_up_pay_code_ids AS "makeUpPayCodeIDs"
       FROM api.v_payrolls WHERE id = $1`,
    [payrollID],
  );
  if (payrolls.length === 0) return null;
  // One after the other: the queries share the command's connection.
  const mappings = await manager.query('SELECT value, pay_code_id AS "payCodeID" FROM api.v_payroll_pay_code_mappings WHERE payroll_id = $1', [payrollID]);
  const nonTimeMakeUps = await manager.query('SELECT pay_code_id AS "payCodeID" FROM api.v_payroll_nt_make_ups WHERE payroll_id = $1 ORDER BY sequence', [payrollID]);
  const addedToNormal = await manager.query('SELECT pay_code_id AS "payCodeID" FROM api.v_payroll_nt_add_before_make_ups WHERE payroll_id = $1 ORDER BY sequence', [payrollID]);
  const payCodes = await manager.query('SELECT id, code, name, multiplier::float8 AS multiplier FROM api.v_pay_codes');
  const shifts = await manager.query('SELECT id, target_minutes AS "targetMinutes", pay_code_id AS "payCodeID", pay_code_allocations AS "payCodeAllocations" FROM api.v_payroll_shifts');
  const holidayCalendars = await manager.query(
    'SELECT calendar_id AS id, is_default AS "isDefault", ARRAY(SELECT d FROM unnest(dates) AS d WHERE d BETWEEN $1 AND $2) AS dates FROM api.v_public_holidays',
    [range.from, range.to],
  );
  return payrollRunSetup({
    payroll: payrolls[0],
    mappings,
    nonTimeMakeUpPayCodeIDs: nonTimeMakeUps.map((row: { payCodeID: string }) => row.payCodeID),
    addedToNormalPayCodeIDs: addedToNormal.map((row: { payCodeID: string }) => row.payCodeID),
    payCodes,
    shifts,
    holidayCalendars,
  });
}

/**
 * The run's employees in employee number order, `chunkSize` at a time: per chunk one query for
 * the employees (keyset on the employee number) and one for all their calculated days in the
 * range, so memory holds one chunk whatever the payroll's size (two while the next is read).
 * Each employee comes as the value calculation's input; those without a calculated day in the
 * range come too (with no days), so a caller can count them. Run it in a transaction: the chunks
 * then share its settings.
 *
 * The next chunk is asked for as soon as one is handed out: the connection runs its queries
 * while the caller works on this chunk (its own statements queue behind them on the same
 * connection), so PostgreSQL and the calculation overlap instead of taking turns. The caller's
 * statements about this chunk's employees never touch the next chunk's rows.
 */
export async function* payrollRunChunks(
  manager: SqlQueryable,
  setup: PayrollRunSetup,
  request: PayrollRunRequest,
  defaultTimeZone: string,
  chunkSize = PAYROLL_RUN_CHUNK_EMPLOYEES,
): AsyncGenerator<PayrollRunChunk> {
  // The day query's cost estimate is past the JIT threshold, and compiling it per chunk takes longer than running it.
  await manager.query('SET LOCAL jit = off');
  const read = async (after: string) => {
    const employees = await payrollEmployeesAfter(manager, setup.payrollID, after, chunkSize);
    return { employees, days: employees.length === 0 ? new Map<string, string>() : await employeeDays(manager, setup, employees, request, defaultTimeZone) };
  };
  let next = read('');
  for (;;) {
    const { employees, days } = await next;
    if (employees.length === 0) return;
    const more = employees.length === chunkSize;
    if (more) {
      next = read(employees[employees.length - 1].employeeNumber);
      // A caller that stops early (a cancel, an error) never awaits it: its failure is then nobody's to report.
      next.catch(() => undefined);
    }
    yield {
      employees,
      *[Symbol.iterator]() {
        for (const employee of employees) {
          const text = days.get(employee.id);
          const rows = text === undefined ? [] : employeeDayRows(text);
          yield { employee, input: employeeValuesInput(setup, employee, rows, request), dayIDs: rows.map((day) => day.id) };
        }
      },
    };
    if (!more) return;
  }
}

async function payrollEmployeesAfter(manager: SqlQueryable, payrollID: string, after: string, limit: number): Promise<PayrollEmployeeRow[]> {
  const rows: (Omit<PayrollEmployeeRow, 'hourlyRate'> & { hourlyRate: string | null })[] = await manager.query(
    `SELECT e.id, e.employee_number AS "employeeNumber", e.first_name AS "firstName", e.surname, e.hourly_rate::text AS "hourlyRate",
            w.public_holiday_calendar_ids AS "publicHolidayCalendarIDs"
       FROM api.v_payroll_employees e JOIN api.v_employee_work_rules w ON w.id = e.id
      WHERE e.payroll_id = $1 AND e.employee_number > $2
      ORDER BY e.employee_number LIMIT $3`,
    [payrollID, after, limit],
  );
  return rows.map((row) => ({ ...row, hourlyRate: row.hourlyRate === null ? null : Number(row.hourlyRate) }));
}

/** The chunk's rows of a table kept by employee and date: its index finds them, where a join would read the whole table per chunk. */
const CHUNK_DAYS = 'employee_id = ANY($1::uuid[]) AND shift_date BETWEEN $2 AND $3';

/** A day as the query sends it: `[date, shiftID, normal, overtime 1..10, noPay, leaveMinutes, leaveTypeID, worked, authorised, exported, id]`. */
type DayTuple = [string, string | null, number, number[], number, number, string | null, [number, number][] | null, boolean, boolean, string];

/**
 * The employees' calculated days in the range, with the leave type of the day's leave, payroll's
 * authorised and exported flags, and (only for shifts with time-range allocations, as the
 * explanation is large) the closed pairs in minutes from the date's local midnight. One row per
 * employee with the days as one JSON array: parsed natively, many times faster than a row per day.
 * The employee's time zone is looked up only for those pairs: joining the employees for it
 * applied the chunk's filter twice in the planner's estimate (about 800 days for 15,500), which
 * then probed the flags' primary keys once per day instead of hashing the chunk's rows, and
 * doubled the query's time (docs/payroll.md, "Speed").
 */
async function employeeDays(
  manager: SqlQueryable,
  setup: PayrollRunSetup,
  employees: readonly PayrollEmployeeRow[],
  range: { from: string; to: string },
  defaultTimeZone: string,
): Promise<Map<string, string>> {
  const rows: { employee_id: string; days: string }[] = await manager.query(
    `SELECT s.employee_id,
            json_agg(json_build_array(
              to_char(s.shift_date, 'YYYY-MM-DD'), s.shift_id, s.normal_time_tot,
              ARRAY[${BUCKETS.map((bucket) => `s.over_time${bucket}_tot`).join(', ')}],
              s.no_pay_time_tot, s.leave_minutes, a.leave_type_id,
              CASE WHEN s.shift_id = ANY($4::uuid[]) THEN (
                SELECT json_agg(json_build_array(
                         round(extract(epoch FROM ((p->>'in')::timestamptz AT TIME ZONE e.tz) - s.shift_date::timestamp) / 60),
                         round(extract(epoch FROM ((p->>'out')::timestamptz AT TIME ZONE e.tz) - s.shift_date::timestamp) / 60)))
                  FROM (SELECT coalesce(time_zone, $5) AS tz FROM api.v_payroll_employees WHERE id = s.employee_id) AS e,
                       jsonb_array_elements(s.calculation_explanation->'pairs') AS p
                 WHERE p->>'out' IS NOT NULL) END,
              coalesce(h.authorised, false), coalesce(x.exported, false), s.id) ORDER BY s.shift_date)::text AS days
       FROM time_engine.v_employee_shifts s
       LEFT JOIN (SELECT employee_id, shift_date, application_id FROM time_engine.v_leave_days WHERE ${CHUNK_DAYS}) AS l
              ON l.employee_id = s.employee_id AND l.shift_date = s.shift_date
       LEFT JOIN (SELECT id, leave_type_id FROM leave.v_applications WHERE employee_id = ANY($1::uuid[])) AS a ON a.id = l.application_id
       LEFT JOIN (SELECT employee_shift_id, authorised FROM payroll.hours_authorisations WHERE ${CHUNK_DAYS}) AS h ON h.employee_shift_id = s.id
       LEFT JOIN (SELECT employee_id, shift_date, exported FROM payroll.hours_exports WHERE ${CHUNK_DAYS}) AS x
              ON x.employee_id = s.employee_id AND x.shift_date = s.shift_date
      WHERE s.employee_id = ANY($1::uuid[]) AND s.shift_date BETWEEN $2 AND $3
      GROUP BY s.employee_id`,
    [employees.map((employee) => employee.id), range.from, range.to, setup.timeRangeShiftIDs, defaultTimeZone],
  );
  return new Map(rows.map((row) => [row.employee_id, row.days]));
}

/** One employee's days from the day query's JSON text. */
function employeeDayRows(text: string): EmployeeDayRow[] {
  return (JSON.parse(text) as DayTuple[]).map(([date, shiftID, normal, overtime, noPay, leaveMinutes, leaveTypeID, worked, authorised, exported, id]) => ({
    id,
    date,
    shiftID,
    normal,
    overtime,
    noPay,
    leaveMinutes,
    leaveTypeID,
    worked,
    authorised,
    exported,
  }));
}
