import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { QueryRunnerAlreadyReleasedError, type DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { SqlQueryable } from './sql-queryable';

/** Each statement text's name: the same on every connection, so each prepares it once. */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `tna_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A SqlQueryable whose statements are prepared by name, once per connection: PostgreSQL parses
 * and plans a statement that comes back with every request or delivery (a reader's upload, a
 * recalculation's reads) once instead of each time, where an unnamed one paid about half its
 * cost in parsing and planning. On a data source each statement runs alone on the pool
 * (autocommit); on a transaction's manager, on its connection. Only for texts that hold no
 * values, whose variants are few: the name is the text's digest.
 */
export function preparedStatements(source: DataSource | EntityManager): SqlQueryable {
  return {
    async query(text: string, values: unknown[] = []) {
      const config = { name: nameOf(text), text, values };
      const runner = 'queryRunner' in source ? source.queryRunner : undefined;
      if (runner) {
        // TypeORM's own query refuses a manager whose transaction has ended; its connection may be another's by now.
        if (runner.isReleased) throw new QueryRunnerAlreadyReleasedError();
        return (await ((await runner.connect()) as PoolClient).query(config)).rows;
      }
      // The pool is the driver's once the data source is initialised, which may follow this call.
      const dataSource = 'driver' in source ? source : source.connection;
      // Released without the error, unlike pool.query: a statement that failed (a deadlock, a
      // conflict) must not cost the connection and its prepared statements; a broken one is dropped by the pool.
      const client = await ((dataSource.driver as PostgresDriver).master as Pool).connect();
      try {
        return (await client.query(config)).rows;
      } finally {
        client.release();
      }
    },
  };
}
