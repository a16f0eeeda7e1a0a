import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, ImportLeaveBalancesResult } from '@tna/contracts';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aUserWith } from '../security/support/users';

const HEADER = 'Employee Number,Leave Type,Balance,As-of Date';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n') + '\n').toString('base64');

interface StoredEntry {
  employee_id: string;
  leave_type_id: string;
  entry_date: string;
  action: number;
  amount: string;
  source_kind: string;
  source_key: string;
  created_by: string;
}

describe('leave balances import (embedded mode)', () => {
  let product: SecuredProduct;
  let adminID: string;
  let ann: Employee;
  let bob: Employee;
  let annual: { id: string };
  let sick: { id: string };

  const importBalances = (body: unknown) => product.admin.call<ImportLeaveBalancesResult>('ImportLeaveBalances', body);
  const entries = () =>
    product.database.query<StoredEntry>(
      `SELECT employee_id, leave_type_id, to_char(entry_date, 'YYYY-MM-DD') AS entry_date, action, amount::text, source_kind, source_key, created_by
         FROM leave.ledger_entries ORDER BY seq`,
    );

  beforeAll(async () => {
    product = await startSecuredProduct('leave-import');
    [{ id: adminID }] = await product.database.query<{ id: string }>("SELECT id FROM api.system_users WHERE username = 'admin'");
    annual = await product.admin.ok('CreateLeaveType', { name: 'Annual', unitOfMeasure: 2, externalID: 'AL' });
    sick = await product.admin.ok('CreateLeaveType', { name: 'Sick', unitOfMeasure: 1 });
    const employee = (employeeNumber: string, surname: string) =>
      product.admin.ok<Employee>('CreateEmployee', { employeeNumber, firstName: 'Worker', surname, timeZone: 'Africa/Johannesburg' });
    ann = await employee('7001', 'Ann');
    bob = await employee('7002', 'Bob');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('lists every bad row of a dry run and of an import, and stores nothing', async () => {
    const content = csv(
      '7001,Annual,12.5,2026-01-01',
      '9999,Annual,1,2026-01-01',
      '7002,Holiday,1,2026-01-01',
      '7002,AL,1.23456,2026-01-01',
      '7002,Sick,3,01/01/2026',
      '7001,AL,4,2026-01-01',
      '7002,Sick,3,2999-01-01',
    );
    const expected = {
      resultCode: 400,
      resultText: 'Rows with errors, nothing imported',
      rows: 7,
      errors: [
        { row: 3, column: 'employee number', value: '9999', why: 'no employee has this number' },
        { row: 4, column: 'leave type', value: 'Holiday', why: 'no leave type has this name or external ID' },
        { row: 5, column: 'balance', value: '1.23456', why: 'more than 4 decimals' },
        { row: 6, column: 'as-of date', value: '01/01/2026', why: 'not a date (write it as YYYY-MM-DD, or use a date cell)' },
        { row: 7, column: 'as-of date', value: '2026-01-01', why: 'same employee, leave type and as-of date as row 2' },
        { row: 8, column: 'as-of date', value: '2999-01-01', why: expect.stringMatching(/^after today/) },
      ],
    };
    expect(await importBalances({ format: 'csv', content, dryRun: true })).toEqual({ status: 200, body: { ...expected, imported: 1, unchanged: 0 } });
    expect(await importBalances({ format: 'csv', content, dryRun: false })).toEqual({ status: 200, body: { ...expected, imported: 0, unchanged: 0 } });
    expect(await entries()).toEqual([]);
  });

  it('imports good rows as 3 Set Leave Balance entries, once: the same file again is unchanged', async () => {
    const content = csv('7001,Annual,12.5,2026-01-01', '7001,Sick,40,2026-01-01', '7002,AL,-1.25,2026-02-01');
    const done = { resultCode: 1, resultText: 'Done', rows: 3, errors: [] };
    expect(await importBalances({ format: 'csv', content, dryRun: true })).toEqual({ status: 200, body: { ...done, imported: 3, unchanged: 0 } });
    expect(await entries()).toEqual([]);

    expect(await importBalances({ format: 'csv', content, dryRun: false })).toEqual({ status: 200, body: { ...done, imported: 3, unchanged: 0 } });
    const anchor = { action: 3, source_kind: 'import', created_by: adminID };
    expect(await entries()).toEqual([
      { ...anchor, employee_id: ann.id, leave_type_id: annual.id, entry_date: '2026-01-01', amount: '12.5000', source_key: 'import:2026-01-01' },
      { ...anchor, employee_id: ann.id, leave_type_id: sick.id, entry_date: '2026-01-01', amount: '40.0000', source_key: 'import:2026-01-01' },
      { ...anchor, employee_id: bob.id, leave_type_id: annual.id, entry_date: '2026-02-01', amount: '-1.2500', source_key: 'import:2026-02-01' },
    ]);

    expect(await importBalances({ format: 'csv', content, dryRun: false })).toEqual({ status: 200, body: { ...done, imported: 0, unchanged: 3 } });
    expect(await entries()).toHaveLength(3);
  });

  it('posts a changed balance for a day already imported as a correction that comes after the first anchor', async () => {
    const content = csv('7001,Annual,10,2026-01-01', '7001,Sick,40,2026-01-01');
    expect((await importBalances({ format: 'csv', content, dryRun: false })).body).toMatchObject({ resultCode: 1, imported: 1, unchanged: 1 });
    expect((await importBalances({ format: 'csv', content, dryRun: false })).body).toMatchObject({ resultCode: 1, imported: 0, unchanged: 2 });
    expect((await importBalances({ format: 'csv', content: csv('7001,Annual,12.5,2026-01-01'), dryRun: false })).body).toMatchObject({ imported: 1, unchanged: 0 });
    const annsAnnual = (await entries()).filter((entry) => entry.employee_id === ann.id && entry.leave_type_id === annual.id);
    expect(annsAnnual.map((entry) => [entry.source_key, entry.amount])).toEqual([
      ['import:2026-01-01', '12.5000'],
      ['import:2026-01-01:c1', '10.0000'],
      ['import:2026-01-01:c2', '12.5000'],
    ]);
  });

  it('imports an Excel workbook built with exceljs: number cells, a date cell, a leave type by external ID', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Balances');
    sheet.addRow(['Employee Number', 'Name', 'Leave Type', 'Balance', 'As-of Date']);
    sheet.addRow([7002, 'Bob', 'Sick', 16, new Date(Date.UTC(2026, 2, 1))]);
    sheet.addRow(['7002', 'Bob', 'AL', -1.25, '2026-02-01']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    expect((await importBalances({ format: 'xlsx', content, dryRun: false })).body).toEqual({ resultCode: 1, resultText: 'Done', rows: 2, imported: 1, unchanged: 1, errors: [] });
    expect((await entries()).filter((entry) => entry.employee_id === bob.id && entry.leave_type_id === sick.id)).toEqual([
      { employee_id: bob.id, leave_type_id: sick.id, entry_date: '2026-03-01', action: 3, amount: '16.0000', source_kind: 'import', source_key: 'import:2026-03-01', created_by: adminID },
    ]);
  });

  it('answers 403 to a user without dataImport', async () => {
    const { client } = await aUserWith(product.admin, product.url, ['empClockings']);
    expect((await client.call('ImportLeaveBalances', { format: 'csv', content: csv('7001,Annual,1,2026-01-01'), dryRun: true })).status).toBe(403);
  });

  it('answers 400 naming the field to an unknown format, content that is not base64 or not a workbook, and a missing dryRun', async () => {
    const before = (await entries()).length;
    const refusal = async (body: unknown) => {
      const { status, body: answer } = await importBalances(body);
      return { status, field: (answer as { field?: string }).field ?? JSON.stringify(answer) };
    };
    expect(await refusal({ format: 'ods', content: csv('7001,Annual,1,2026-01-01'), dryRun: false })).toEqual({ status: 400, field: expect.stringContaining('format') });
    expect(await refusal({ format: 'csv', content: '%%% not base64 %%%', dryRun: false })).toEqual({ status: 400, field: 'content' });
    expect(await refusal({ format: 'xlsx', content: csv('7001,Annual,1,2026-01-01'), dryRun: false })).toEqual({ status: 400, field: 'content' });
    expect(await refusal({ format: 'csv', content: csv('7001,Annual,1,2026-01-01') })).toEqual({ status: 400, field: expect.stringContaining('dryRun') });
    expect(await entries()).toHaveLength(before);
  });
});
