import type { DataSource } from 'typeorm';
import { dataExportDownloadUrl, type DataExport, type DataExportTemplateParameter, type IdName, type ListResult } from '@tna/contracts';
import type { PageWindow } from '../shared/list-query.util';

/** The columns GetDataExports sorts on; newest first unless asked otherwise. */
export const DATA_EXPORT_SORTS: Readonly<Record<string, string>> = {
  createdAt: 'x.created_at',
  from: 'x.from_date',
  payrollName: 'x.payroll_name',
  templateName: 'x.template_name',
  rows: 'x.row_count',
};

/** The templates payroll ships, in its order (payroll.v_export_templates). */
export async function listExportTemplates(db: DataSource): Promise<IdName[]> {
  return db.query('SELECT id, name FROM payroll.v_export_templates ORDER BY position');
}

export async function exportTemplateParameters(db: DataSource, templateID: string): Promise<DataExportTemplateParameter[] | undefined> {
  const rows: { parameters: DataExportTemplateParameter[] }[] = await db.query('SELECT parameters FROM payroll.v_export_templates WHERE id = $1', [templateID]);
  return rows[0]?.parameters;
}

interface ExportRow {
  id: string;
  payroll_id: string;
  payroll_name: string;
  from_date: string;
  to_date: string;
  template_id: string;
  template_name: string;
  template_version: number;
  approved_only: boolean;
  not_yet_exported: boolean;
  full_export: boolean;
  delta: boolean;
  row_count: number;
  totals: DataExport['totals'];
  sha256: string;
  file_name: string;
  file_bytes: number;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
}

/** Past exports from payroll's view, with the name of who made each (the api's own users). */
export async function listExports(db: DataSource, filter: { payrollID?: string; search: string | null }, page: PageWindow): Promise<ListResult<DataExport>> {
  const where = `($1::uuid IS NULL OR x.payroll_id = $1) AND ($2::text IS NULL OR x.payroll_name ILIKE $2 OR x.template_name ILIKE $2 OR x.file_name ILIKE $2)`;
  const params = [filter.payrollID ?? null, filter.search];
  const rows: ExportRow[] = await db.query(
    `SELECT x.id, x.payroll_id, x.payroll_name, to_char(x.from_date, 'YYYY-MM-DD') AS from_date, to_char(x.to_date, 'YYYY-MM-DD') AS to_date,
            x.template_id, x.template_name, x.template_version, x.approved_only, x.not_yet_exported, x.full_export, x.delta, x.row_count,
            x.totals, x.sha256, x.file_name, x.file_bytes::int AS file_bytes, x.created_by, u.full_name AS created_by_name, x.created_at
       FROM payroll.v_exports x LEFT JOIN api.system_users u ON u.id = x.created_by
      WHERE ${where} ORDER BY ${page.orderBy.replace(/, id$/, ', x.seq DESC')} LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM payroll.v_exports x WHERE ${where}`, params);
  return { items: rows.map(toDataExport), total };
}

function toDataExport(row: ExportRow): DataExport {
  return {
    id: row.id,
    payrollID: row.payroll_id,
    payrollName: row.payroll_name,
    from: row.from_date,
    to: row.to_date,
    templateID: row.template_id,
    templateName: row.template_name,
    templateVersion: row.template_version,
    approvedOnly: row.approved_only,
    notYetExported: row.not_yet_exported,
    full: row.full_export,
    delta: row.delta,
    rows: row.row_count,
    totals: row.totals,
    sha256: row.sha256,
    fileName: row.file_name,
    fileBytes: row.file_bytes,
    createdByID: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    downloadUrl: dataExportDownloadUrl(row.id),
  };
}

export async function exportFile(db: DataSource, id: string): Promise<{ fileName: string; sha256: string; file: Buffer } | undefined> {
  const rows: { file_name: string; sha256: string; file: Buffer }[] = await db.query('SELECT file_name, sha256, file FROM payroll.v_export_files WHERE id = $1', [id]);
  return rows[0] && { fileName: rows[0].file_name, sha256: rows[0].sha256, file: rows[0].file };
}
