import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { ServiceName } from '@tna/contracts';
import { schemaOf } from '@tna/contracts';

/** An entity or migration class, as TypeORM takes them. */
export type TypeOrmClass = abstract new (...args: never[]) => unknown;

export interface ServiceDataSourceOptions {
  service: ServiceName;
  url: string;
  entities: TypeOrmClass[];
  migrations: TypeOrmClass[];
  poolSize?: number;
}

/**
 * A service's own connection: its schema first on the search path, its migrations tracked in
 * its own schema. The platform tables (outbox, inbox, command log) come first in every schema.
 */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  const schema = schemaOf(options.service);
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema,
    entities: options.entities,
    migrations: [platformMigration(schema), ...options.migrations],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      options: `-c search_path=${schema},public`,
      application_name: `tna-${options.service}`,
    },
  });
}

/**
 * Creates the schema and runs pending migrations under an advisory lock, so two instances of a
 * service starting together never run the same migration twice.
 */
export async function initialiseServiceDataSource(dataSource: DataSource, service: ServiceName): Promise<DataSource> {
  const schema = schemaOf(service);
  if (!dataSource.isInitialized) await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`tna-migrate-${schema}`]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`tna-migrate-${schema}`]);
    }
  } finally {
    await runner.release();
  }
  return dataSource;
}

/** The outbox, inbox and command log every service keeps in its own schema. */
export function platformMigration(schema: string): TypeOrmClass {
  const name = `Platform0000000000001${schema.replace(/[^a-z]/gi, '')}`;
  const migration = class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE IF NOT EXISTS "${schema}".outbox (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        topic text NOT NULL,
        key text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      await q.query(`CREATE TABLE IF NOT EXISTS "${schema}".inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
      await q.query(`CREATE TABLE IF NOT EXISTS "${schema}".command_log (
        idempotency_key text PRIMARY KEY,
        command_type text NOT NULL,
        reply jsonb NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now()
      )`);
    }
    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE IF EXISTS "${schema}".command_log`);
      await q.query(`DROP TABLE IF EXISTS "${schema}".inbox`);
      await q.query(`DROP TABLE IF EXISTS "${schema}".outbox`);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
