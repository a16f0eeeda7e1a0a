import type { CommandPayload, CommandResult, CommandType, ReportGrouping, ReportOutput } from '@tna/contracts';

/**
 * The shape every report is written to (docs/reports.md): a definition says what the columns are
 * and which SQL yields the rows (or, for a report another service's rule decides, how to ask for
 * them), ordered by their groups; the report job streams those rows
 * through one of the three writers (PDF, Excel, Excel Text), which print group headers,
 * subtotals of the `total` columns and a grand total. Pure: no I/O here.
 */

/** How a cell is written: `minutes` are integer minutes shown as h:mm (Excel: a duration value). */
export type ReportCellType = 'text' | 'integer' | 'decimal' | 'money' | 'minutes' | 'date' | 'time' | 'dateTime' | 'percent';

/** A cell's value: text as shown; numbers as numbers (minutes as integer minutes); dates 'YYYY-MM-DD', times 'HH:mm', date-times 'YYYY-MM-DD HH:mm' (already in the employee's or reader's zone). */
export type ReportCell = string | number | null;

export interface ReportColumn {
  key: string;
  label: string;
  type: ReportCellType;
  /** Relative width on the PDF page (default by type). */
  width?: number;
  /** Summed into each group's subtotal and the grand total. */
  total?: boolean;
}

export interface ReportLayout {
  /** The report's name, printed when the request has no heading: 'Clocked Times'. */
  title: string;
  orientation: 'portrait' | 'landscape';
  columns: ReportColumn[];
  /** Lines under the page header naming the options chosen ('Combine overtime values'). */
  notes?: string[];
}

/** One line of the report. `groups` are the group titles, outermost first; a change in any starts a new group. */
export interface ReportRow {
  groups: string[];
  cells: Record<string, ReportCell>;
}

/** A parameterised SQL statement; its rows come back in the order the report prints them. */
export interface ReportQuery {
  text: string;
  values: unknown[];
}

/** What the job hands every definition: the request's shared part, with the employees resolved. */
export interface ReportContext {
  from: string;
  to: string;
  /** The employees the request selects (by ids, a report filter, or everyone), never empty. */
  employeeIDs: string[];
  groupBy: ReportGrouping | null;
  heading: string | null;
  output: ReportOutput;
  /** The installation's zone (TNA_TIME_ZONE): wall times of employees and readers without a zone of their own are shown in it. */
  timeZone: string;
}

/** What every report says about itself, whatever yields its rows. */
export interface ReportDefinitionBase<O extends object = object> {
  /** The Generate call that starts it: 'GenerateReportClockedTimes'. */
  call: string;
  /** The job kind and the file's name stem: 'clocked-times'. */
  kind: string;
  title: string;
  request: new () => O;
  /**
   * Made by the api's second job runner, which runs only urgent reports: it never waits behind
   * the others (docs/reports.md, "Jobs and downloads"). The evacuation is the one.
   */
  urgent?: true;
  /** The files this report is offered as; all of REPORT_OUTPUTS when absent. */
  outputs?: readonly ReportOutput[];
  layout(options: O, context: ReportContext): ReportLayout;
}

/**
 * A report whose rows are one SQL statement. `O` is its request class (extends ReportRequest with
 * its own options). `query`'s values start with the context's `[employeeIDs, from, to]` as $1, $2,
 * $3 by convention. `row` turns one SQL record into zero or more report rows (null: skip).
 */
export interface ReportDefinition<O extends object = object> extends ReportDefinitionBase<O> {
  query(options: O, context: ReportContext): ReportQuery;
  row(record: Record<string, unknown>, options: O, context: ReportContext): ReportRow | ReportRow[] | null;
}

/** What a report reads through when its rows are not one SQL statement. */
export interface ReportSource {
  /** One read-only statement on the api's database. */
  query(text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
  /** A command to the service that owns a rule (PlanWorkRoster: the time engine's roster), answered over the bus. */
  execute<T extends CommandType>(type: T, payload: CommandPayload<T>): Promise<CommandResult<T>>;
}

/**
 * A report whose rows another service's rule decides (the roster reports: the time engine's
 * roster): `rows` yields them in print order, asking through `source` a part at a time, so
 * nothing holds the whole report and no message grows with it.
 */
export interface SourcedReportDefinition<O extends object = object> extends ReportDefinitionBase<O> {
  rows(options: O, context: ReportContext, source: ReportSource): AsyncIterable<ReportRow>;
}

export type AnyReportDefinition<O extends object = object> = ReportDefinition<O> | SourcedReportDefinition<O>;
