import type { EntityManager } from 'typeorm';
import type { RosterSetup, ShiftDefinition, WorkCycle, WorkPattern } from '../domain';
import {
  overtimeLimitRuleOf,
  rosterSetupOf,
  shiftDefinitionOf,
  workCycleOf,
  workPatternOf,
  type OvertimeLimitRow,
  type OvertimeLimitRule,
  type PublicHolidayCalendarRow,
  type ShiftRow,
  type WorkCycleRow,
  type WorkPatternRow,
} from './setup-rows.util';

/** The setup tables are small: one calculation run reads each once, whole, from the api's views. */
export interface RulesSnapshot {
  readonly shifts: ReadonlyMap<string, ShiftDefinition>;
  /** The overtime limit rule id of each shift that has one. */
  readonly shiftLimitRules: ReadonlyMap<string, string>;
  readonly rosterSetup: RosterSetup;
  readonly cycles: ReadonlyMap<string, WorkCycle | null>;
  readonly limitRules: ReadonlyMap<string, OvertimeLimitRule>;
  /** The shifts of each auto shift template. */
  readonly templates: ReadonlyMap<string, ShiftDefinition[]>;
}

export async function loadRulesSnapshot(manager: EntityManager): Promise<RulesSnapshot> {
  // One after another: a transaction's connection runs one query at a time anyway.
  const shiftRows: ShiftRow[] = await manager.query('SELECT * FROM api.v_shifts');
  const patternRows: WorkPatternRow[] = await manager.query('SELECT id, days FROM api.v_work_patterns');
  const cycleRows: WorkCycleRow[] = await manager.query('SELECT id, work_patterns FROM api.v_work_cycles');
  const limitRows: OvertimeLimitRow[] = await manager.query('SELECT id, number_of_days, limits FROM api.v_overtime_limits');
  const calendarRows: PublicHolidayCalendarRow[] = await manager.query('SELECT calendar_id, is_default, dates FROM api.v_public_holidays');
  const templateRows: { auto_shift_template_id: string; shift_id: string }[] = await manager.query(
    'SELECT auto_shift_template_id, shift_id FROM api.v_auto_shift_template_shifts',
  );
  const shifts = new Map(shiftRows.map((row) => [row.id, shiftDefinitionOf(row)]));
  const patterns = new Map<string, WorkPattern>(patternRows.map((row) => [row.id, workPatternOf(row)]));
  const templates = new Map<string, ShiftDefinition[]>();
  for (const row of templateRows) {
    const shift = shifts.get(row.shift_id);
    if (!shift) continue;
    const list = templates.get(row.auto_shift_template_id) ?? [];
    list.push(shift);
    templates.set(row.auto_shift_template_id, list);
  }
  return {
    shifts,
    shiftLimitRules: new Map(shiftRows.filter((row) => row.overtime_limit_id !== null).map((row) => [row.id, row.overtime_limit_id!])),
    rosterSetup: rosterSetupOf(shiftRows, calendarRows),
    cycles: new Map(cycleRows.map((row) => [row.id, workCycleOf(row, patterns)])),
    limitRules: new Map(limitRows.map((row) => [row.id, overtimeLimitRuleOf(row)])),
    templates,
  };
}
