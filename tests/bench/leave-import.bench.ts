// `npm run bench:leave-import`: the leave balances import of a 50,000-row CSV (10,000 employees ×
// 5 leave types) through the api, in embedded mode on a throwaway database: the dry run, the
// import, the same file again (every row unchanged), and the same rows as an Excel workbook
// (dry run). Aim: each under 20 s.
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { ImportLeaveBalancesResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { seedEmployees } from '../support/employees-in-bulk';
import { startProduct } from '../support/stacks';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const LEAVE_TYPES = 5;
const AS_OF = '2026-01-01';

async function main(): Promise<void> {
  const product = await startProduct('embedded', 'bench-leave-import');
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const types: string[] = [];
    for (let i = 1; i <= LEAVE_TYPES; i++) types.push((await api.ok<{ name: string }>('CreateLeaveType', { name: `Leave ${i}`, unitOfMeasure: 2 })).name);
    const numbers = await seedEmployees(api, product.query, EMPLOYEES);

    const header = ['Employee Number', 'Leave Type', 'Balance', 'As-of Date'];
    const balances = numbers.flatMap((number, i) => types.map((type, t) => [number, type, ((i * 7 + t * 13) % 4000) / 100, AS_OF] as const));
    const file = Buffer.from([header, ...balances].map((row) => row.join(',')).join('\n') + '\n');
    const content = file.toString('base64');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Balances');
    sheet.addRow(header);
    for (const [number, type, balance, asOf] of balances) sheet.addRow([number, type, balance, new Date(`${asOf}T00:00:00Z`)]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const rows = balances.length;
    console.log(`bench:leave-import  ${rows} rows (${EMPLOYEES} employees × ${LEAVE_TYPES} leave types), CSV ${(file.length / 1e6).toFixed(2)} MB, body ${(content.length / 1e6).toFixed(2)} MB as base64`);

    const timed = async (label: string, dryRun: boolean, expect: { imported: number; unchanged: number }, format: 'csv' | 'xlsx' = 'csv') => {
      const started = performance.now();
      const { status, body } = await api.call<ImportLeaveBalancesResult>('ImportLeaveBalances', { format, content: format === 'csv' ? content : xlsx, dryRun });
      const seconds = (performance.now() - started) / 1000;
      if (status !== 200 || body.resultCode !== 1 || body.imported !== expect.imported || body.unchanged !== expect.unchanged) {
        throw new Error(`${label} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
      }
      console.log(`  ${label.padEnd(26)} ${seconds.toFixed(2)} s = ${Math.round(rows / seconds)} rows/s (imported ${body.imported}, unchanged ${body.unchanged})`);
      return seconds;
    };
    await timed('dry run', true, { imported: rows, unchanged: 0 });
    await timed('import', false, { imported: rows, unchanged: 0 });
    await timed('re-import (all unchanged)', false, { imported: 0, unchanged: rows });
    await timed(`xlsx dry run (${(xlsx.length / 1e6).toFixed(2)} MB b64)`, true, { imported: 0, unchanged: rows }, 'xlsx');
    const [{ count }] = await product.query<{ count: number }>("SELECT count(*)::int AS count FROM leave.ledger_entries WHERE source_kind = 'import'");
    if (count !== rows) throw new Error(`${count} import entries stored, expected ${rows}`);
    console.log(`  ledger: ${count} import entries (aim: each step under 20 s)`);
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
