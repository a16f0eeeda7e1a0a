import { Inject, Injectable } from '@nestjs/common';
import type { IdName } from '@tna/contracts';
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

/** The SQL of the rules' reads beyond the generic setup records. */
@Injectable()
export class RulesStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async exists(table: 'work_patterns' | 'work_cycles' | 'auto_shift_templates', id: string): Promise<boolean> {
    const rows: unknown[] = await this.runtime.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  workPatternDays(workPatternID: string): Promise<WorkPatternDayShift[]> {
    return this.runtime.dataSource.query(
      `SELECT d.ordinal::int AS day, s.id AS "shiftID", s.name AS "shiftName", s.abbreviation
         FROM work_patterns p CROSS JOIN LATERAL jsonb_array_elements(p.days) WITH ORDINALITY AS d (day, ordinal)
         LEFT JOIN shifts s ON s.id::text = d.day->>'shiftID'
        WHERE p.id = $1 ORDER BY d.ordinal`,
      [workPatternID],
    );
  }

  workCyclePatterns(workCycleID: string): Promise<IdName[]> {
    return this.runtime.dataSource.query(
      `SELECT p.id, p.name
         FROM work_cycles c CROSS JOIN LATERAL jsonb_array_elements(c.work_patterns) WITH ORDINALITY AS w (entry, ordinal)
         JOIN work_patterns p ON p.id::text = w.entry->>'workPatternID'
        WHERE c.id = $1 ORDER BY w.ordinal`,
      [workCycleID],
    );
  }

  templateShifts(templateID: string): Promise<AutoShiftTemplateShiftRecord[]> {
    return this.runtime.dataSource.query(
      `SELECT t.id, t.auto_shift_template_id AS "autoShiftTemplateID", t.shift_id AS "shiftID", t.name, t.version
         FROM auto_shift_template_shifts t JOIN shifts s ON s.id = t.shift_id
        WHERE t.auto_shift_template_id = $1 ORDER BY s.start_time, s.name`,
      [templateID],
    );
  }

  templateShiftNames(templateID: string): Promise<IdName[]> {
    return this.runtime.dataSource.query(
      `SELECT t.id, coalesce(t.name, s.name) AS name
         FROM auto_shift_template_shifts t JOIN shifts s ON s.id = t.shift_id
        WHERE t.auto_shift_template_id = $1 ORDER BY s.start_time, s.name`,
      [templateID],
    );
  }
}
