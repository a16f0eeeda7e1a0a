import type { SqlQueryable } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import type { EmployeePeriodSelection } from '@tna/contracts';

/** A stored report file is deleted this long after it was made (docs/reports.md, "Jobs and downloads"). */
export const REPORT_FILE_DAYS = 7;

/**
 * The employees a saved employee filter selects for a period: those its keys match who were
 * employed at some point from `from` to `to` (api.employee_filter_members with a period; the
 * alerts call it without one, for today's staff). Undefined when there is no such filter.
 */
async function reportFilterMembers(db: SqlQueryable, filterID: string, from: string, to: string): Promise<string[] | undefined> {
  const rows: { id: string; member: string | null }[] = await db.query(
    `SELECT f.id, m.member FROM api.employee_filters f LEFT JOIN LATERAL api.employee_filter_members(f.id, $2::date, $3::date) AS m (member) ON true WHERE f.id = $1`,
    [filterID, from, to],
  );
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.member === null ? [] : [row.member]));
}

/** Of the given ids, those that are not employees. */
async function unknownEmployees(db: SqlQueryable, ids: readonly string[]): Promise<string[]> {
  const rows: { id: string }[] = await db.query('SELECT id FROM unnest($1::uuid[]) AS asked (id) WHERE NOT EXISTS (SELECT 1 FROM api.employees e WHERE e.id = asked.id)', [ids]);
  return rows.map((row) => row.id);
}

/** Every employee on record: a report of a past period also covers those who have left since. */
async function everyEmployee(db: SqlQueryable): Promise<string[]> {
  const rows: { id: string }[] = await db.query('SELECT id FROM api.employees ORDER BY id');
  return rows.map((row) => row.id);
}

/** Whom a report or a graph covers, or why the selection is refused (the field and the message of a 400). */
export type EmployeeSelection = { employeeIDs: string[] } | { field: 'employeeIDs' | 'reportFilterID'; message: string };

/**
 * The one resolution of a selection, for reports and graphs alike (docs/reports.md, "Employee
 * selection"): the employees named, a saved filter's members in the period, or every employee;
 * never nobody: an empty list, a filter that selects nobody and an installation without employees
 * are refused, as are unknown ids, an unknown filter and both ways at once.
 */
export async function selectEmployees(db: SqlQueryable, selection: EmployeePeriodSelection): Promise<EmployeeSelection> {
  if (selection.employeeIDs !== undefined && selection.reportFilterID !== undefined) return { field: 'reportFilterID', message: 'Give employeeIDs or reportFilterID, not both' };
  if (selection.employeeIDs !== undefined) {
    const ids = [...new Set(selection.employeeIDs)];
    if (ids.length === 0) return { field: 'employeeIDs', message: 'employeeIDs must name at least one employee' };
    const unknown = await unknownEmployees(db, ids);
    if (unknown.length > 0) return { field: 'employeeIDs', message: `No employee has the id ${unknown[0]}` };
    return { employeeIDs: ids };
  }
  if (selection.reportFilterID !== undefined) {
    const members = await reportFilterMembers(db, selection.reportFilterID, selection.from, selection.to);
    if (members === undefined) return { field: 'reportFilterID', message: `No employee filter has the id ${selection.reportFilterID}` };
    if (members.length === 0) return { field: 'reportFilterID', message: 'The employee filter selects no employee' };
    return { employeeIDs: members };
  }
  const everyone = await everyEmployee(db);
  if (everyone.length === 0) return { field: 'employeeIDs', message: 'There are no employees to report on' };
  return { employeeIDs: everyone };
}

/** Starts a report job's file, dropping what an earlier attempt of the same job stored. */
export async function startReportFile(manager: EntityManager, file: { jobID: string; kind: string; fileName: string; contentType: string }): Promise<void> {
  await manager.query('DELETE FROM api.report_files WHERE job_id = $1', [file.jobID]);
  await manager.query('INSERT INTO api.report_files (job_id, kind, file_name, content_type) VALUES ($1, $2, $3, $4)', [file.jobID, file.kind, file.fileName, file.contentType]);
}

/** One part of a report's file, in order from 0: the file is its parts' bytes one after the other. */
export async function insertReportFilePart(manager: EntityManager, jobID: string, part: number, bytes: Buffer): Promise<void> {
  await manager.query('INSERT INTO api.report_file_parts (job_id, part, bytes) VALUES ($1, $2, $3)', [jobID, part, bytes]);
}

export async function finishReportFile(manager: EntityManager, jobID: string, bytes: number, rows: number): Promise<void> {
  await manager.query('UPDATE api.report_files SET bytes = $2, row_count = $3, finished_at = now() WHERE job_id = $1', [jobID, bytes, rows]);
}

/** What a failed report stored: nothing is kept of it. */
export async function dropReportFile(db: SqlQueryable, jobID: string): Promise<void> {
  await db.query('DELETE FROM api.report_files WHERE job_id = $1', [jobID]);
}

/** Files made more than REPORT_FILE_DAYS ago, with their parts; answers how many went. */
export async function deleteExpiredReportFiles(db: SqlQueryable): Promise<number> {
  const rows: { job_id: string }[] = await db.query(`DELETE FROM api.report_files WHERE created_at < now() - make_interval(days => $1) RETURNING job_id`, [REPORT_FILE_DAYS]);
  return rows.length;
}

/** A report job as a download needs it: who asked, its state, and its file while it is kept. */
export interface ReportDownload {
  state: string;
  requestedBy: string | null;
  file: { fileName: string; contentType: string; bytes: number; parts: number } | null;
}

/** The report job `jobID` (of one of `kinds`), as a download needs it. */
export async function findReportDownload(db: SqlQueryable, jobID: string, kinds: readonly string[]): Promise<ReportDownload | undefined> {
  const rows: { state: string; requested_by: string | null; file_name: string | null; content_type: string; bytes: string | null; parts: number }[] = await db.query(
    `SELECT j.state, CASE WHEN j.requested_by_kind = 'user' THEN j.requested_by_id END AS requested_by, f.file_name, f.content_type, f.bytes,
            (SELECT count(*)::int FROM api.report_file_parts p WHERE p.job_id = f.job_id) AS parts
       FROM api.jobs j
       LEFT JOIN api.report_files f ON f.job_id = j.id AND f.finished_at IS NOT NULL AND f.created_at >= now() - make_interval(days => $3)
      WHERE j.id = $1 AND j.kind = ANY($2::text[])`,
    [jobID, kinds, REPORT_FILE_DAYS],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    state: row.state,
    requestedBy: row.requested_by,
    file: row.file_name === null ? null : { fileName: row.file_name, contentType: row.content_type, bytes: Number(row.bytes), parts: row.parts },
  };
}

export async function reportFilePart(db: SqlQueryable, jobID: string, part: number): Promise<Buffer> {
  const rows: { bytes: Buffer }[] = await db.query('SELECT bytes FROM api.report_file_parts WHERE job_id = $1 AND part = $2', [jobID, part]);
  return rows[0]?.bytes ?? Buffer.alloc(0);
}
