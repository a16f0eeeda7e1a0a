import type { MigrationInterface, QueryRunner } from 'typeorm';

const AUDIT = `version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text`;

/** Security templates, user teams, the rest of the system user record, throttling, reset links and the audit log. */
export class Security1763880000300 implements MigrationInterface {
  name = 'Security1763880000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.security_templates (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      permissions text[] NOT NULL DEFAULT '{}',
      ${AUDIT}
    )`);
    await q.query('CREATE UNIQUE INDEX security_templates_name ON api.security_templates (lower(name))');
    await q.query(`CREATE TABLE api.user_teams (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      authority_level smallint NOT NULL DEFAULT 1,
      ${AUDIT}
    )`);
    await q.query('CREATE UNIQUE INDEX user_teams_name ON api.user_teams (lower(name))');
    await q.query(`ALTER TABLE api.system_users
      ADD COLUMN security_template_id uuid REFERENCES api.security_templates (id),
      ADD COLUMN user_team_id uuid REFERENCES api.user_teams (id),
      ADD COLUMN employee_id uuid REFERENCES api.employees (id) ON DELETE SET NULL,
      ADD COLUMN expires_on date,
      ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN cell_phone text,
      ADD COLUMN email text,
      ADD COLUMN web_clocking_only boolean NOT NULL DEFAULT false`);
    // One account per employee: the link decides whose hours a user may not authorise.
    await q.query('CREATE UNIQUE INDEX system_users_employee ON api.system_users (employee_id) WHERE employee_id IS NOT NULL');
    await q.query('CREATE INDEX system_users_email ON api.system_users (lower(email))');
    await q.query('ALTER TABLE api.sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false');
    await q.query('CREATE INDEX sessions_user ON api.sessions (user_id)');
    // Keyed by the name as typed (`user:<name>`) or the address (`address:<ip>`), so names nobody has throttle alike.
    await q.query(`CREATE TABLE api.login_throttle (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      locked_until timestamptz
    )`);
    await q.query('CREATE INDEX login_throttle_last_failure ON api.login_throttle (last_failure_at)');
    await q.query(`CREATE TABLE api.password_resets (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES api.system_users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await q.query('CREATE INDEX password_resets_user ON api.password_resets (user_id, created_at)');
    // No foreign key to the user: the entries outlive deleted users.
    await q.query(`CREATE TABLE api.audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      user_id uuid,
      username text,
      action text NOT NULL,
      target_id text,
      remote_address text,
      details jsonb NOT NULL DEFAULT '{}'
    )`);
    await q.query('CREATE INDEX audit_log_at ON api.audit_log (at DESC, id DESC)');
    await q.query('CREATE INDEX audit_log_user ON api.audit_log (user_id, at DESC)');
    // For the services that decide on hours: a user may not authorise or unauthorise their own (result 102).
    await q.query('CREATE VIEW api.v_system_users AS SELECT id, employee_id, is_administrator, status FROM api.system_users');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_system_users');
    await q.query('DROP TABLE api.audit_log');
    await q.query('DROP TABLE api.password_resets');
    await q.query('DROP TABLE api.login_throttle');
    await q.query('DROP INDEX api.sessions_user');
    await q.query('ALTER TABLE api.sessions DROP COLUMN must_change_password');
    await q.query(`ALTER TABLE api.system_users
      DROP COLUMN security_template_id, DROP COLUMN user_team_id, DROP COLUMN employee_id, DROP COLUMN expires_on,
      DROP COLUMN password_changed_at, DROP COLUMN cell_phone, DROP COLUMN email, DROP COLUMN web_clocking_only`);
    await q.query('DROP TABLE api.user_teams');
    await q.query('DROP TABLE api.security_templates');
  }
}
