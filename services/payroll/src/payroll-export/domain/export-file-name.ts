import type { ExportTemplate } from './export-template';

/**
 * The file's name: payroll number, range, template and the moment it was made (UTC), so that
 * two exports of one range never share a name. Fixed width is .txt; tab-separated is .iif, the
 * only tab-separated preset being QuickBooks', which imports nothing else.
 */
export function exportFileName(template: ExportTemplate, payroll: { number: string }, range: { from: string; to: string }, createdAt: Date): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const stamp = createdAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const extension = template.format === 'fixedWidth' ? 'txt' : template.csv?.separator === '\t' ? 'iif' : 'csv';
  return `payroll-${slug(payroll.number) || 'export'}_${range.from}_${range.to}_${slug(template.name)}_${stamp}.${extension}`;
}
