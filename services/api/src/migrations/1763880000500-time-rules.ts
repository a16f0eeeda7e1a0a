import type { MigrationInterface, QueryRunner } from 'typeorm';

const AUDIT = `version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text`;

/** The status codes the time engine sets (part 2 §4), kept as system shift statuses. */
const SYSTEM_STATUSES: readonly [number, string][] = [
  [0, 'Waiting further action'],
  [1, 'Clocked in/out'],
  [2, 'Clocked in'],
  [3, 'Day off'],
  [4, 'Clocked on an off day'],
  [5, 'On leave'],
  [6, 'Clocked on a leave day'],
  [7, 'Partial leave'],
  [100, 'AWOL'],
  [101, 'No IN'],
  [102, 'No OUT'],
  [103, 'Late in'],
  [104, 'Early in'],
  [105, 'Wrong shift'],
  [106, 'Early out'],
  [107, 'Late out'],
  [108, 'Cleared adjustment: AWOL'],
  [109, 'Cleared adjustment: late in'],
  [110, 'Cleared adjustment: late out'],
  [111, 'Cleared adjustment: early in'],
  [112, 'Cleared adjustment: early out'],
  [145, 'Overtime to be authorised'],
  [150, 'More than 4 overtime values'],
  [155, 'Clocked on an off day'],
  [160, 'FILO rule applies'],
  [1000, 'Calculation error'],
];

/**
 * The Shift, Work and Time Rules tables (contracts/src/entities/rules.ts) and the public holiday
 * calendars, in the generic record store's conventions (services/api/src/setup/entity-schema.util.ts:
 * a column per field, optional fields nullable, rows fields as jsonb arrays with the wire's
 * camelCase keys, `<table>_<column>_unique` and `<table>_<column>_idx` indexes, no foreign keys:
 * the store checks references and in-use itself). Then the read-only views the time engine
 * reads the rules and the employees' work rules through.
 */
