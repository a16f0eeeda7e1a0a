import type { ApiClient } from './api-client';

/**
 * `count` employees numbered `<prefix>000001`…: one through the api (`first` adds to or overrides
 * its fields: a roster, an e-mail), then copies of its row with new ids and numbers, and, when it
 * has an e-mail, each its own (`<number>@` the first one's domain). What the leave balances import
 * reads of an employee is its number and time zone, and thousands of CreateEmployee calls would
 * time the seeding rather than the import.
 */
export async function seedEmployees(
  api: ApiClient,
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>,
  count: number,
  prefix = 'B',
  first: Record<string, unknown> = {},
): Promise<string[]> {
  const number = (n: number) => `${prefix}${String(n).padStart(6, '0')}`;
  const created = await api.ok<{ id: string }>('CreateEmployee', { employeeNumber: number(1), firstName: 'Bench', surname: 'Worker', timeZone: 'Africa/Johannesburg', ...first });
  const columns = (await query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = 'api' AND table_name = 'employees' ORDER BY ordinal_position")).map(
    (row) => row.column_name,
  );
  const numbered = `$3::text || lpad(n::text, 6, '0')`;
  const fresh: Record<string, string> = {
    id: 'gen_random_uuid()',
    employee_number: numbered,
    external_employee_number: numbered,
    email: `lower(${numbered}) || '@' || nullif(split_part(e.email, '@', 2), '')`,
  };
  const select = columns.map((column) => fresh[column] ?? `e.${column}`).join(', ');
  await query(`INSERT INTO api.employees (${columns.join(', ')}) SELECT ${select} FROM api.employees e, generate_series(2, $2::int) AS n WHERE e.id = $1`, [created.id, count, prefix]);
  await query('ANALYZE api.employees');
  return Array.from({ length: count }, (_, i) => number(i + 1));
}
