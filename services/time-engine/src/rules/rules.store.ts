import type { EntityManager } from 'typeorm';
import type { OvertimeLimitRow, PublicHolidayCalendarRow, ShiftRow, WorkCycleRow, WorkPatternRow } from './setup-rows.util';

export interface SetupRows {
  shiftRows: ShiftRow[];
  patternRows: WorkPatternRow[];
  cycleRows: WorkCycleRow[];
  limitRows: OvertimeLimitRow[];
  calendarRows: PublicHolidayCalendarRow[];
  templateRows: { auto_shift_template_id: string; shift_id: string }[];
}

/** The six views, as one text of six statements. */
const SETUP_SQL = [
  'SELECT * FROM api.v_shifts',
  'SELECT id, days FROM api.v_work_patterns',
  'SELECT id, work_patterns FROM api.v_work_cycles',
  'SELECT id, number_of_days, limits FROM api.v_overtime_limits',
  'SELECT calendar_id, is_default, dates FROM api.v_public_holidays',
  'SELECT auto_shift_template_id, shift_id FROM api.v_auto_shift_template_shifts',
].join(';\n');

/** What the pg driver's client answers to a text of several statements: one result each. */
interface MultiStatementClient {
  query(sql: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The setup tables, whole, from the api's views, in one round trip: every recalculation (each
 * delivery of clockings) reads them, and six trips were a quarter of a delivery's statements.
 * TypeORM's `query` takes one statement, so the text goes to the driver's client of the
 * manager's connection (the transaction's, when there is one), which runs it as one simple query.
 */
export async function readSetupRows(manager: EntityManager): Promise<SetupRows> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as MultiStatementClient;
    const [shifts, patterns, cycles, limits, calendars, templates] = await client.query(SETUP_SQL);
    return {
      shiftRows: shifts.rows as ShiftRow[],
      patternRows: patterns.rows as WorkPatternRow[],
      cycleRows: cycles.rows as WorkCycleRow[],
      limitRows: limits.rows as OvertimeLimitRow[],
      calendarRows: calendars.rows as PublicHolidayCalendarRow[],
      templateRows: templates.rows as { auto_shift_template_id: string; shift_id: string }[],
    };
  } finally {
    if (runner !== manager.queryRunner) await runner.release();
  }
}
