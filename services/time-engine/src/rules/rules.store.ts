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

/**
 * The setup tables, whole, from the api's views, in one statement: every recalculation reads
 * them, and six round trips cost more than the rows (the views give text and JSON already, so
 * JSON aggregation changes no value's type).
 */
export async function readSetupRows(manager: EntityManager): Promise<SetupRows> {
  const all = (view: string, columns = '*') => `(SELECT coalesce(json_agg(r), '[]') FROM (SELECT ${columns} FROM api.${view}) AS r)`;
  const [rows]: SetupRows[] = await manager.query(
    `SELECT ${all('v_shifts')} AS "shiftRows", ${all('v_work_patterns', 'id, days')} AS "patternRows",
            ${all('v_work_cycles', 'id, work_patterns')} AS "cycleRows", ${all('v_overtime_limits', 'id, number_of_days, limits')} AS "limitRows",
            ${all('v_public_holidays', 'calendar_id, is_default, dates')} AS "calendarRows",
            ${all('v_auto_shift_template_shifts', 'auto_shift_template_id, shift_id')} AS "templateRows"`,
  );
  return rows;
}
