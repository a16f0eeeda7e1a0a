/**
 * Each selected employee's planned day for each date of the period, as the time engine rosters it
 * (docs/time-engine.md decision 18, `scheduledShiftOn` in services/time-engine/src/domain/roster.ts),
 * in SQL over the views the engine itself reads, because the api cannot run the engine's code:
 *
 * - a manual shift change of that date (time_engine.v_manual_shift_changes; no shift: day off);
 * - else the cycle in force: the latest work cycle change effective by then
 *   (time_engine.v_work_cycle_changes, its start date defaulting to the effective date), else the
 *   employee's own cycle (starting pattern defaulting to the cycle's first, start day to 1); none,
 *   or a date before its start date: no roster;
 * - the Friday, Saturday, Sunday and public-holiday non-working flags (the employee's calendars, or
 *   the default calendars when they have none) make it a day off;
 * - else the cycle day's shift, (days from the start date + days of the cycle before the starting
 *   pattern's first place + start day − 1) modulo the cycle's length; a blank day is a day off;
 * - the first of that shift's replacement rules matching the weekday (always, or on a public
 *   holiday) swaps the shift.
 *
 * A day the engine has stored (time_engine.v_employee_shifts) is as stored: its kind and shift win
 * (auto shift detection, a locked day), and `source` says 'calculated' where they differ from the
 * roster. Leave comes from time_engine.v_leave_days and counts on shift days only (the engine ignores
 * leave on a day off). `planned_minutes` is the shift's target less the leave. Values: $1
 * employees, $2 from, $3 to. Columns: employee_id, day, weekday (1 Monday), kind (shift, dayOff,
 * noRoster), source (shiftChange, pattern, replacement, friday, saturday, sunday, publicHoliday,
 * noRoster, calculated), shift_id, full_leave, leave_minutes, planned_minutes.
 */
