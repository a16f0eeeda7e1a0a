import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The biometric reader's full record (product-spec-part1 §3, docs/readers.md "Setup"): what the
 * specification lists, and how the product reaches the reader: `push` readers call /iclock,
 * `pull` readers are read over TCP on `pull_schedule` (a cron expression in the reader's zone)
 * at `ip_address`:`port` with `comm_key`, `file` readers' clockings arrive as imported files.
 * `state_map` maps the reader's attendance states to directions where the device is set up
 * otherwise than ZKTeco's default (0 in, 1 out, ...).
 */
export class ReaderRecord1763880009500 implements MigrationInterface {
  name = 'ReaderRecord1763880009500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api.scanners
      ADD COLUMN abbreviations text,
      ADD COLUMN service_endpoints text,
      ADD COLUMN location_id uuid REFERENCES api.locations (id),
      ADD COLUMN portable_device boolean NOT NULL DEFAULT false,
      ADD COLUMN gps_id text,
      ADD COLUMN connection text NOT NULL DEFAULT 'push' CHECK (connection IN ('push', 'pull', 'file')),
      ADD COLUMN port integer CHECK (port BETWEEN 1 AND 65535),
      ADD COLUMN comm_key integer CHECK (comm_key BETWEEN 0 AND 999999),
      ADD COLUMN pull_schedule text,
      ADD COLUMN state_map jsonb`);
    await q.query('CREATE INDEX scanners_location ON api.scanners (location_id)');
    await q.query('DROP VIEW api.v_scanners');
    await q.query(`CREATE VIEW api.v_scanners AS
      SELECT id, name, make, model, type, external_id, direction, ip_address, time_zone, connection, port, comm_key, pull_schedule, state_map
        FROM api.scanners`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_scanners');
    await q.query('CREATE VIEW api.v_scanners AS SELECT id, name, make, type, external_id, direction, time_zone FROM api.scanners');
    await q.query('DROP INDEX api.scanners_location');
    await q.query(`ALTER TABLE api.scanners DROP COLUMN abbreviations, DROP COLUMN service_endpoints, DROP COLUMN location_id,
      DROP COLUMN portable_device, DROP COLUMN gps_id, DROP COLUMN connection, DROP COLUMN port, DROP COLUMN comm_key,
      DROP COLUMN pull_schedule, DROP COLUMN state_map`);
  }
}
