import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL, PAYROLL_NT_ADD_BEFORE_MAKE_UP, PAYROLL_NT_MAKE_UP, PAYROLL_PAY_CODE_MAPPING, type EntityDescriptor, type IdName, type ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { aUserWith } from '../security/support/users';
import { anEmployee, unique, type Saved } from './master-data.factories';

/** The payroll setup (issue #14): a payroll, its three kinds of rows, the views the payroll service reads, the employee's payroll. */
const MISSING = '00000000-0000-4000-8000-000000000000';

let product: RunningProduct;
let api: ApiClient;
const made: Record<string, Saved> = {};

const create = (entity: EntityDescriptor, record: Record<string, unknown>) => api.ok<Saved>(entity.calls.create, record);
const get = (call: string, id: string) => api.call<Saved>(call, undefined, { method: 'GET', query: { ID: id } });
const remove = (call: string, id: string) => api.call<{ error: string; field: string }>(call, undefined, { method: 'DELETE', query: { ID: id } });
const rowsOf = (call: string, payrollID: string) => api.call<Saved[]>(call, undefined, { method: 'GET', query: { PayrollID: payrollID } });
const aCode = (prefix: string) => unique(prefix).replace(' ', '');
const aPayroll = (overrides: Record<string, unknown> = {}) => ({ name: unique('Weekly'), number: '0042', ...overrides });
const countRows = async (table: string, payrollID: string) => (await product.query<{ n: number }>(`SELECT count(*)::int AS n FROM api.${table} WHERE payroll_id = $1`, [payrollID]))[0].n;

beforeAll(async () => {
  product = await startProduct('embedded', 'payroll-setup');
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  made.rate = await api.ok<Saved>('CreatePayRate', { name: unique('Time and a half'), code: aCode('R'), multiplier: '1.5' });
  made.normal = await api.ok<Saved>('CreatePayCode', { name: unique('Normal'), code: aCode('N') });
  made.overtime = await api.ok<Saved>('CreatePayCode', { name: unique('Overtime'), code: aCode('OT'), payRateID: made.rate.id });
  made.allowance = await api.ok<Saved>('CreatePayCode', { name: unique('Allowance'), code: aCode('AL') });
  made.annual = await api.ok<Saved>('CreateLeaveType', { name: unique('Annual'), unitOfMeasure: 2 });
  made.sick = await api.ok<Saved>('CreateLeaveType', { name: unique('Sick'), unitOfMeasure: 2 });
});

afterAll(async () => {
  await product?.stop();
});

