import type { DataSource } from 'typeorm';
import type { DataExportTotal } from '@tna/contracts';
import type { SqlQueryable } from '@tna/platform';
import type { PayCodeMinutes } from './domain/export-contents';
import type { ExportTemplate } from './domain/export-template';

/** The payroll as an export names it: the api's view, never its table. */
export interface ExportPayroll {
  id: string;
  name: string;
  number: string;
  exportFileVersion: string;
  parameters: string;
}

export async function findExportPayroll(db: SqlQueryable, payrollID: string): Promise<ExportPayroll | undefined> {
  const rows: ExportPayroll[] = await db.query(
    `SELECT id, name, number::text AS number, coalesce(export_file_version::text, '') AS "exportFileVersion", coalesce(parameters, '') AS parameters
       FROM api.v_payrolls WHERE id = $1`,
    [payrollID],
  );
  return rows[0];
}

export async function countPayrollEmployees(db: SqlQueryable, payrollID: string): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query('SELECT count(*)::int AS count FROM api.v_payroll_employees WHERE payroll_id = $1', [payrollID]);
  return count;
}

/** The shipped templates, so that the api's lookups list what this version of the service exports with. */
export async function publishTemplates(dataSource: DataSource, templates: readonly ExportTemplate[]): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query(
      `INSERT INTO payroll.export_templates (id, position, name, version, parameters)
         SELECT id, position, name, version, parameters FROM jsonb_to_recordset($1::jsonb) AS t (id uuid, position int, name text, version int, parameters jsonb)
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name = EXCLUDED.name, version = EXCLUDED.version, parameters = EXCLUDED.parameters`,
      [JSON.stringify(templates.map((t, position) => ({ id: t.id, position, name: t.name, version: t.version, parameters: t.parameters })))],
    );
    await manager.query('DELETE FROM payroll.export_templates WHERE NOT (id = ANY($1::uuid[]))', [templates.map((t) => t.id)]);
  });
}

/** The export a job already made (the job was taken over after its export committed), or undefined. */
export async function exportOfJob(db: SqlQueryable, jobID: string): Promise<StoredExportSummary | undefined> {
  const rows: StoredExportSummary[] = await db.query(
    'SELECT id, row_count AS rows, totals, sha256, delta FROM payroll.exports WHERE job_id = $1',
    [jobID],
  );
  return rows[0];
}

export interface StoredExportSummary {
  id: string;
  rows: number;
  totals: DataExportTotal[];
  sha256: string;
  delta: boolean;
}

export async function nextExportSeq(manager: SqlQueryable): Promise<number> {
  const [{ seq }]: { seq: string }[] = await manager.query(`SELECT nextval('payroll.exports_seq') AS seq`);
  return Number(seq);
}

/** What earlier exports left payroll holding for one employee (docs/payroll.md, "Delta"). */
export interface HeldDays {
  /** Per day of the range: what the latest earlier export that covered the day left payroll holding (the delta's baseline). */
  readonly payCodes: Map<string, PayCodeMinutes>;
  /**
   * The flagged days whose latest export was this payroll's and set their flag or found it set
   * (the marking's `changed_at` is that export's `created_at`: one transaction). A change to such
   * a day is hours this payroll has not had. Not among them: a day flagged by hand after its
   * export (a correction keyed into payroll directly), or one another payroll's export held last
   * (an employee who moved: mapped to other pay codes, not a change). Read only when asked.
   */
  readonly flagged: Set<string>;
}

