import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { ListRequest, type IdName } from './list.dto';
import { CalculatePayrollValuesRequest } from './payroll-values.dto';
import { IsUUIDLowerCased } from './validation.util';

/** GetDataExportTemplates_IDName: every export template, presets included, as id and name. */
export type DataExportTemplatesIDNameResult = IdName[];

/** GetDataExportTemplateParameters_ForDataExportTemplateID's `DataExportTemplateID` query parameter. */
export class DataExportTemplateIDQuery {
  @IsUUID()
  DataExportTemplateID: string;
}

/**
 * A parameter an export template needs. The payroll's parameters text supplies it by type
 * ("CompanyCode,BatchID;ABC,42"); an export whose payroll lacks a required one is refused.
 */
export interface DataExportTemplateParameter {
  type: string;
  label: string;
  required: boolean;
}

/** GetDataExportTemplateParameters_ForDataExportTemplateID: the template's parameters, in its order. */
export type DataExportTemplateParametersResult = DataExportTemplateParameter[];

/**
 * ExportHoursToPayroll and DataExportFromTemplate: export a payroll's hours from `from` to `to`
 * (YYYY-MM-DD, both counted, at most 366 days, checked as for CalculatePayrollValues) with an
 * export template, as a job. `full`: days an earlier export held go out in full instead of as
 * the difference from it (docs/payroll.md, "Export"). `notYetExported` here keeps, besides the
 * days not flagged, a flagged day whose values changed since this payroll's export held it: its
 * change is hours payroll has not had ("Delta"). DataExportFromTemplate needs `templateID` and takes the options as given (false
 * when left out); ExportHoursToPayroll defaults the template to the Generic CSV and both
 * filters to true (the hours payroll has yet to receive, approved).
 */
export class ExportToPayrollRequest extends CalculatePayrollValuesRequest {
  @IsOptional()
  @IsBoolean()
  full?: boolean;

  @IsOptional()
  @IsUUIDLowerCased()
  templateID?: string;
}

/** Both export calls answer the queued job; GetJob?ID= follows it. */
export interface ExportToPayrollResult {
  jobID: string;
}

/** Minutes and amount of one pay code over an export's lines (a delta's may be negative). */
export interface DataExportTotal {
  payCode: string;
  minutes: number;
  amount: number;
}

/** The export job's result, as GetJob shows it when the job succeeded. */
export interface DataExportJobResult {
  exportID: string;
  /** GET with the Token header and the dataExport right; never a public link. */
  downloadUrl: string;
  rows: number;
  totals: DataExportTotal[];
  sha256: string;
  /** True when some lines are differences from an earlier export. */
  delta: boolean;
}

/** GetDataExports: past exports, newest first, optionally of one payroll. */
export class GetDataExportsRequest extends ListRequest {
  @IsOptional()
  @IsUUIDLowerCased()
  payrollID?: string;
}

/** One stored export (never changed once made). */
export interface DataExport {
  id: string;
  payrollID: string;
  payrollName: string;
  from: string;
  to: string;
  templateID: string;
  templateName: string;
  templateVersion: number;
  approvedOnly: boolean;
  notYetExported: boolean;
  full: boolean;
  delta: boolean;
  rows: number;
  totals: DataExportTotal[];
  sha256: string;
  fileName: string;
  fileBytes: number;
  createdByID: string | null;
  createdByName: string | null;
  createdAt: string;
  downloadUrl: string;
}

/** The download route of an export: the path every client GETs with its Token. */
export function dataExportDownloadUrl(exportID: string): string {
  return `/api/GetDataExportFile?ID=${exportID}`;
}

/** The Generic CSV preset: ExportHoursToPayroll's template when none is given. */
export const GENERIC_CSV_TEMPLATE_ID = 'bf37cce3-fa40-4eaf-9649-c29d899933d8';