export class TimeRules1763880000500 implements MigrationInterface {
  name = 'TimeRules1763880000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.rounding_types (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      rounding_on_in boolean NOT NULL DEFAULT true,
      start_minutes integer NOT NULL DEFAULT 0 CHECK (start_minutes BETWEEN 0 AND 59),
      minutes_block integer NOT NULL CHECK (minutes_block BETWEEN 1 AND 60 AND 60 % minutes_block = 0),
      breakpoint_minutes integer NOT NULL CHECK (breakpoint_minutes >= 0 AND breakpoint_minutes < minutes_block),
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.shift_breaks (id uuid PRIMARY KEY, name text NOT NULL, description text, ${AUDIT})`);
    await q.query(`CREATE TABLE api.shift_overtimes (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      bucket integer NOT NULL CHECK (bucket BETWEEN 1 AND 10),
      description text,
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.shift_allowances (id uuid PRIMARY KEY, name text NOT NULL, rate_multiplier numeric NOT NULL CHECK (rate_multiplier >= 0), ${AUDIT})`);
    await q.query(`CREATE TABLE api.shift_statuses (
      id uuid PRIMARY KEY,
      code integer NOT NULL,
      name text NOT NULL,
      system_flag boolean NOT NULL DEFAULT false,
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.adjustment_types (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      action text NOT NULL DEFAULT 'none'
        CHECK (action IN ('none', 'addTime', 'deductTime', 'deductMakeUpTime', 'deductShortTimeCarriedOver')),
      description text,
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.target_make_ups (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      carry_short_time boolean NOT NULL DEFAULT false,
      make_up_from jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(make_up_from) = 'array'),
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.overtime_limits (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      number_of_days integer NOT NULL CHECK (number_of_days BETWEEN 1 AND 31),
      limits jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(limits) = 'array'),
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.shifts (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      abbreviation text,
      start_time time NOT NULL,
      end_time time NOT NULL,
      target_work_hours integer NOT NULL CHECK (target_work_hours BETWEEN 0 AND 1440),
      no_target_hours boolean NOT NULL DEFAULT false,
      target_make_up_id uuid,
      shift_allowance_id uuid,
      rounding_in_id uuid,
      rounding_out_id uuid,
      grace_late_in integer CHECK (grace_late_in >= 0),
      grace_early_in integer CHECK (grace_early_in >= 0),
      grace_early_out integer CHECK (grace_early_out >= 0),
      grace_late_out integer CHECK (grace_late_out >= 0),
      flexi boolean NOT NULL DEFAULT false,
      earliest_start time,
      latest_start time,
      earliest_end time,
      latest_end time,
      breaks jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(breaks) = 'array'),
      pre_shift_overtime boolean NOT NULL DEFAULT false,
      overtime_tiers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(overtime_tiers) = 'array'),
      requires_overtime_authorisation boolean NOT NULL DEFAULT false,
      overtime_limit_id uuid,
      replacement_rules jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(replacement_rules) = 'array'),
      ${AUDIT},
      CONSTRAINT shifts_flexi_bounds CHECK (NOT flexi OR (earliest_start IS NOT NULL AND latest_start IS NOT NULL AND earliest_end IS NOT NULL AND latest_end IS NOT NULL))
    )`);
    await q.query(`CREATE TABLE api.work_patterns (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      days jsonb NOT NULL CHECK (jsonb_typeof(days) = 'array' AND jsonb_array_length(days) BETWEEN 1 AND 14),
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.work_cycles (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      work_patterns jsonb NOT NULL CHECK (jsonb_typeof(work_patterns) = 'array' AND jsonb_array_length(work_patterns) >= 1),
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.shift_adjustment_reasons (id uuid PRIMARY KEY, name text NOT NULL, ${AUDIT})`);
    await q.query(`CREATE TABLE api.work_cycle_change_reasons (id uuid PRIMARY KEY, name text NOT NULL, ${AUDIT})`);
    await q.query(`CREATE TABLE api.auto_shift_templates (id uuid PRIMARY KEY, name text NOT NULL, description text, ${AUDIT})`);
    await q.query(`CREATE TABLE api.auto_shift_template_shifts (
      id uuid PRIMARY KEY,
      auto_shift_template_id uuid NOT NULL,
      shift_id uuid NOT NULL,
      name text,
      ${AUDIT}
    )`);
    await q.query(`CREATE TABLE api.public_holiday_calendars (id uuid PRIMARY KEY, name text NOT NULL, is_default boolean NOT NULL DEFAULT false, ${AUDIT})`);
    await q.query(`CREATE TABLE api.public_holidays (
      id uuid PRIMARY KEY,
      public_holiday_calendar_id uuid NOT NULL,
      holiday_date date NOT NULL,
      name text NOT NULL,
      ${AUDIT}
    )`);

    // The descriptors' unique fields (case-insensitively for text), and an index per reference field.
    for (const table of [
      'rounding_types', 'shift_breaks', 'shift_overtimes', 'shift_allowances', 'adjustment_types', 'target_make_ups',
      'overtime_limits', 'shifts', 'work_patterns', 'work_cycles', 'shift_adjustment_reasons', 'work_cycle_change_reasons',
      'auto_shift_templates', 'public_holiday_calendars',
    ]) {
      await q.query(`CREATE UNIQUE INDEX ${table}_name_unique ON api.${table} (lower(name))`);
    }
    await q.query('CREATE UNIQUE INDEX shift_statuses_code_unique ON api.shift_statuses (code)');
    await q.query('CREATE UNIQUE INDEX shift_overtimes_bucket_unique ON api.shift_overtimes (bucket)');
    for (const [table, column] of [
      ['shifts', 'target_make_up_id'], ['shifts', 'shift_allowance_id'], ['shifts', 'rounding_in_id'], ['shifts', 'rounding_out_id'],
      ['shifts', 'overtime_limit_id'], ['auto_shift_template_shifts', 'auto_shift_template_id'], ['auto_shift_template_shifts', 'shift_id'],
      ['public_holidays', 'public_holiday_calendar_id'],
    ]) {
      await q.query(`CREATE INDEX ${table}_${column}_idx ON api.${table} (${column})`);
    }
    // Rules across records that the descriptors cannot say; a second request racing the first gets 409.
    await q.query('CREATE UNIQUE INDEX public_holidays_holiday_date_unique ON api.public_holidays (public_holiday_calendar_id, holiday_date)');
    await q.query('CREATE UNIQUE INDEX auto_shift_template_shifts_shift_id_unique ON api.auto_shift_template_shifts (auto_shift_template_id, shift_id)');

    const values = SYSTEM_STATUSES.map((_, i) => `(gen_random_uuid(), $${i * 2 + 1}, $${i * 2 + 2}, true, 'system', 'system')`).join(', ');
    await q.query(
      `INSERT INTO api.shift_statuses (id, code, name, system_flag, created_by, updated_by) VALUES ${values}`,
      SYSTEM_STATUSES.flat(),
    );

    // Read-only views the time engine reads. Times are HH:mm, as the engine's shift definitions take them.
    await q.query(`CREATE VIEW api.v_shifts AS
      SELECT s.id, s.name, to_char(s.start_time, 'HH24:MI') AS start_time, to_char(s.end_time, 'HH24:MI') AS end_time,
             s.target_work_hours, s.no_target_hours, coalesce(s.grace_late_in, 0) AS grace_late_in, coalesce(s.grace_early_in, 0) AS grace_early_in,
             coalesce(s.grace_early_out, 0) AS grace_early_out, coalesce(s.grace_late_out, 0) AS grace_late_out,
             s.flexi, to_char(s.earliest_start, 'HH24:MI') AS earliest_start, to_char(s.latest_start, 'HH24:MI') AS latest_start,
             to_char(s.earliest_end, 'HH24:MI') AS earliest_end, to_char(s.latest_end, 'HH24:MI') AS latest_end,
             s.breaks, s.pre_shift_overtime, s.overtime_tiers, s.requires_overtime_authorisation, s.overtime_limit_id, s.replacement_rules,
             CASE WHEN ri.id IS NULL THEN NULL
                  ELSE jsonb_build_object('block', ri.minutes_block, 'startMinutes', ri.start_minutes, 'breakPoint', ri.breakpoint_minutes) END AS rounding_in,
             CASE WHEN ro.id IS NULL THEN NULL
                  ELSE jsonb_build_object('block', ro.minutes_block, 'startMinutes', ro.start_minutes, 'breakPoint', ro.breakpoint_minutes) END AS rounding_out,
             CASE WHEN m.id IS NULL THEN NULL
                  ELSE jsonb_build_object('carryShortTime', m.carry_short_time, 'fromBuckets',
                         (SELECT coalesce(jsonb_agg((row->>'bucket')::int ORDER BY ordinal), '[]'::jsonb)
                            FROM jsonb_array_elements(m.make_up_from) WITH ORDINALITY AS rows (row, ordinal))) END AS make_up
        FROM api.shifts s
        LEFT JOIN api.rounding_types ri ON ri.id = s.rounding_in_id
        LEFT JOIN api.rounding_types ro ON ro.id = s.rounding_out_id
        LEFT JOIN api.target_make_ups m ON m.id = s.target_make_up_id`);
    await q.query('CREATE VIEW api.v_work_patterns AS SELECT id, name, days FROM api.work_patterns');
    await q.query('CREATE VIEW api.v_work_cycles AS SELECT id, name, work_patterns FROM api.work_cycles');
    await q.query('CREATE VIEW api.v_overtime_limits AS SELECT id, name, number_of_days, limits FROM api.overtime_limits');
    await q.query(`CREATE VIEW api.v_public_holidays AS
      SELECT c.id AS calendar_id, c.is_default,
             coalesce(array_agg(to_char(h.holiday_date, 'YYYY-MM-DD') ORDER BY h.holiday_date) FILTER (WHERE h.id IS NOT NULL), '{}') AS dates
        FROM api.public_holiday_calendars c LEFT JOIN api.public_holidays h ON h.public_holiday_calendar_id = c.id
       GROUP BY c.id, c.is_default`);
    await q.query('CREATE VIEW api.v_auto_shift_template_shifts AS SELECT auto_shift_template_id, shift_id FROM api.auto_shift_template_shifts');
    await q.query(`CREATE VIEW api.v_employee_work_rules AS
      SELECT e.id, e.time_zone, e.work_cycle_id, e.starting_work_pattern_id, e.work_pattern_start_day,
             to_char(e.work_pattern_start_date, 'YYYY-MM-DD') AS work_pattern_start_date,
             e.auto_shift_detection, e.auto_shift_template_id, e.friday_non_working, e.saturday_non_working, e.sunday_non_working,
             e.public_holiday_non_working, e.filo, e.overtime_limit_id,
             coalesce((SELECT array_agg(p.public_holiday_calendar_id) FROM api.employee_pub_hol_calendars p WHERE p.employee_id = e.id), '{}') AS public_holiday_calendar_ids
        FROM api.employees e`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const view of ['v_employee_work_rules', 'v_auto_shift_template_shifts', 'v_public_holidays', 'v_overtime_limits', 'v_work_cycles', 'v_work_patterns', 'v_shifts']) {
      await q.query(`DROP VIEW api.${view}`);
    }
    for (const table of [
      'public_holidays', 'public_holiday_calendars', 'auto_shift_template_shifts', 'auto_shift_templates', 'work_cycle_change_reasons',
      'shift_adjustment_reasons', 'work_cycles', 'work_patterns', 'shifts', 'overtime_limits', 'target_make_ups', 'adjustment_types',
      'shift_statuses', 'shift_allowances', 'shift_overtimes', 'shift_breaks', 'rounding_types',
    ]) {
      await q.query(`DROP TABLE api.${table}`);
    }
  }
}
