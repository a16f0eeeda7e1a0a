import { ACCESS_ENTITIES, EMPLOYEE_ENTITY, EMPLOYEE_PUB_HOL_CALENDAR, JOB_COSTING_ENTITIES, ORGANISATION_ENTITIES, columnOf } from '@tna/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AUDIT_COLUMNS, addRecordFields, createRecordTable, dropRecordTable } from '../setup/entity-schema.util';

/** The employee fields of the walking skeleton; every other field of the record is added here. */
const SKELETON_EMPLOYEE_FIELDS = ['employeeNumber', 'externalEmployeeNumber', 'firstName', 'surname', 'preferredName', 'timeZone'];

/** The entities this migration creates; later ones in ALL_ENTITIES come with migrations of their own (rules: 1763880000500). */
const ENTITIES = [...ORGANISATION_ENTITIES, ...JOB_COSTING_ENTITIES, ...ACCESS_ENTITIES];

/** Organisation, job costing and access setup tables, and the full employee record. */
export class MasterData1763880000400 implements MigrationInterface {
  name = 'MasterData1763880000400';

  async up(q: QueryRunner): Promise<void> {
    for (const entity of ENTITIES) await createRecordTable(q, entity);
    await q.query(`INSERT INTO api.genders (id, name, created_by, updated_by) VALUES
      (gen_random_uuid(), 'Female', 'system', 'system'),
      (gen_random_uuid(), 'Male', 'system', 'system'),
      (gen_random_uuid(), 'Non-binary', 'system', 'system'),
      (gen_random_uuid(), 'Not disclosed', 'system', 'system')`);

    const newFields = EMPLOYEE_ENTITY.fields.map((field) => field.name).filter((name) => !SKELETON_EMPLOYEE_FIELDS.includes(name));
    await addRecordFields(q, EMPLOYEE_ENTITY, newFields);
    // Employee numbers are PINs people key and read: unique regardless of case, as names are.
    await q.query('CREATE UNIQUE INDEX employees_employee_number_unique ON api.employees (lower(employee_number))');
    await q.query('CREATE INDEX employees_appointment_date ON api.employees (appointment_date)');

    await createRecordTable(q, EMPLOYEE_PUB_HOL_CALENDAR);
    await q.query(
      'CREATE UNIQUE INDEX employee_pub_hol_calendars_pair_unique ON api.employee_pub_hol_calendars (employee_id, public_holiday_calendar_id)',
    );
    await q.query(`CREATE TABLE api.employee_photos (
      employee_id uuid PRIMARY KEY REFERENCES api.employees (id) ON DELETE CASCADE,
      content_type text NOT NULL,
      data bytea NOT NULL,
      ${AUDIT_COLUMNS}
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api.employee_photos');
    await dropRecordTable(q, EMPLOYEE_PUB_HOL_CALENDAR);
    await q.query('DROP INDEX api.employees_appointment_date');
    await q.query('DROP INDEX api.employees_employee_number_unique');
    await q.query('DROP TABLE api.employees_access_expiry_template_ids');
    const columns = EMPLOYEE_ENTITY.fields
      .filter((field) => field.type !== 'references' && !SKELETON_EMPLOYEE_FIELDS.includes(field.name))
      .map((field) => columnOf(field.name));
    await q.query(`ALTER TABLE api.employees ${columns.map((column) => `DROP COLUMN ${column}`).join(', ')}`);
    for (const entity of [...ENTITIES].reverse()) await dropRecordTable(q, entity);
  }
}
