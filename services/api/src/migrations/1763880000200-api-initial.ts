import type { MigrationInterface, QueryRunner } from 'typeorm';

const AUDIT = `version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text`;

export class ApiInitial1763880000200 implements MigrationInterface {
  name = 'ApiInitial1763880000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.system_users (
      id uuid PRIMARY KEY,
      username text NOT NULL,
      full_name text NOT NULL,
      password_hash text NOT NULL,
      is_administrator boolean NOT NULL DEFAULT false,
      status smallint NOT NULL DEFAULT 1,
      ${AUDIT}
    )`);
    await q.query('CREATE UNIQUE INDEX system_users_username ON api.system_users (lower(username))');
    // Only a hash of each token is kept: a copy of the table opens no session.
    await q.query(`CREATE TABLE api.sessions (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES api.system_users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      remote_address text
    )`);
    await q.query(`CREATE TABLE api.employees (
      id uuid PRIMARY KEY,
      employee_number text NOT NULL,
      external_employee_number text NOT NULL,
      first_name text NOT NULL,
      surname text NOT NULL,
      preferred_name text,
      time_zone text,
      ${AUDIT}
    )`);
    await q.query('CREATE UNIQUE INDEX employees_number ON api.employees (employee_number)');
    await q.query('CREATE INDEX employees_surname ON api.employees (lower(surname))');
    await q.query(`CREATE TABLE api.scanners (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      make text NOT NULL,
      model text,
      type text NOT NULL CHECK (type IN ('T&A', 'Access Control')),
      external_id text NOT NULL,
      direction text CHECK (direction IN ('IN', 'OUT')),
      ip_address text,
      time_zone text,
      description text,
      ${AUDIT}
    )`);
    await q.query('CREATE UNIQUE INDEX scanners_external_id ON api.scanners (external_id)');
    await q.query('CREATE UNIQUE INDEX scanners_name ON api.scanners (lower(name))');
    // Read-only views other services read: ingestion maps serials and PINs, the engine zones.
    await q.query('CREATE VIEW api.v_employee_numbers AS SELECT id, employee_number, time_zone FROM api.employees');
    await q.query('CREATE VIEW api.v_scanners AS SELECT id, name, make, type, external_id, direction, time_zone FROM api.scanners');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_scanners');
    await q.query('DROP VIEW api.v_employee_numbers');
    await q.query('DROP TABLE api.scanners');
    await q.query('DROP TABLE api.employees');
    await q.query('DROP TABLE api.sessions');
    await q.query('DROP TABLE api.system_users');
  }
}