/** Per employee: what earlier exports hold of the range, and with `flags` which flagged days they hold as exported. */
export async function previousDays(
  manager: SqlQueryable,
  payrollID: string,
  employeeIDs: readonly string[],
  from: string,
  to: string,
  flags: boolean,
): Promise<Map<string, HeldDays>> {
  // Instants as whole microseconds, as PostgreSQL keeps them: a Date would round both to the millisecond.
  const rows: { employee_id: string; days: Record<string, PayCodeMinutes>; payroll_id: string; held_at: string }[] = await manager.query(
    `SELECT d.employee_id, d.days, x.payroll_id, (extract(epoch FROM x.created_at) * 1000000)::bigint AS held_at
       FROM payroll.export_days d JOIN payroll.exports x ON x.id = d.export_id
      WHERE d.employee_id = ANY($1::uuid[]) AND d.from_date <= $3 AND d.to_date >= $2
      ORDER BY d.employee_id, d.export_seq DESC`,
    [employeeIDs, from, to],
  );
  const byEmployee = new Map<string, HeldDays>();
  const heldBy = new Map<string, { payrollID: string; heldAt: bigint }>();
  for (const row of rows) {
    let held = byEmployee.get(row.employee_id);
    if (!held) byEmployee.set(row.employee_id, (held = { payCodes: new Map(), flagged: new Set() }));
    // Newest first: a day already seen was held by a later export.
    for (const [date, payCodes] of Object.entries(row.days)) {
      if (date < from || date > to || held.payCodes.has(date)) continue;
      held.payCodes.set(date, payCodes);
      heldBy.set(`${row.employee_id}/${date}`, { payrollID: row.payroll_id, heldAt: BigInt(row.held_at) });
    }
  }
  if (!flags || heldBy.size === 0) return byEmployee;
  const flagRows: { employee_id: string; day: string; changed_at: string }[] = await manager.query(
    `SELECT employee_id, to_char(shift_date, 'YYYY-MM-DD') AS day, (extract(epoch FROM changed_at) * 1000000)::bigint AS changed_at
       FROM payroll.hours_exports
      WHERE employee_id = ANY($1::uuid[]) AND shift_date BETWEEN $2 AND $3 AND exported`,
    [employeeIDs, from, to],
  );
  for (const row of flagRows) {
    const held = heldBy.get(`${row.employee_id}/${row.day}`);
    if (held && held.payrollID === payrollID && BigInt(row.changed_at) <= held.heldAt) byEmployee.get(row.employee_id)!.flagged.add(row.day);
  }
  return byEmployee;
}

/** One employee's part of an export: every day it covered, with what payroll holds for it afterwards. */
export interface ExportEmployeeDays {
  employeeID: string;
  days: { date: string; payCodes: PayCodeMinutes }[];
}

/**
 * One row per employee. The chunk's days go as one JSON object by employee id, split by
 * jsonb_each: sent as a jsonb[] instead, every document was escaped into the array's text and
 * parsed out of it again, which took twice as long (docs/payroll.md, "Speed").
 */
export async function insertExportDays(manager: SqlQueryable, exportID: string, seq: number, range: { from: string; to: string }, employees: readonly ExportEmployeeDays[]): Promise<void> {
  const held = employees.filter((employee) => employee.days.length > 0);
  if (held.length === 0) return;
  await manager.query(
    `INSERT INTO payroll.export_days (export_id, export_seq, employee_id, from_date, to_date, days)
       SELECT $1, $2, key::uuid, $4, $5, value FROM jsonb_each($3::jsonb)`,
    [
      exportID,
      seq,
      JSON.stringify(Object.fromEntries(held.map((employee) => [employee.employeeID, Object.fromEntries(employee.days.map((day) => [day.date, day.payCodes]))]))),
      range.from,
      range.to,
    ],
  );
}

export interface NewExport {
  id: string;
  seq: number;
  jobID: string;
  payroll: ExportPayroll;
  from: string;
  to: string;
  template: ExportTemplate;
  approvedOnly: boolean;
  notYetExported: boolean;
  full: boolean;
  delta: boolean;
  rows: number;
  totals: DataExportTotal[];
  sha256: string;
  fileName: string;
  createdBy: string | null;
}

export async function insertExport(manager: SqlQueryable, e: NewExport): Promise<void> {
  await manager.query(
    `INSERT INTO payroll.exports (id, seq, job_id, payroll_id, payroll_name, from_date, to_date, template_id, template_name, template_version,
                                  approved_only, not_yet_exported, full_export, delta, row_count, totals, sha256, file_name, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19)`,
    [
      e.id,
      e.seq,
      e.jobID,
      e.payroll.id,
      e.payroll.name,
      e.from,
      e.to,
      e.template.id,
      e.template.name,
      e.template.version,
      e.approvedOnly,
      e.notYetExported,
      e.full,
      e.delta,
      e.rows,
      JSON.stringify(e.totals),
      e.sha256,
      e.fileName,
      e.createdBy,
    ],
  );
}

/** One part of an export's file, in order from 0: the file is its parts' bytes one after the other (payroll.v_export_files gives it whole). */
export async function insertExportFilePart(manager: SqlQueryable, exportID: string, part: number, bytes: Buffer): Promise<void> {
  await manager.query('INSERT INTO payroll.export_file_parts (export_id, part, bytes) VALUES ($1, $2, $3)', [exportID, part, bytes]);
}