describe('a payroll', () => {
  it('is created, read, listed, looked up, updated and deleted through its calls', async () => {
    const record = {
      ...aPayroll(),
      exportFileVersion: '3',
      parameters: 'company, batch;ACME,7',
      minimumNormalMinutes: 10_400,
      overtimePaidAfterMinimum: true,
      makeUpSequence: [{ payCodeID: made.overtime.id }, { payCodeID: made.allowance.id }],
    };
    const created = await api.call<Saved>('CreatePayroll', record);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...record, basedOnTargetHours: false, version: 1, createdBy: 'admin' });
    const id = created.body.id;
    expect((await get('GetPayroll', id)).body).toEqual(created.body);
    expect(await api.ok<ListResult<Saved>>('GetPayrolls', { search: record.name })).toEqual({ items: [created.body], total: 1 });
    expect(await api.ok<IdName[]>('GetPayrolls_IDName', undefined, { method: 'GET' })).toContainEqual({ id, name: record.name });

    // Several payrolls may share a number.
    const sibling = await create(PAYROLL, aPayroll());
    expect(sibling.number).toBe('0042');

    const change = { basedOnTargetHours: true, minimumNormalMinutes: null, makeUpSequence: [{ payCodeID: made.allowance.id }], parameters: null };
    const updated = await api.call<Saved>('UpdatePayroll', { ...created.body, ...change }, { method: 'PUT' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, version: 2, ...change });
    const stale = await api.call<{ field: string }>('UpdatePayroll', { ...created.body, name: unique('Stale') }, { method: 'PUT' });
    expect(stale.status).toBe(409);

    expect((await remove('DeletePayRoll', id)).status).toBe(204);
    expect((await get('GetPayroll', id)).status).toBe(404);
    expect((await remove('DeletePayRoll', id)).status).toBe(404);
  });

  it('is published to the payroll service with its make-up sequence in order', async () => {
    const payroll = await create(PAYROLL, aPayroll({ parameters: 'company;ACME', makeUpSequence: [{ payCodeID: made.allowance.id }, { payCodeID: made.overtime.id }] }));
    expect(await product.query('SELECT * FROM api.v_payrolls WHERE id = $1', [payroll.id])).toEqual([
      {
        id: payroll.id,
        name: payroll.name,
        number: '0042',
        export_file_version: null,
        parameters: 'company;ACME',
        based_on_target_hours: false,
        minimum_normal_minutes: null,
        overtime_paid_after_minimum: false,
        make_up_pay_code_ids: [made.allowance.id, made.overtime.id],
      },
    ]);
    const codes = await product.query<{ id: string; multiplier: string }>('SELECT id, code, name, multiplier::text FROM api.v_pay_codes WHERE id = ANY($1::uuid[]) ORDER BY code', [
      [made.normal.id, made.overtime.id],
    ]);
    expect(codes).toEqual(
      expect.arrayContaining([
        { id: made.normal.id, code: made.normal.code, name: made.normal.name, multiplier: '1' },
        { id: made.overtime.id, code: made.overtime.code, name: made.overtime.name, multiplier: '1.5' },
      ]),
    );
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ parameters: 'company,batch;ACME' }, 'parameters'],
      [{ parameters: 'company,batch' }, 'parameters'],
      [{ parameters: 'company,company;A,B' }, 'parameters'],
      [{ parameters: 'a;b;c' }, 'parameters'],
      [{ number: null }, 'number'],
      [{ minimumNormalMinutes: -1 }, 'minimumNormalMinutes'],
      [{ minimumNormalMinutes: 'lots' }, 'minimumNormalMinutes'],
      [{ basedOnTargetHours: true, minimumNormalMinutes: 600 }, 'minimumNormalMinutes'],
      [{ overtimePaidAfterMinimum: 'yes' }, 'overtimePaidAfterMinimum'],
      [{ makeUpSequence: [{ payCodeID: MISSING }] }, 'makeUpSequence[0].payCodeID'],
      [{ makeUpSequence: [{ payCodeID: made.normal.id }, { payCodeID: made.normal.id }] }, 'makeUpSequence[].payCodeID'],
    ];
    for (const [input, field] of cases) {
      const payroll = aPayroll(input);
      const answer = await api.call<{ error: string; field: string }>('CreatePayroll', payroll);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
      expect(await product.query('SELECT 1 FROM api.payrolls WHERE name = $1', [payroll.name])).toEqual([]);
    }
    const name = unique('Monthly');
    await create(PAYROLL, aPayroll({ name }));
    const twin = await api.call<{ field: string }>('CreatePayroll', aPayroll({ name: name.toUpperCase() }));
    expect(twin.status).toBe(409);
    expect(twin.body.field).toBe('name');
  });
});

