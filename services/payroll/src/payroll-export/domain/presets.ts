import type { IdName } from '@tna/contracts';
import adpCsv from '../templates/adp-csv.json';
import genericCsv from '../templates/generic-csv.json';
import genericFixedWidth from '../templates/generic-fixed-width.json';
import paychexFixedWidth from '../templates/paychex-fixed-width.json';
import quickbooksIif from '../templates/quickbooks-iif.json';
import sageCsv from '../templates/sage-csv.json';
import { validateExportTemplate, type ExportTemplate, type TemplateParameter } from './export-template';

/** The shipped templates, by file name; each is validated when loaded, so a broken preset fails at start. */
export const PRESET_FILES: Readonly<Record<string, unknown>> = {
  'generic-csv': genericCsv,
  'generic-fixed-width': genericFixedWidth,
  'adp-csv': adpCsv,
  'paychex-fixed-width': paychexFixedWidth,
  'quickbooks-iif': quickbooksIif,
  'sage-csv': sageCsv,
};

export const PRESETS: readonly ExportTemplate[] = Object.entries(PRESET_FILES).map(([file, json]) => {
  const result = validateExportTemplate(json);
  if (!result.ok) throw new Error(`templates/${file}.json: ${result.message}`);
  return result.template;
});

/** The template with this id, or undefined (the caller answers 400 naming templateID). */
export function findTemplate(templateID: string): ExportTemplate | undefined {
  return PRESETS.find((template) => template.id === templateID);
}

/** GetDataExportTemplates_IDName: every preset, in the order above. */
export function listTemplates(): IdName[] {
  return PRESETS.map(({ id, name }) => ({ id, name }));
}

/** GetDataExportTemplateParameters_ForDataExportTemplateID: undefined for an unknown template. */
export function templateParameters(templateID: string): TemplateParameter[] | undefined {
  return findTemplate(templateID)?.parameters.map((p) => ({ ...p }));
}
