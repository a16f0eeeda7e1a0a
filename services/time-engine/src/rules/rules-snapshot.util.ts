import type { EntityManager } from 'typeorm';
import type { RosterSetup, ShiftDefinition, WorkCycle, WorkPattern } from '../domain';
import {
  overtimeLimitRuleOf,
  rosterSetupOf,
  shiftDefinitionOf,
  workCycleOf,
  workPatternOf,
  type OvertimeLimitRule,
} from './setup-rows.util';
import { readSetupRows } from './rules.store';

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
  const { shiftRows, patternRows, cycleRows, limitRows, calendarRows, templateRows } = await readSetupRows(manager);
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
