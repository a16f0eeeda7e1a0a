import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf, type ServiceName } from '@tna/contracts';
import type { TypeOrmClass } from '../database/service-data-source';

/**
 * The `jobs` table of one service's schema, and the read-only `v_jobs` view through which the
 * api answers GetJob and GetJobs. Every service lists it among its migrations, so each has the
 * same table whether or not it runs jobs yet.
 */
export function jobsMigration(service: ServiceName): TypeOrmClass {
  const schema = schemaOf(service);
  // TypeORM reads the timestamp from the last 13 characters of the name.
  const name = `Jobs${schema.replace(/[^a-z]/gi, '')}1763880001200`;
  const migration = class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE "${schema}".jobs (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        progress_done integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
        progress_total integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
        result jsonb,
        error text,
        requested_by_kind text CHECK (requested_by_kind IN ('user', 'reader', 'system')),
        requested_by_id text,
        scheduled boolean NOT NULL DEFAULT false,
        claimed_by text,
        claimed_at timestamptz,
        heartbeat_at timestamptz,
        cancel_requested boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
      await q.query(`CREATE INDEX jobs_pending ON "${schema}".jobs (created_at) WHERE state IN ('queued', 'running')`);
      await q.query(`CREATE INDEX jobs_requested_by ON "${schema}".jobs (requested_by_id, created_at)`);
      // At most one pending instance per scheduled kind, whichever instance's cron fires.
      await q.query(`CREATE UNIQUE INDEX jobs_one_pending_per_schedule ON "${schema}".jobs (kind) WHERE scheduled AND state IN ('queued', 'running')`);
      await q.query(`CREATE VIEW "${schema}".v_jobs AS
        SELECT id, kind, state, progress_done, progress_total, result, error, requested_by_kind, requested_by_id,
               cancel_requested, created_at, started_at, finished_at
          FROM "${schema}".jobs`);
    }
    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP VIEW "${schema}".v_jobs`);
      await q.query(`DROP TABLE "${schema}".jobs`);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
