/**
 * SQL shared by the reports over the time engine's calculated days (Shift Status, Top-X Shift
 * Status, Employee Time Total, Attendance): the days come from `time_engine.v_employee_shifts`
 * (one row per employee and local shift date), the people from `api.employees` aliased
 * `employee`, the day's shift name from `api.shifts` aliased `sh`. Dates are the employee's own
 * shift dates, so no time zone is applied here.
 */

/** The overtime buckets a calculated day holds (over_time1_tot .. over_time10_tot). */
export const OVERTIME_BUCKETS = Array.from({ length: 10 }, (_, i) => i + 1);

/** The day's overtime over all buckets, for a day aliased `s`. */
export const OVERTIME_TOTAL_SQL = OVERTIME_BUCKETS.map((bucket) => `s.over_time${bucket}_tot`).join(' + ');

/** The selected employees' calculated days in the period ($1 employees, $2 from, $3 to), for a day aliased `s`. */
export const DAYS_IN_PERIOD_SQL = 's.employee_id = ANY($1::uuid[]) AND s.shift_date BETWEEN $2::date AND $3::date';

/** The employee's columns every report row shows, and the employee's title as a group header (employee-groups.util.ts, employeeTitle). */
export const EMPLOYEE_COLUMNS_SQL = `employee.id AS employee_id, employee.employee_number, employee.surname || ', ' || employee.first_name AS employee_name`;
