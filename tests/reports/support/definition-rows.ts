import type { ReportDefinition, ReportContext, ReportRow } from '../../../services/api/src/reports/domain/report';
import type { RunningProduct } from '../../support/stacks';

/**
 * A definition's rows as the report job gets them: its SQL run on the product's database, each
 * record through its row(). For checking a report's rows exactly, apart from how a writer shows them.
 */
export async function definitionRows<O extends object>(
  product: RunningProduct,
  definition: ReportDefinition<O>,
  options: O,
  context: Partial<ReportContext> & Pick<ReportContext, 'from' | 'to' | 'employeeIDs'>,
): Promise<ReportRow[]> {
  const full: ReportContext = { groupBy: null, heading: null, output: 'excel', timeZone: 'Africa/Johannesburg', ...context };
  const query = definition.query(options, full);
  const records = await product.query(query.text, query.values);
  return records.flatMap((record) => {
    const row = definition.row(record, options, full);
    return row === null ? [] : Array.isArray(row) ? row : [row];
  });
}