describe('a payroll’s rows', () => {
  let payroll: Saved;

  beforeAll(async () => {
    payroll = await create(PAYROLL, aPayroll());
  });

  // Samples and changes as functions: the pay codes are made once the product runs.
  const kinds: [EntityDescriptor, () => Record<string, unknown>, () => Record<string, unknown>][] = [
    [PAYROLL_PAY_CODE_MAPPING, () => ({ value: 'overtime3', payCodeID: made.overtime.id }), () => ({ payCodeID: made.normal.id })],
    [PAYROLL_NT_MAKE_UP, () => ({ sequence: 5, payCodeID: made.allowance.id }), () => ({ sequence: 6 })],
    [PAYROLL_NT_ADD_BEFORE_MAKE_UP, () => ({ sequence: 5, payCodeID: made.normal.id }), () => ({ payCodeID: made.overtime.id })],
  ];

  it.each(kinds.map(([entity, sample, change]) => [entity.name, entity, sample, change] as const))(
    '%s: created, read, listed for its payroll, updated and deleted through its calls',
    async (_name, entity, sample, changeOf) => {
      const record = { payrollID: payroll.id, ...sample() };
      const change = changeOf();
      const created = await api.call<Saved>(entity.calls.create, record);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ ...record, version: 1 });
      const id = created.body.id;
      expect((await get(entity.calls.get, id)).body).toEqual(created.body);
      expect((await rowsOf(entity.master!.call, payroll.id)).body).toEqual([created.body]);
      expect((await api.ok<ListResult<Saved>>(entity.calls.list, { payrollID: payroll.id })).items).toEqual([created.body]);

      const updated = await api.call<Saved>(entity.calls.update, { ...created.body, ...change }, { method: 'PUT' });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ id, version: 2, ...change });

      expect((await remove(entity.calls.delete, id)).status).toBe(204);
      expect((await get(entity.calls.get, id)).status).toBe(404);
      expect((await rowsOf(entity.master!.call, payroll.id)).body).toEqual([]);
    },
  );

  it('answer each payroll’s rows in order and publish them as the payroll service reads them', async () => {
    const own = await create(PAYROLL, aPayroll());
    const mapping = (value: string, payCodeID: string, leaveTypeID?: string) => create(PAYROLL_PAY_CODE_MAPPING, { payrollID: own.id, value, payCodeID, leaveTypeID });
    const leave = await mapping('leave', made.normal.id, made.annual.id);
    const overtime2 = await mapping('overtime2', made.overtime.id);
    const normal = await mapping('normal', made.normal.id);
    const overtime10 = await mapping('overtime10', made.overtime.id);
    const rows = (await rowsOf('GetPayrollPayCodeMappings_ForPayrollID', own.id)).body;
    expect(rows.map((row) => row.id)).toEqual([normal.id, overtime2.id, overtime10.id, leave.id]);
    expect(await product.query('SELECT value, pay_code_id FROM api.v_payroll_pay_code_mappings WHERE payroll_id = $1 ORDER BY value', [own.id])).toEqual([
      { value: `leave:${made.annual.id}`, pay_code_id: made.normal.id },
      { value: 'normal', pay_code_id: made.normal.id },
      { value: 'overtime10', pay_code_id: made.overtime.id },
      { value: 'overtime2', pay_code_id: made.overtime.id },
    ]);

    const second = await create(PAYROLL_NT_MAKE_UP, { payrollID: own.id, sequence: 20, payCodeID: made.overtime.id });
    const first = await create(PAYROLL_NT_MAKE_UP, { payrollID: own.id, sequence: 10, payCodeID: made.allowance.id });
    expect((await rowsOf('GetPayrollNTMakeUps_ForPayrollID', own.id)).body.map((row) => row.id)).toEqual([first.id, second.id]);
    await create(PAYROLL_NT_ADD_BEFORE_MAKE_UP, { payrollID: own.id, sequence: 1, payCodeID: made.allowance.id });
    expect(await product.query('SELECT sequence, pay_code_id FROM api.v_payroll_nt_make_ups WHERE payroll_id = $1 ORDER BY sequence', [own.id])).toEqual([
      { sequence: 10, pay_code_id: made.allowance.id },
      { sequence: 20, pay_code_id: made.overtime.id },
    ]);
    expect(await product.query('SELECT sequence, pay_code_id FROM api.v_payroll_nt_add_before_make_ups WHERE payroll_id = $1', [own.id])).toEqual([
      { sequence: 1, pay_code_id: made.allowance.id },
    ]);
  });

  it('refuse a second mapping of a value (of a leave type) in one payroll with 409 naming the value, but not in another payroll', async () => {
    const own = await create(PAYROLL, aPayroll());
    await create(PAYROLL_PAY_CODE_MAPPING, { payrollID: own.id, value: 'normal', payCodeID: made.normal.id });
    const again = await api.call<{ error: string; field: string }>('CreatePayrollPayCodeMapping', { payrollID: own.id, value: 'normal', payCodeID: made.overtime.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'value', error: 'Value "normal" is already in use for the same payroll' });

    await create(PAYROLL_PAY_CODE_MAPPING, { payrollID: own.id, value: 'leave', leaveTypeID: made.annual.id, payCodeID: made.normal.id });
    const leaveAgain = await api.call<{ error: string }>('CreatePayrollPayCodeMapping', { payrollID: own.id, value: 'leave', leaveTypeID: made.annual.id, payCodeID: made.overtime.id });
    expect(leaveAgain.status).toBe(409);
    expect(leaveAgain.body.error).toBe('Value "leave" is already in use for the same payroll and leave type');
    expect((await api.call('CreatePayrollPayCodeMapping', { payrollID: own.id, value: 'leave', leaveTypeID: made.sick.id, payCodeID: made.normal.id })).status).toBe(201);
    expect(await countRows('payroll_pay_code_mappings', own.id)).toBe(3);

    const other = await create(PAYROLL, aPayroll());
    expect((await api.call('CreatePayrollPayCodeMapping', { payrollID: other.id, value: 'normal', payCodeID: made.normal.id })).status).toBe(201);

    // A row changed onto another's value is refused as well, and stays as it was.
    const noPay = await create(PAYROLL_PAY_CODE_MAPPING, { payrollID: own.id, value: 'noPay', payCodeID: made.normal.id });
    const clash = await api.call<{ field: string }>('UpdatePayrollPayCodeMapping', { ...noPay, value: 'normal' }, { method: 'PUT' });
    expect(clash.status).toBe(409);
    expect((await get('GetPayrollPayCodeMapping', noPay.id)).body).toMatchObject({ value: 'noPay', version: 1 });

    await create(PAYROLL_NT_MAKE_UP, { payrollID: own.id, sequence: 1, payCodeID: made.allowance.id });
    const sameSequence = await api.call<{ field: string }>('CreatePayrollNTMakeUp', { payrollID: own.id, sequence: 1, payCodeID: made.overtime.id });
    expect(sameSequence).toMatchObject({ status: 409, body: { field: 'sequence' } });
    const sameCode = await api.call<{ field: string }>('CreatePayrollNTMakeUp', { payrollID: own.id, sequence: 2, payCodeID: made.allowance.id });
    expect(sameCode).toMatchObject({ status: 409, body: { field: 'payCodeID' } });
    await create(PAYROLL_NT_ADD_BEFORE_MAKE_UP, { payrollID: own.id, sequence: 1, payCodeID: made.allowance.id });
    expect((await api.call('CreatePayrollNTAddBeforeMakeUp', { payrollID: own.id, sequence: 1, payCodeID: made.normal.id })).status).toBe(409);
    expect(await countRows('payroll_nt_make_ups', own.id)).toBe(1);
    expect(await countRows('payroll_nt_add_before_make_ups', own.id)).toBe(1);
  });

  it('refuse bad rows with 400 naming the field, and store nothing', async () => {
    const own = await create(PAYROLL, aPayroll());
    const cases: [EntityDescriptor, Record<string, unknown>, string][] = [
      [PAYROLL_PAY_CODE_MAPPING, { value: 'overtime11', payCodeID: made.normal.id }, 'value'],
      [PAYROLL_PAY_CODE_MAPPING, { value: 'leave', payCodeID: made.normal.id }, 'leaveTypeID'],
      [PAYROLL_PAY_CODE_MAPPING, { value: 'normal', leaveTypeID: made.annual.id, payCodeID: made.normal.id }, 'leaveTypeID'],
      [PAYROLL_PAY_CODE_MAPPING, { value: 'leave', leaveTypeID: MISSING, payCodeID: made.normal.id }, 'leaveTypeID'],
      [PAYROLL_PAY_CODE_MAPPING, { value: 'normal', payCodeID: MISSING }, 'payCodeID'],
      [PAYROLL_PAY_CODE_MAPPING, { value: 'normal' }, 'payCodeID'],
      [PAYROLL_NT_MAKE_UP, { sequence: 0, payCodeID: made.normal.id }, 'sequence'],
      [PAYROLL_NT_MAKE_UP, { sequence: 1.5, payCodeID: made.normal.id }, 'sequence'],
      [PAYROLL_NT_ADD_BEFORE_MAKE_UP, { payCodeID: made.normal.id }, 'sequence'],
      [PAYROLL_NT_ADD_BEFORE_MAKE_UP, { sequence: 1, payCodeID: 'normal' }, 'payCodeID'],
    ];
    for (const [entity, input, field] of cases) {
      const answer = await api.call<{ error: string; field: string }>(entity.calls.create, { payrollID: own.id, ...input });
      expect(answer.status, `${entity.name} ${JSON.stringify(input)}`).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
      expect(await countRows(entity.table, own.id)).toBe(0);
    }
    const orphan = await api.call<{ field: string }>('CreatePayrollNTMakeUp', { payrollID: MISSING, sequence: 1, payCodeID: made.normal.id });
    expect(orphan).toMatchObject({ status: 400, body: { field: 'payrollID' } });
    expect(await rowsOf('GetPayrollNTMakeUps_ForPayrollID', 'nope')).toMatchObject({ status: 400, body: { field: 'PayrollID' } });
    expect((await rowsOf('GetPayrollPayCodeMappings_ForPayrollID', MISSING)).status).toBe(404);
  });
});

