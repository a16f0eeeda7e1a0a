import { EVENT_GROUP, EVENT_TYPE } from '@tna/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRecordTable, dropRecordTable } from '../setup/entity-schema.util';

/** Which link table's ids point where: the database's own guard behind the store's reference checks. */
const LINKS: readonly [string, string][] = [
  ['event_types_included_employee_ids', 'employees'],
  ['event_types_excluded_employee_ids', 'employees'],
  ['event_types_recipient_user_team_ids', 'user_teams'],
];

/** One array column of the view per link table, in the order the user chose. */
const linkArray = (table: string, column: string) => `ARRAY(SELECT l.ref_id FROM api.${table} l WHERE l.owner_id = t.id ORDER BY l.position) AS ${column}`;

/**
 * Event groups and event types (contracts/src/entities/alerts.ts) in the generic record store's
 * conventions; the view the alerts service reads them through; and `api.employee_filter_members`,
 * the employees an employee filter selects (docs/alerts.md "Setup").
 */
export class EventAlertsSetup1763880009010 implements MigrationInterface {
  name = 'EventAlertsSetup1763880009010';

  async up(q: QueryRunner): Promise<void> {
    await createRecordTable(q, EVENT_GROUP);
    await createRecordTable(q, EVENT_TYPE);
    await q.query(`ALTER TABLE api.event_types
      ALTER COLUMN notify_employee SET DEFAULT true,
      ALTER COLUMN active SET DEFAULT true,
      ADD CONSTRAINT event_types_event_group_id_fkey FOREIGN KEY (event_group_id) REFERENCES api.event_groups (id),
      ADD CONSTRAINT event_types_employee_filter_id_fkey FOREIGN KEY (employee_filter_id) REFERENCES api.employee_filters (id),
      ADD CONSTRAINT event_types_event_kind CHECK (event_kind IN ('notClockedIn', 'shiftStatus', 'readerSilent', 'leaveAwaitingApproval', 'leaveDecided', 'payrollExported')),
      ADD CONSTRAINT event_types_notification_type CHECK (notification_type IN ('Email', 'SMS')),
      ADD CONSTRAINT event_types_minutes CHECK (minutes_after_shift_start >= 0 AND minutes_silent >= 1)`);
    for (const [link, table] of LINKS) {
      await q.query(`ALTER TABLE api.${link} ADD CONSTRAINT ${link}_ref_id_fkey FOREIGN KEY (ref_id) REFERENCES api.${table} (id)`);
    }

    await q.query(`CREATE VIEW api.v_event_types AS
      SELECT t.id, t.name, t.event_group_id, t.notification_type, t.status, t.event_kind, t.email_header, t.email_footer,
             t.sms_header, t.sms_footer, t.minutes_after_shift_start, t.minutes_silent, t.employee_filter_id,
             ${linkArray('event_types_included_employee_ids', 'included_employee_ids')},
             ${linkArray('event_types_excluded_employee_ids', 'excluded_employee_ids')},
             ${linkArray('event_types_recipient_user_team_ids', 'recipient_user_team_ids')},
             t.notify_employee, t.send_correction, t.active
        FROM api.event_types t`);

    // Every key of the filter ANDed, a blank key matching anyone; surname and preferred name match
    // the start, as GetEmployees does. A team is the employee's own team or a team listing them as
    // a member. Only employees in service: status Active and no termination date before today.
    await q.query(`CREATE FUNCTION api.employee_filter_members(filter_id uuid) RETURNS SETOF uuid
      LANGUAGE sql STABLE AS $$
        SELECT e.id
          FROM api.employee_filters f
          JOIN api.employees e ON true
         WHERE f.id = $1
           AND e.employee_status = 1
           AND (e.termination_date IS NULL OR e.termination_date >= current_date)
           AND (f.surname IS NULL OR e.surname ILIKE replace(replace(replace(f.surname, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
           AND (f.preferred_name IS NULL OR e.preferred_name ILIKE replace(replace(replace(f.preferred_name, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
           AND (f.gender_id IS NULL OR e.gender_id = f.gender_id)
           AND (f.job_title_id IS NULL OR e.job_title_id = f.job_title_id)
           AND (f.business_unit_id IS NULL OR e.business_unit_id = f.business_unit_id)
           AND (f.department_id IS NULL OR e.department_id = f.department_id)
           AND (f.cost_centre_id IS NULL OR e.cost_centre_id = f.cost_centre_id)
           AND (f.team_id IS NULL OR e.team_id = f.team_id
                OR EXISTS (SELECT 1 FROM api.teams t WHERE t.id = f.team_id AND t.members @> jsonb_build_array(jsonb_build_object('employeeID', e.id::text))))
           AND (f.scanner_group_id IS NULL OR e.scanner_group_id = f.scanner_group_id)
           AND (f.appointment_date_from IS NULL OR e.appointment_date >= f.appointment_date_from)
           AND (f.appointment_date_to IS NULL OR e.appointment_date <= f.appointment_date_to)
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION api.employee_filter_members(uuid)');
    await q.query('DROP VIEW api.v_event_types');
    await dropRecordTable(q, EVENT_TYPE);
    await dropRecordTable(q, EVENT_GROUP);
  }
}
