import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The addresses each account logged in from (failures elsewhere hold its owner up only briefly
 * there), and an index for finding the login locks whose time is up.
 */
export class LoginLockout1763880001850 implements MigrationInterface {
  name = 'LoginLockout1763880001850';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.login_addresses (
      user_id uuid NOT NULL REFERENCES api.system_users (id) ON DELETE CASCADE,
      address text NOT NULL,
      last_login_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, address)
    )`);
    await q.query('CREATE INDEX login_throttle_locked_until ON api.login_throttle (locked_until) WHERE locked_until IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX api.login_throttle_locked_until');
    await q.query('DROP TABLE api.login_addresses');
  }
}
