import { BadRequestException, Controller, Get, Inject, NotFoundException, Query } from '@nestjs/common';
import { isUuid, type IdName } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';

/** A day of a work pattern with its shift (null: a day off). */
export interface WorkPatternDayShift {
  day: number;
  shiftID: string | null;
  shiftName: string | null;
  abbreviation: string | null;
}

export interface AutoShiftTemplateShiftRecord {
  id: string;
  autoShiftTemplateID: string;
  shiftID: string;
  name: string | null;
  version: number;
}

function idParameter(value: unknown, name: string): string {
  if (!isUuid(value)) throw new BadRequestException({ error: 'validation failed', field: name, message: `${name} must be a record id` });
  return value.toLowerCase();
}

/**
 * The rules' reads the generic setup module has no pattern for: a work pattern's days with their
 * shifts, a cycle's patterns in order, and an auto shift template's shifts (its "master").
 */
@Controller('api')
export class RulesController {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  @Get('GetWorkPatternDays_Shifts')
  async workPatternDays(@Query('WorkPatternID') workPatternID: unknown): Promise<WorkPatternDayShift[]> {
    const id = idParameter(workPatternID, 'WorkPatternID');
    await this.exists('work_patterns', id, 'WorkPatternID', 'work pattern');
    return this.runtime.dataSource.query(
      `SELECT d.ordinal::int AS day, s.id AS "shiftID", s.name AS "shiftName", s.abbreviation
         FROM work_patterns p CROSS JOIN LATERAL jsonb_array_elements(p.days) WITH ORDINALITY AS d (day, ordinal)
         LEFT JOIN shifts s ON s.id::text = d.day->>'shiftID'
        WHERE p.id = $1 ORDER BY d.ordinal`,
      [id],
    );
  }

  @Get('GetWorkCycleWorkPatterns_IDNameForWorkCycleID')
  async workCyclePatterns(@Query('WorkCycleID') workCycleID: unknown): Promise<IdName[]> {
    const id = idParameter(workCycleID, 'WorkCycleID');
    await this.exists('work_cycles', id, 'WorkCycleID', 'work cycle');
    return this.runtime.dataSource.query(
      `SELECT p.id, p.name
         FROM work_cycles c CROSS JOIN LATERAL jsonb_array_elements(c.work_patterns) WITH ORDINALITY AS w (entry, ordinal)
         JOIN work_patterns p ON p.id::text = w.entry->>'workPatternID'
        WHERE c.id = $1 ORDER BY w.ordinal`,
      [id],
    );
  }

  @Get('GetAutoShiftTemplateShifts_ForMasterID')
  async templateShifts(@Query('MasterID') masterID: unknown): Promise<AutoShiftTemplateShiftRecord[]> {
    const id = idParameter(masterID, 'MasterID');
    await this.exists('auto_shift_templates', id, 'MasterID', 'auto shift template');
    return this.runtime.dataSource.query(
      `SELECT t.id, t.auto_shift_template_id AS "autoShiftTemplateID", t.shift_id AS "shiftID", t.name, t.version
         FROM auto_shift_template_shifts t JOIN shifts s ON s.id = t.shift_id
        WHERE t.auto_shift_template_id = $1 ORDER BY s.start_time, s.name`,
      [id],
    );
  }

  @Get('GetAutoShiftTemplateShifts_IDName_ForMasterID')
  async templateShiftNames(@Query('MasterID') masterID: unknown): Promise<IdName[]> {
    const id = idParameter(masterID, 'MasterID');
    await this.exists('auto_shift_templates', id, 'MasterID', 'auto shift template');
    return this.runtime.dataSource.query(
      `SELECT t.id, coalesce(t.name, s.name) AS name
         FROM auto_shift_template_shifts t JOIN shifts s ON s.id = t.shift_id
        WHERE t.auto_shift_template_id = $1 ORDER BY s.start_time, s.name`,
      [id],
    );
  }

  private async exists(table: 'work_patterns' | 'work_cycles' | 'auto_shift_templates', id: string, field: string, label: string): Promise<void> {
    const rows: unknown[] = await this.runtime.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (rows.length === 0) throw new NotFoundException({ error: `No ${label} has the id ${id}`, field });
  }
}
