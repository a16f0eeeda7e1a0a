import type { SqlQueryable } from '@tna/platform';
import { columnOf, EMPLOYEE_FILTER, type IdName, type ReportFilterEmployee, type ReportFilterEmployeesRequest, type ReportFilterKey } from '@tna/contracts';
import { RECORDS } from '../setup/record-registry';

import type { PageWindow } from '../shared/list-query.util';

/** The keys of an employee filter, in the order api.employees_matching takes them (its arguments $1 to $11). */
const KEYS = ['surname', 'preferredName', 'genderID', 'jobTitleID', 'businessUnitID', 'departmentID', 'costCentreID', 'teamID', 'scannerGroupID', 'appointmentDateFrom', 'appointmentDateTo'] as const;

/** The orders reportFilterEmployeesCreate lists in (EMPLOYEE_FILTER_SORTS). */
export const REPORT_FILTER_SORTS: Readonly<Record<string, string>> = {
  surname: 'e.surname, e.first_name',
  employeeNumber: 'e.employee_number',
  firstName: 'e.first_name, e.surname',
  appointmentDate: 'e.appointment_date',
};

/** The employee filter keys with, for a reference, its records' ids and names (the console's choices). */
export async function reportFilterKeys(db: SqlQueryable): Promise<ReportFilterKey[]> {
  const fields = EMPLOYEE_FILTER.fields.filter((field) => (KEYS as readonly string[]).includes(field.name));
  return Promise.all(
    fields.map(async (field): Promise<ReportFilterKey> => {
      if (field.type !== 'reference') return { name: field.name, label: field.label, type: field.type === 'date' ? 'date' : 'string' };
      const target = RECORDS.record(field.references!)!;
      // Table and column names come from the descriptors, never from input.
      const options: IdName[] = await db.query(`SELECT id, ${columnOf(target.nameField)}::text AS name FROM ${target.table} ORDER BY 2, id`);
      return { name: field.name, label: field.label, type: 'reference', options };
    }),
  );
}

/** The saved employee filters, by name: a report takes one as reportFilterID. */
export function savedEmployeeFilters(db: SqlQueryable): Promise<IdName[]> {
  return db.query('SELECT id, name FROM api.employee_filters ORDER BY name, id');
}

/** A page of the employees the keys select (api.employees_matching, the same test as a saved filter's members) and their count. */
export async function listReportFilterEmployees(db: SqlQueryable, keys: ReportFilterEmployeesRequest, page: PageWindow): Promise<{ items: ReportFilterEmployee[]; total: number }> {
  const values = KEYS.map((key) => (key === 'surname' || key === 'preferredName' ? keys[key]?.trim() || null : (keys[key] ?? null)));
  const matching = `api.employees_matching($1, $2, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::uuid, $9::uuid, $10::date, $11::date) AS m (id)`;
  const items: ReportFilterEmployee[] = await db.query(
    `SELECT e.id, e.employee_number AS "employeeNumber", e.surname || ', ' || e.first_name AS name
       FROM ${matching} JOIN api.employees e ON e.id = m.id
      ORDER BY ${page.orderBy.replace(/, id$/, ', e.id')} LIMIT $12 OFFSET $13`,
    [...values, page.limit, page.offset],
  );
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM ${matching}`, values);
  return { items, total };
}
