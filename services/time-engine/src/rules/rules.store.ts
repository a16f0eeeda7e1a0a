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

/** The setup tables, whole, from the api's views. */
export async function readSetupRows(manager: EntityManager): Promise<SetupRows> {
  // One after another: a transaction's connection runs one query at a time anyway.
  const shiftRows: ShiftRow[] = await manager.query('SELECT * FROM api.v_shifts');
  const patternRows: WorkPatternRow[] = await manager.query('SELECT id, days FROM api.v_work_patterns');
  const cycleRows: WorkCycleRow[] = await manager.query('SELECT id, work_patterns FROM api.v_work_cycles');
  const limitRows: OvertimeLimitRow[] = await manager.query('SELECT id, number_of_days, limits FROM api.v_overtime_limits');
  const calendarRows: PublicHolidayCalendarRow[] = await manager.query('SELECT calendar_id, is_default, dates FROM api.v_public_holidays');
  const templateRows: { auto_shift_template_id: string; shift_id: string }[] = await manager.query(
    'SELECT auto_shift_template_id, shift_id FROM api.v_auto_shift_template_shifts',
  );
  return { shiftRows, patternRows, cycleRows, limitRows, calendarRows, templateRows };
}
