import { Writable } from 'node:stream';
import { DateTime } from 'luxon';
import type { Pool } from 'pg';
import Cursor from 'pg-cursor';
import type { EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DEFAULT_COMMAND_TIMEOUT_MS, REPORT_FAILURE_TEXT, type Actor, type ReportFile, type ReportOutput } from '@tna/contracts';
import { CommandClient, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import type { AnyReportDefinition, ReportContext, ReportDefinition, ReportRow, ReportSource } from '../domain/report';
import { reportDownloadUrl, reportFileName, REPORT_CONTENT_TYPES } from '../domain/report-file';
import { REPORT_DEFINITIONS } from '../report-definitions';
import { dropReportFile, finishReportFile, insertReportFilePart, startReportFile } from '../reports.store';
import { writeReport } from '../writers';

/** A report as the Generate call checked it: the definition's kind, its request (options) and the resolved context. */
export interface ReportJobData {
  readonly report: string;
  readonly request: Record<string, unknown>;
  readonly context: ReportContext;
}

export const REPORT = jobKind<ReportJobData>('report');
/**
 * An evacuation: the same job under its own kind, run by the api's second runner, which runs
 * nothing else (api.module.ts), so an evacuation never waits behind a month-long report.
 */
export const EVACUATION_REPORT = jobKind<ReportJobData>('evacuation-report');
/** Every kind a report job runs as: a download looks for its job among these. */
export const REPORT_JOB_KINDS = [REPORT.name, EVACUATION_REPORT.name] as const;

/** The kind a definition's job is queued as: its own runner's when it is urgent. */
export const reportJobKind = (definition: AnyReportDefinition<object>) => (definition.urgent ? EVACUATION_REPORT : REPORT);

/** Records read from the cursor at a time: few enough to hold, many enough that round trips do not show. */
const CURSOR_BATCH = 2_000;
/** Rows between progress commits when no part of the file is stored in between (a cancel is seen there too). */
const PROGRESS_ROWS = 10_000;
/** Bytes per stored part of the file (api.report_file_parts). */
const PART_BYTES = 1024 * 1024;

/**
 * One report (docs/reports.md, "Jobs and downloads"): the definition's query streamed from
 * PostgreSQL through a cursor in one read-only transaction (one snapshot), each record turned
 * into rows, or a sourced definition's rows as it asks for them (the api's database and commands
 * to other services); the rows written by the output's writer into a sink that stores the file a
 * part at a time, each part committed with the rows done so far as the job's progress. Nothing
 * holds the whole report. A failure ends the job with the specification's text and logs the cause; what was
 * stored of the file is dropped. A job taken over after a crash starts its file again.
 */
export class ReportJob implements JobHandler<ReportJobData> {
  private readonly commands: CommandClient;

  constructor(
    private readonly runtime: ServiceRuntime,
    readonly kind: typeof REPORT = REPORT,
  ) {
    this.commands = new CommandClient(runtime.bus);
  }

  async run(job: JobContext<ReportJobData>): Promise<ReportFile> {
    const { report, request, context } = job.payload;
    // Errors the runner raises to stop the job (a cancel, a stopping service) pass through as they are.
    const stops = new WeakSet<object>();
    const chunk = async <R>(done: number, work: (manager: EntityManager) => Promise<R>): Promise<R> => {
      let failed: unknown;
      try {
        return await job.chunk(done, async (manager) => {
          try {
            return await work(manager);
          } catch (error) {
            failed = error;
            throw error;
          }
        });
      } catch (error) {
        if (error !== failed && typeof error === 'object' && error !== null) stops.add(error);
        throw error;
      }
    };
    try {
      const definition = REPORT_DEFINITIONS.find((candidate) => candidate.kind === report);
      if (!definition) throw new Error(`no report definition of kind ${report}`);
      return await this.make(job.id, definition, request, context, job.requestedBy, chunk);
    } catch (error) {
      if (typeof error === 'object' && error !== null && stops.has(error)) throw error;
      this.runtime.logger.error({ jobID: job.id, report, error: error instanceof Error ? error.stack : String(error) }, 'report failed');
      await dropReportFile(this.runtime.dataSource, job.id);
      throw new Error(REPORT_FAILURE_TEXT);
    }
  }

  private async make(
    jobID: string,
    definition: AnyReportDefinition<object>,
    request: Record<string, unknown>,
    context: ReportContext,
    actor: Actor | null,
    chunk: <R>(done: number, work: (manager: EntityManager) => Promise<R>) => Promise<R>,
  ): Promise<ReportFile> {
    const output: ReportOutput = context.output;
    const fileName = reportFileName(definition.kind, context.from, context.to, output);
    const contentType = REPORT_CONTENT_TYPES[output];
    await chunk(0, (manager) => startReportFile(manager, { jobID, kind: definition.kind, fileName, contentType }));

    const options = request as object;
    const layout = definition.layout(options, context);
    let rowsRead = 0;
    let rowsReported = 0;
    const pool = (this.runtime.dataSource.driver as PostgresDriver).master as Pool;
    const source: ReportSource = {
      query: async (text, values) => (await pool.query<Record<string, unknown>>(text, values)).rows,
      execute: (type, payload) =>
        this.commands.execute(type, { payload, actor: actor ?? undefined, timeoutMs: this.runtime.config.TNA_COMMAND_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS }),
    };
    const made = 'rows' in definition ? definition.rows(options, context, source) : queriedRows(pool, definition, options, context);

    async function* rows(): AsyncGenerator<ReportRow> {
      for await (const row of made) {
        rowsRead += 1;
        yield row;
        if (rowsRead - rowsReported >= PROGRESS_ROWS) {
          rowsReported = rowsRead;
          await chunk(rowsRead, async () => undefined);
        }
      }
    }

    let bytes = 0;
    let part = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const store = async () => {
      if (pendingBytes === 0) return;
      const piece = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      bytes += piece.length;
      const number = part++;
      rowsReported = rowsRead;
      await chunk(rowsRead, (manager) => insertReportFilePart(manager, jobID, number, piece));
    };
    // The writer waits on each full part being stored before it writes on (backpressure); it ends the sink, whose final part is stored before it resolves.
    const sink = new Writable({
      write(data: Buffer | string, encoding: BufferEncoding, done: (error?: Error | null) => void) {
        const piece = typeof data === 'string' ? Buffer.from(data, encoding) : data;
        pending.push(piece);
        pendingBytes += piece.length;
        if (pendingBytes < PART_BYTES) return done();
        store().then(() => done(), done);
      },
      final(done: (error?: Error | null) => void) {
        store().then(() => done(), done);
      },
    });

    let written: { rows: number };
    try {
      written = await writeReport(
        layout,
        rows(),
        {
          title: layout.title,
          heading: context.heading,
          from: context.from,
          to: context.to,
          // Printed as written: the installation's wall time, with its offset.
          generatedAt: DateTime.now().setZone(context.timeZone).toISO({ suppressMilliseconds: true })!,
        },
        output,
        sink,
      );
    } catch (error) {
      // The writer leaves the sink to its caller when the rows fail: nothing more goes into the file.
      sink.destroy();
      throw error;
    }
    await chunk(rowsRead, (manager) => finishReportFile(manager, jobID, bytes, written.rows));
    return { downloadUrl: reportDownloadUrl(jobID), fileName, contentType, bytes, rows: written.rows };
  }
}

/** A SQL definition's rows: its query through a cursor in one read-only transaction (one snapshot), each record through `row`. */
async function* queriedRows(pool: Pool, definition: ReportDefinition<object>, options: object, context: ReportContext): AsyncGenerator<ReportRow> {
  const query = definition.query(options, context);
  const client = await pool.connect();
  let clean = false;
  try {
    await client.query('BEGIN READ ONLY');
    // A month of a company is past the JIT threshold, and compiling the query takes longer than running it;
    // its rows, sorted by group before the first is sent, overflow the default 4 MB of sort memory onto disk.
    await client.query('SET LOCAL jit = off');
    await client.query(`SET LOCAL work_mem = '64MB'`);
    const cursor = client.query(new Cursor<Record<string, unknown>>(query.text, query.values));
    for (;;) {
      const batch = await cursor.read(CURSOR_BATCH);
      if (batch.length === 0) break;
      for (const record of batch) {
        const made = definition.row(record, options, context);
        if (made === null) continue;
        yield* Array.isArray(made) ? made : [made];
      }
    }
    await cursor.close();
    await client.query('COMMIT');
    clean = true;
  } finally {
    // A connection left inside a cursor (the writer stopped early, a failure) is closed rather than reused.
    client.release(clean ? undefined : true);
  }
}
