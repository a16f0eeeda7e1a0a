import { IsUUID } from 'class-validator';
import type { IdName } from './list.dto';

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
