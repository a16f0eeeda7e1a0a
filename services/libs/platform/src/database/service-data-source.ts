import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { ServiceName } from '@tna/contracts';
import { schemaOf } from '@tna/contracts';
import { ListeningClient, type ConnectionWatchdog } from './connection-watchdog';

/** An entity or migration class, as TypeORM takes them. */
export type TypeOrmClass = abstract new (...args: never[]) => unknown;

export interface ServiceDataSourceOptions {
  service: ServiceName;
  url: string;
  entities: TypeOrmClass[];
  migrations: TypeOrmClass[];
  poolSize?: number;
  /** How long a statement may wait for a connection: one from the pool, or a new one (default DEFAULT_DATABASE_WAIT_SECONDS). */
  waitSeconds?: number;
  /** Watches the pool's connections for statements whose connection stopped carrying bytes (started by the caller once initialised). */
  watchdog?: ConnectionWatchdog;
}

/**
 * A PostgreSQL that is frozen or cut off by the network drops no connection: the statements on
 * it wait for as long as it does, and without a limit every later request waits behind them for
 * a free connection, a reader's upload and the console's calls alike, until the process holds
 * more and more of them. With one, a request that cannot have a connection in this time fails
 * as the database being away (a 503 with Retry-After), and the process stays as it was.
 */
export const DEFAULT_DATABASE_WAIT_SECONDS = 30;

/**
 * A service's own connection: its schema first on the search path, its migrations tracked in
 * its own schema. The platform tables (outbox, inbox, command log, parked events) come first in every schema.
 */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  const schema = schemaOf(options.service);
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema,
    entities: options.entities,
    migrations: [...platformMigrations(schema), ...options.migrations],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: (options.waitSeconds ?? DEFAULT_DATABASE_WAIT_SECONDS) * 1000,
      options: `-c search_path=${schema},public`,
      application_name: `tna-${options.service}`,
      Client: options.watchdog?.Client ?? ListeningClient,
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

/** The outbox, inbox, command log and parked events every service keeps in its own schema. */
export function platformMigrations(schema: string): TypeOrmClass[] {
  return [
    platformMigration(schema, 1, [
      `CREATE TABLE IF NOT EXISTS "${schema}".outbox (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        topic text NOT NULL,
        key text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE IF NOT EXISTS "${schema}".inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`,
      `CREATE TABLE IF NOT EXISTS "${schema}".command_log (
        idempotency_key text PRIMARY KEY,
        command_type text NOT NULL,
        reply jsonb NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now()
      )`,
    ], ['command_log', 'inbox', 'outbox']),
    // Events a consumer could not handle, set aside so that the rest of their stream flows on
    // (transport/bus.transport.ts, "An event a handler cannot take"). `seq` keeps a key's order.
    platformMigration(schema, 2, [
      `CREATE TABLE IF NOT EXISTS "${schema}".parked_events (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        seq bigserial NOT NULL,
        event_key text NOT NULL,
        event_type text NOT NULL,
        envelope jsonb NOT NULL,
        reason text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        parked_at timestamptz NOT NULL DEFAULT now(),
        retry_at timestamptz NOT NULL,
        PRIMARY KEY (consumer, event_id)
      )`,
      `CREATE INDEX IF NOT EXISTS parked_events_key ON "${schema}".parked_events (consumer, event_key)`,
    ], ['parked_events']),
    // What the api lists (GetParkedEvents); it never reads another schema's tables.
    platformMigration(schema, 3, [
      `CREATE OR REPLACE VIEW "${schema}".v_parked_events AS
        SELECT consumer, event_id, seq, event_key, event_type, envelope->'payload' AS payload, reason, attempts, parked_at, retry_at
          FROM "${schema}".parked_events`,
    ], [], ['v_parked_events']),
  ];
}

/** One of the platform's migrations for `schema`, named apart from every service's own. */
function platformMigration(schema: string, step: number, statements: readonly string[], tables: readonly string[], views: readonly string[] = []): TypeOrmClass {
  const name = `Platform${String(step).padStart(13, '0')}${schema.replace(/[^a-z]/gi, '')}`;
  const migration = class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      for (const statement of statements) await q.query(statement);
    }
    async down(q: QueryRunner): Promise<void> {
      for (const view of views) await q.query(`DROP VIEW IF EXISTS "${schema}".${view}`);
      for (const table of tables) await q.query(`DROP TABLE IF EXISTS "${schema}".${table}`);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