export const PLANNED_DAYS_SQL = `
  WITH chosen AS (
    SELECT employee.id, employee.work_cycle_id, employee.starting_work_pattern_id, coalesce(employee.work_pattern_start_day, 1) AS start_day,
           employee.work_pattern_start_date, employee.friday_non_working, employee.saturday_non_working, employee.sunday_non_working,
           employee.public_holiday_non_working,
           coalesce((SELECT array_agg(own.public_holiday_calendar_id) FROM api.employee_pub_hol_calendars own WHERE own.employee_id = employee.id), '{}') AS calendars
      FROM api.employees employee
     WHERE employee.id = ANY($1::uuid[])
  ), cycle_days AS (
    SELECT cycle.id AS cycle_id, (pattern.value->>'workPatternID')::uuid AS pattern_id, nullif(day.value->>'shiftID', '')::uuid AS shift_id,
           (row_number() OVER (PARTITION BY cycle.id ORDER BY pattern.ordinality, day.ordinality) - 1)::int AS position
      FROM api.work_cycles cycle
      CROSS JOIN LATERAL jsonb_array_elements(cycle.work_patterns) WITH ORDINALITY AS pattern (value, ordinality)
      JOIN api.work_patterns work_pattern ON work_pattern.id = (pattern.value->>'workPatternID')::uuid
      CROSS JOIN LATERAL jsonb_array_elements(work_pattern.days) WITH ORDINALITY AS day (value, ordinality)
  ), cycle_lengths AS (
    SELECT cycle_id, count(*)::int AS length FROM cycle_days GROUP BY cycle_id
  ), dated AS (
    SELECT chosen.*, date.day::date AS day, extract(isodow FROM date.day)::int AS weekday
      FROM chosen CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS date (day)
  ), anchored AS (
    SELECT dated.*, stored.id AS stored_id, stored.day_kind AS stored_kind, stored.shift_id AS stored_shift_id,
           manual.employee_id IS NOT NULL AS changed, manual.shift_id AS changed_shift_id,
           CASE WHEN change.employee_id IS NOT NULL THEN change.work_cycle_id
                WHEN dated.work_pattern_start_date IS NOT NULL THEN dated.work_cycle_id END AS anchor_cycle,
           CASE WHEN change.employee_id IS NOT NULL THEN change.starting_work_pattern_id ELSE dated.starting_work_pattern_id END AS anchor_pattern,
           CASE WHEN change.employee_id IS NOT NULL THEN change.start_day ELSE dated.start_day END AS anchor_start_day,
           CASE WHEN change.employee_id IS NOT NULL THEN coalesce(change.start_date, change.effective_date) ELSE dated.work_pattern_start_date END AS anchor_start_date,
           EXISTS (SELECT 1 FROM api.public_holiday_calendars calendar JOIN api.public_holidays holiday ON holiday.public_holiday_calendar_id = calendar.id
                    WHERE holiday.holiday_date = dated.day
                      AND CASE WHEN cardinality(dated.calendars) > 0 THEN calendar.id = ANY(dated.calendars) ELSE calendar.is_default END) AS holiday
      FROM dated
      LEFT JOIN time_engine.v_employee_shifts stored ON stored.employee_id = dated.id AND stored.shift_date = dated.day
      LEFT JOIN time_engine.v_manual_shift_changes manual ON manual.employee_id = dated.id AND manual.shift_date = dated.day
      LEFT JOIN LATERAL (
        SELECT cycle_change.* FROM time_engine.v_work_cycle_changes cycle_change
         WHERE cycle_change.employee_id = dated.id AND cycle_change.effective_date <= dated.day
         ORDER BY cycle_change.effective_date DESC LIMIT 1) change ON true
  ), positioned AS (
    SELECT anchored.*,
           (SELECT cycle_day.shift_id FROM cycle_days cycle_day JOIN cycle_lengths ON cycle_lengths.cycle_id = cycle_day.cycle_id
             WHERE cycle_day.cycle_id = anchored.anchor_cycle
               AND cycle_day.position = ((anchored.day - anchored.anchor_start_date)
                     + (SELECT min(first.position) FROM cycle_days first
                         WHERE first.cycle_id = anchored.anchor_cycle
                           AND first.pattern_id = coalesce(anchored.anchor_pattern,
                                 (SELECT start.pattern_id FROM cycle_days start WHERE start.cycle_id = anchored.anchor_cycle AND start.position = 0)))
                     + anchored.anchor_start_day - 1) % cycle_lengths.length) AS pattern_shift_id,
           (SELECT count(*) FROM cycle_days cycle_day WHERE cycle_day.cycle_id = anchored.anchor_cycle) > 0 AS has_cycle
      FROM anchored
  ), planned AS (
    SELECT positioned.*,
           CASE WHEN changed THEN 'shiftChange'
                WHEN anchor_cycle IS NULL OR NOT has_cycle OR day < anchor_start_date THEN 'noRoster'
                WHEN weekday = 5 AND friday_non_working THEN 'friday'
                WHEN weekday = 6 AND saturday_non_working THEN 'saturday'
                WHEN weekday = 7 AND sunday_non_working THEN 'sunday'
                WHEN holiday AND public_holiday_non_working THEN 'publicHoliday'
                ELSE 'pattern' END AS roster_source,
           (SELECT (rule.value->>'shiftID')::uuid FROM api.shifts shift
              CROSS JOIN LATERAL jsonb_array_elements(shift.replacement_rules) WITH ORDINALITY AS rule (value, ordinality)
             WHERE shift.id = positioned.pattern_shift_id AND (rule.value->>'dayOfWeek')::int = positioned.weekday
               AND (rule.value->>'condition' = 'always' OR positioned.holiday)
             ORDER BY rule.ordinality LIMIT 1) AS replacement_shift_id
      FROM positioned
  ), rostered AS (
    SELECT planned.*,
           CASE WHEN roster_source = 'shiftChange' THEN CASE WHEN changed_shift_id IS NULL THEN 'dayOff' ELSE 'shift' END
                WHEN roster_source = 'noRoster' THEN 'noRoster'
                WHEN roster_source = 'pattern' AND pattern_shift_id IS NOT NULL THEN 'shift'
                ELSE 'dayOff' END AS roster_kind,
           CASE WHEN roster_source = 'shiftChange' THEN changed_shift_id
                WHEN roster_source = 'pattern' THEN coalesce(replacement_shift_id, pattern_shift_id) END AS roster_shift_id
      FROM planned
  ), decided AS (
    SELECT rostered.id AS employee_id, rostered.day, rostered.weekday, rostered.stored_id,
           coalesce(stored_kind, roster_kind) AS kind,
           CASE WHEN stored_id IS NOT NULL THEN stored_shift_id ELSE roster_shift_id END AS shift_id,
           CASE WHEN stored_id IS NOT NULL AND (stored_kind IS DISTINCT FROM roster_kind OR stored_shift_id IS DISTINCT FROM roster_shift_id) THEN 'calculated'
                WHEN roster_source = 'pattern' AND replacement_shift_id IS NOT NULL THEN 'replacement'
                ELSE roster_source END AS source
      FROM rostered
  )
  SELECT decided.*, shift.name AS shift_name, coalesce(shift.abbreviation, shift.name) AS shift_short,
         to_char(shift.start_time, 'HH24:MI') AS start_time, to_char(shift.end_time, 'HH24:MI') AS end_time,
         coalesce((leave.leave->>'full')::boolean, false) AS full_leave,
         CASE WHEN decided.kind <> 'shift' OR leave.leave IS NULL THEN 0
              WHEN (leave.leave->>'full')::boolean THEN target.minutes
              ELSE least((leave.leave->>'minutes')::int, target.minutes) END AS leave_minutes,
         CASE WHEN decided.kind <> 'shift' THEN 0
              WHEN leave.leave IS NULL THEN target.minutes
              WHEN (leave.leave->>'full')::boolean THEN 0
              ELSE greatest(target.minutes - (leave.leave->>'minutes')::int, 0) END AS planned_minutes
    FROM decided
    LEFT JOIN api.shifts shift ON shift.id = decided.shift_id AND decided.kind = 'shift'
    CROSS JOIN LATERAL (SELECT CASE WHEN shift.no_target_hours THEN 0 ELSE coalesce(shift.target_work_hours, 0) END AS minutes) target
    LEFT JOIN time_engine.v_leave_days leave ON leave.employee_id = decided.employee_id AND leave.shift_date = decided.day`;
