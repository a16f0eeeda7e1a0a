import type { CommandPayload, CommandResult, CommandType } from '@tna/contracts';
import { createServiceDataSource } from '@tna/platform';
import type { AnyReportDefinition, ReportContext, ReportRow, ReportSource } from '../../../services/api/src/reports/domain/report';
import { PlanWorkRosterCommand } from '../../../services/time-engine/src/work-roster/commands/plan-work-roster/plan-work-roster.command';
import { PlanWorkRosterHandler } from '../../../services/time-engine/src/work-roster/commands/plan-work-roster/plan-work-roster.handler';
import type { RunningProduct } from '../../support/stacks';

/**
 * A definition's rows as the report job gets them: its SQL run on the product's database, each
 * record through its row(); or a sourced definition's rows, its queries on the product's database
 * and its commands answered by the owner's handler run here on that database (the roster reports'
 * PlanWorkRoster: the time engine's). For checking a report's rows exactly, apart from how a
 * writer shows them; the bus between the api and the owner is covered by the tests that make files.
 */
export async function definitionRows<O extends object>(
  product: RunningProduct,
  definition: AnyReportDefinition<O>,
  options: O,
  context: Partial<ReportContext> & Pick<ReportContext, 'from' | 'to' | 'employeeIDs'>,
): Promise<ReportRow[]> {
  const full: ReportContext = { groupBy: null, heading: null, output: 'excel', timeZone: 'Africa/Johannesburg', ...context };
  if ('rows' in definition) {
    const engine = await createServiceDataSource({ service: 'time-engine', url: product.databaseUrl, entities: [], migrations: [], poolSize: 1 }).initialize();
    try {
      const source: ReportSource = {
        query: (text, values) => product.query(text, values),
        execute: <T extends CommandType>(type: T, payload: CommandPayload<T>): Promise<CommandResult<T>> => {
          if (type !== 'PlanWorkRoster') throw new Error(`definitionRows answers PlanWorkRoster only, not ${type}`);
          const request = payload as CommandPayload<'PlanWorkRoster'>;
          return engine.transaction((manager) => new PlanWorkRosterHandler().execute(new PlanWorkRosterCommand(request, manager))) as Promise<CommandResult<T>>;
        },
      };
      const rows: ReportRow[] = [];
      for await (const row of definition.rows(options, full, source)) rows.push(row);
      return rows;
    } finally {
      await engine.destroy();
    }
  }
  const query = definition.query(options, full);
  const records = await product.query(query.text, query.values);
  return records.flatMap((record) => {
    const row = definition.row(record, options, full);
    return row === null ? [] : Array.isArray(row) ? row : [row];
  });
}