describe('what uses a payroll, a pay code or a leave type', () => {
  it('keeps them from being deleted (409 saying what), until the uses are gone', async () => {
    const payroll = await create(PAYROLL, aPayroll());
    const code = await api.ok<Saved>('CreatePayCode', { name: unique('Shift bonus'), code: aCode('SB') });
    const type = await api.ok<Saved>('CreateLeaveType', { name: unique('Family'), unitOfMeasure: 2 });
    const mapping = await create(PAYROLL_PAY_CODE_MAPPING, { payrollID: payroll.id, value: 'leave', leaveTypeID: type.id, payCodeID: code.id });
    const makeUp = await create(PAYROLL_NT_MAKE_UP, { payrollID: payroll.id, sequence: 1, payCodeID: code.id });
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee({ payrollID: payroll.id, hourlyRate: '125.50' }));

    const refused = await remove('DeletePayRoll', payroll.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Payroll "${payroll.name}" is in use by 1 employee, 1 non-time make-up and 1 pay code mapping, so it cannot be deleted`);
    expect((await remove('DeletePayCode', code.id)).body.error).toMatch(/in use by 1 non-time make-up and 1 pay code mapping/);
    expect((await remove('DeleteLeaveType', type.id)).body.error).toMatch(/in use by 1 pay code mapping/);
    expect((await get('GetPayroll', payroll.id)).status).toBe(200);

    await api.ok('UpdateEmployee', { ...(await get('GetEmployee', employee.id)).body, payrollID: null }, { method: 'PUT', query: { ID: employee.id } });
    expect((await remove('DeletePayrollPayCodeMapping', mapping.id)).status).toBe(204);
    expect((await remove('DeletePayrollNTMakeUp', makeUp.id)).status).toBe(204);
    expect((await remove('DeletePayRoll', payroll.id)).status).toBe(204);
    expect((await remove('DeleteLeaveType', type.id)).status).toBe(204);
  });

  it('keeps a pay code in a payroll’s make-up sequence from being deleted', async () => {
    const code = await api.ok<Saved>('CreatePayCode', { name: unique('Standby'), code: aCode('SY') });
    await create(PAYROLL, aPayroll({ makeUpSequence: [{ payCodeID: code.id }] }));
    expect((await remove('DeletePayCode', code.id)).body.error).toMatch(/in use by 1 payroll\b/);
  });
});

describe('the employee’s payroll', () => {
  it('is stored with its name, checked by the api and the database, and published with the hourly rate', async () => {
    const payroll = await create(PAYROLL, aPayroll());
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee({ payrollID: payroll.id, hourlyRate: '98.25' }));
    expect((await get('GetEmployee', employee.id)).body).toMatchObject({ payrollID: payroll.id, payrollName: payroll.name });

    const ghost = await api.call<{ field: string }>('CreateEmployee', anEmployee({ payrollID: MISSING }));
    expect(ghost).toMatchObject({ status: 400, body: { field: 'payrollID' } });
    await expect(product.query('UPDATE api.employees SET payroll_id = $1 WHERE id = $2', [MISSING, employee.id])).rejects.toThrow(/foreign key/);

    expect(await product.query('SELECT id, employee_number, first_name, surname, payroll_id, hourly_rate::text, time_zone FROM api.v_payroll_employees WHERE id = $1', [employee.id])).toEqual([
      {
        id: employee.id,
        employee_number: employee.employeeNumber,
        first_name: 'Thandi',
        surname: 'Mokoena',
        payroll_id: payroll.id,
        hourly_rate: '98.25',
        time_zone: 'Africa/Johannesburg',
      },
    ]);
  });
});

describe('the setupPayroll right', () => {
  it('is needed for every payroll write, and lets its holder keep pay rates too', async () => {
    const payroll = await create(PAYROLL, aPayroll());
    const row = await create(PAYROLL_NT_MAKE_UP, { payrollID: payroll.id, sequence: 1, payCodeID: made.normal.id });
    const { client: clerk } = await aUserWith(api, product.apiUrl, ['setupRules']);
    const writes: [string, unknown, string, Record<string, string>?][] = [
      ['CreatePayroll', aPayroll(), 'POST'],
      ['UpdatePayroll', payroll, 'PUT'],
      ['DeletePayRoll', undefined, 'DELETE', { ID: payroll.id }],
      ['CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: made.normal.id }, 'POST'],
      ['UpdatePayrollNTMakeUp', row, 'PUT'],
      ['DeletePayrollNTMakeUp', undefined, 'DELETE', { ID: row.id }],
      ['CreatePayrollNTAddBeforeMakeUp', { payrollID: payroll.id, sequence: 1, payCodeID: made.normal.id }, 'POST'],
    ];
    for (const [call, body, method, query] of writes) {
      expect((await clerk.call(call, body, { method, query })).status, call).toBe(403);
    }
    expect(await api.ok<Saved>('GetPayroll', undefined, { method: 'GET', query: { ID: payroll.id } })).toMatchObject({ version: 1 });
    expect(await countRows('payroll_nt_make_ups', payroll.id)).toBe(1);
    // Reads need only a login.
    expect((await clerk.call('GetPayrolls', {})).status).toBe(200);
    expect((await clerk.call('GetPayrollNTMakeUps_ForPayrollID', undefined, { method: 'GET', query: { PayrollID: payroll.id } })).status).toBe(200);

    const { client: payrollClerk } = await aUserWith(api, product.apiUrl, ['setupPayroll']);
    expect((await payrollClerk.call('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: made.normal.id })).status).toBe(201);
    const rate = await payrollClerk.call<Saved>('CreatePayRate', { name: unique('Double'), code: aCode('D'), multiplier: '2' });
    expect(rate.status).toBe(201);
    expect((await payrollClerk.call('DeletePayRate', undefined, { method: 'DELETE', query: { ID: rate.body.id } })).status).toBe(204);
  });
});
