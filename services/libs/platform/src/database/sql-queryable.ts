/**
 * What a store needs of a connection: one statement with its parameters, answering its rows.
 * TypeORM's EntityManager has it as it is; a plain pg client has it through
 * `{ query: async (sql, parameters) => (await client.query(sql, parameters)).rows }`, so a
 * process that loads pg alone (the payroll export's worker) runs the same stores. Not for a bare
 * UPDATE or DELETE, which TypeORM answers as [rows, count] and pg as rows (jobs.store.ts relies on
 * TypeORM's shape).
 */
export interface SqlQueryable {
  // The rows' type is given where they are read, as with TypeORM's own `query`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, parameters?: unknown[]): Promise<any>;
}
