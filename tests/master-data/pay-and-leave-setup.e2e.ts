import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_FIELDS, LEAVE_ENTITIES, PAY_CODE, PAY_RATE, columnOf, type EntityDescriptor, type IdName, type ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { anEmployee, unique, type Saved } from './master-data.factories';

/** Pay rates, pay codes, the leave setups, the shift setup's pay and leave fields, and the system shift statuses. */
const ENTITIES = [PAY_RATE, PAY_CODE, ...LEAVE_ENTITIES];
const MISSING = '00000000-0000-4000-8000-000000000000';

let product: RunningProduct;
let api: ApiClient;
const made: Record<string, Saved> = {};

const samples: Record<string, () => { record: Record<string, unknown>; change: Record<string, unknown> }> = {
  PayRate: () => ({ record: { name: unique('Time and a half'), code: unique('OT').replace(' ', ''), multiplier: '1.5' }, change: { multiplier: '2', abbreviation: 'x2' } }),
  PayCode: () => ({ record: { name: unique('Overtime'), code: unique('PC').replace(' ', ''), payRateID: made.payRate.id }, change: { payRateID: null } }),
  LeaveType: () => ({ record: { name: unique('Annual'), unitOfMeasure: 2, externalID: 'AL' }, change: { unitOfMeasure: 1 } }),
  LeaveReason: () => ({ record: { name: unique('Holiday'), leaveTypeID: made.leaveType.id, code: 'HOL' }, change: { code: 'H' } }),
  LeaveRule: () => ({
    record: { name: unique('Annual accrual'), leaveTypeID: made.leaveType.id, lengthOfService: 12, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, accrueValue: '1.25' },
    change: { maxAccumulation: '30', accrueType: 'perXDaysWorked', x: 17 },
  }),
  LeaveScheme: () => ({
    record: { name: unique('Staff'), description: 'Office staff', leaveRules: [{ leaveRuleID: made.leaveRule.id, sequenceNumber: 1 }] },
    change: { leaveRules: [{ leaveRuleID: made.leaveRule.id, sequenceNumber: null }] },
  }),
};

const create = (entity: EntityDescriptor, record: Record<string, unknown>) => api.ok<Saved>(entity.calls.create, record);
const get = (call: string, id: string) => api.call<Saved>(call, undefined, { method: 'GET', query: { ID: id } });
const remove = (call: string, id: string) => api.call<{ error: string; field: string }>(call, undefined, { method: 'DELETE', query: { ID: id } });
const countByName = async (table: string, name: unknown) =>
  (await product.query<{ n: number }>(`SELECT count(*)::int AS n FROM api.${table} WHERE name = $1`, [name]))[0].n;
const dayShift = () => ({ name: unique('Day'), startTime: '08:00', endTime: '17:00', targetWorkHours: 480 });

beforeAll(async () => {
  product = await startProduct('embedded', 'pay-leave-setup');
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  made.payRate = await create(PAY_RATE, samples.PayRate().record);
  made.leaveType = await create(LEAVE_ENTITIES[0], samples.LeaveType().record);
  made.leaveRule = await create(LEAVE_ENTITIES[2], samples.LeaveRule().record);
});

afterAll(async () => {
  await product?.stop();
});

describe.each(ENTITIES.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
  it('is created, read, listed, updated and deleted through its calls', async () => {
    const { record, change } = samples[entity.name]();
    const created = await api.call<Saved>(entity.calls.create, record);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...record, version: 1, createdBy: 'admin' });
    const id = created.body.id;
    expect((await get(entity.calls.get, id)).body).toEqual(created.body);
    expect(await api.ok<ListResult<Saved>>(entity.calls.list, { search: String(record.name) })).toEqual({ items: [created.body], total: 1 });
    expect(await api.ok<IdName[]>(entity.calls.idName, undefined, { method: 'GET' })).toContainEqual({ id, name: record.name });

    const updated = await api.call<Saved>(entity.calls.update, { ...created.body, ...change }, { method: 'PUT' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, version: 2, ...change });

    expect((await remove(entity.calls.delete, id)).status).toBe(204);
    expect((await get(entity.calls.get, id)).status).toBe(404);
  });
});

describe('bad pay and leave setups', () => {
  it('answer 400 naming the field, and store nothing', async () => {
    const cases: [EntityDescriptor, Record<string, unknown>, string][] = [
      [LEAVE_ENTITIES[0], { name: unique('Unitless'), unitOfMeasure: 0 }, 'unitOfMeasure'],
      [LEAVE_ENTITIES[0], { name: unique('Fortnightly'), unitOfMeasure: 5 }, 'unitOfMeasure'],
      [PAY_RATE, { name: unique('Lots'), code: 'L1', multiplier: 'double' }, 'multiplier'],
      [PAY_RATE, { name: unique('Negative'), code: 'N1', multiplier: '-1' }, 'multiplier'],
      [PAY_CODE, { name: unique('Ghost rate'), code: 'G1', payRateID: MISSING }, 'payRateID'],
      [LEAVE_ENTITIES[1], { name: unique('No type'), code: 'NT' }, 'leaveTypeID'],
      [LEAVE_ENTITIES[2], { name: unique('Zero X'), leaveTypeID: made.leaveType.id, accrueValue: '1', x: 0 }, 'x'],
      [LEAVE_ENTITIES[2], { name: unique('Odd type'), leaveTypeID: made.leaveType.id, accrueValue: '1', accrueType: 'sometimes' }, 'accrueType'],
      [LEAVE_ENTITIES[3], { name: unique('Twice'), leaveRules: [{ leaveRuleID: made.leaveRule.id }, { leaveRuleID: made.leaveRule.id }] }, 'leaveRules[].leaveRuleID'],
      [LEAVE_ENTITIES[3], { name: unique('Ghost rule'), leaveRules: [{ leaveRuleID: MISSING }] }, 'leaveRules[0].leaveRuleID'],
    ];
    for (const [entity, input, field] of cases) {
      const answer = await api.call<{ error: string; field: string }>(entity.calls.create, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
      expect(await countByName(entity.table, input.name)).toBe(0);
    }
    expect((await api.call('GetLeaveTypes', {})).status).toBe(200);
  });

  it('refuse a second pay rate with the same code and a second reason of the same name for a leave type', async () => {
    const code = unique('DUP').replace(' ', '');
    await create(PAY_RATE, { name: unique('First'), code, multiplier: '1' });
    const again = await api.call<{ field: string }>(PAY_RATE.calls.create, { name: unique('Second'), code: code.toLowerCase(), multiplier: '1' });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('code');

    const name = unique('Other');
    await create(LEAVE_ENTITIES[1], { name, leaveTypeID: made.leaveType.id });
    const sameName = await api.call<{ field: string; error: string }>(LEAVE_ENTITIES[1].calls.create, { name: name.toUpperCase(), leaveTypeID: made.leaveType.id });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ field: 'name', error: `Name ${JSON.stringify(name.toUpperCase())} is already in use for the same leave type` });
    const otherType = await create(LEAVE_ENTITIES[0], { name: unique('Sick'), unitOfMeasure: 2 });
    expect((await api.call(LEAVE_ENTITIES[1].calls.create, { name, leaveTypeID: otherType.id })).status).toBe(201);
  });
});

describe('leave balances and schemes', () => {
  it('store a leave type’s minimum balance and a rule’s carry-over limit where the leave service reads them, and refuse bad ones', async () => {
    const type = await create(LEAVE_ENTITIES[0], { name: unique('Borrowable'), unitOfMeasure: 2, minBalance: '-2.5' });
    expect(type).toMatchObject({ minBalance: '-2.5' });
    const rule = await create(LEAVE_ENTITIES[2], { name: unique('Capped carry'), leaveTypeID: type.id, accrueValue: '1.5', carryOverLimit: '5' });
    expect(rule).toMatchObject({ carryOverLimit: '5' });
    const plain = await create(LEAVE_ENTITIES[0], { name: unique('Plain'), unitOfMeasure: 2 });
    expect(await product.query('SELECT id, min_balance::float8 AS min_balance FROM api.v_leave_types WHERE id = ANY($1::uuid[]) ORDER BY min_balance', [[type.id, plain.id]])).toEqual([
      { id: type.id, min_balance: -2.5 },
      { id: plain.id, min_balance: 0 },
    ]);
    expect(await product.query('SELECT carry_over_limit::float8 AS limit FROM api.v_leave_rules WHERE id = $1', [rule.id])).toEqual([{ limit: 5 }]);
    const bad: [EntityDescriptor, Record<string, unknown>, string][] = [
      [LEAVE_ENTITIES[0], { name: unique('Odd minimum'), unitOfMeasure: 2, minBalance: 'lots' }, 'minBalance'],
      [LEAVE_ENTITIES[0], { name: unique('Deep minimum'), unitOfMeasure: 2, minBalance: '-200000' }, 'minBalance'],
      [LEAVE_ENTITIES[2], { name: unique('Negative carry'), leaveTypeID: type.id, accrueValue: '1', carryOverLimit: '-1' }, 'carryOverLimit'],
    ];
    for (const [entity, input, field] of bad) {
      const answer = await api.call<{ error: string; field: string }>(entity.calls.create, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
      expect(await countByName(entity.table, input.name)).toBe(0);
    }
  });

  it('refuse a scheme whose rules of one leave type differ in interval, accrue type or X, and a rule change that would make one so', async () => {
    const type = await create(LEAVE_ENTITIES[0], { name: unique('Annual'), unitOfMeasure: 2 });
    const otherType = await create(LEAVE_ENTITIES[0], { name: unique('Study'), unitOfMeasure: 2 });
    const monthly = { leaveTypeID: type.id, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1 };
    const starter = await create(LEAVE_ENTITIES[2], { name: unique('Starter'), ...monthly, accrueValue: '1.25' });
    const senior = await create(LEAVE_ENTITIES[2], { name: unique('Senior'), ...monthly, lengthOfService: 60, accrueValue: '1.75', maxAccumulation: '40', carryOverLimit: '10' });
    const weekly = await create(LEAVE_ENTITIES[2], { name: unique('Weekly'), ...monthly, accrualInterval: 2, accrueValue: '0.4' });
    const perDays = await create(LEAVE_ENTITIES[2], { name: unique('Per days'), ...monthly, accrueType: 'perXDaysWorked', x: 17, accrueValue: '1' });
    const study = await create(LEAVE_ENTITIES[2], { name: unique('Study'), leaveTypeID: otherType.id, accrualInterval: 4, accrueType: 'everyXIntervals', x: 1, accrueValue: '5' });

    // Length of service, value, maximum and carry-over limit may differ; another type's rules too.
    const scheme = await create(LEAVE_ENTITIES[3], { name: unique('Mixed ok'), leaveRules: [{ leaveRuleID: senior.id }, { leaveRuleID: starter.id }, { leaveRuleID: study.id }] });
    for (const [name, other] of [['Mixed interval', weekly], ['Mixed type', perDays]] as const) {
      const answer = await api.call<{ error: string; field: string }>(LEAVE_ENTITIES[3].calls.create, { name: unique(name), leaveRules: [{ leaveRuleID: starter.id }, { leaveRuleID: other.id }] });
      expect(answer.status, name).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field: 'leaveRules' });
      expect(await product.query('SELECT 1 FROM api.leave_schemes WHERE name LIKE $1', [`${name}%`])).toEqual([]);
    }
    const mixedUpdate = await api.call<{ field: string }>(LEAVE_ENTITIES[3].calls.update, { ...scheme, leaveRules: [...(scheme.leaveRules as object[]), { leaveRuleID: weekly.id }] }, { method: 'PUT' });
    expect(mixedUpdate.status).toBe(400);
    expect(mixedUpdate.body.field).toBe('leaveRules');
    expect((await get(LEAVE_ENTITIES[3].calls.get, scheme.id)).body).toMatchObject({ version: 1, leaveRules: scheme.leaveRules });

    // A rule of the scheme changed to another X (or interval) would mix it; its value may change.
    const changedX = await api.call<{ field: string }>(LEAVE_ENTITIES[2].calls.update, { ...senior, x: 2 }, { method: 'PUT' });
    expect(changedX.status).toBe(400);
    expect(changedX.body.field).toBe('x');
    const changedInterval = await api.call<{ field: string }>(LEAVE_ENTITIES[2].calls.update, { ...senior, accrualInterval: 4 }, { method: 'PUT' });
    expect(changedInterval.body.field).toBe('accrualInterval');
    expect((await get(LEAVE_ENTITIES[2].calls.get, senior.id)).body).toMatchObject({ version: 1, x: 1, accrualInterval: 3 });
    expect((await api.call(LEAVE_ENTITIES[2].calls.update, { ...senior, accrueValue: '2' }, { method: 'PUT' })).status).toBe(200);
    // A rule in no scheme with others of its type may change freely.
    expect((await api.call(LEAVE_ENTITIES[2].calls.update, { ...study, accrualInterval: 3 }, { method: 'PUT' })).status).toBe(200);
  });
});

describe('the shift setup’s pay and leave fields', () => {
  let payCode: Saved;
  let leaveScheme: Saved;
  let appointmentType: Saved;
  let adjustmentType: Saved;

  beforeAll(async () => {
    payCode = await create(PAY_CODE, { name: unique('Normal'), code: unique('N').replace(' ', ''), payRateID: made.payRate.id });
    leaveScheme = await create(LEAVE_ENTITIES[3], { name: unique('Shift workers'), leaveRules: [{ leaveRuleID: made.leaveRule.id }] });
    appointmentType = await api.ok<Saved>('CreateAppointmentType', { name: unique('Permanent') });
    adjustmentType = await api.ok<Saved>('CreateAdjustmentType', { name: unique('Travel time'), action: 'addTime' });
  });

  it('stores and returns every one of them', async () => {
    const fields = {
      hoursRequired: 360,
      shiftIncrement: 15,
      payRateID: made.payRate.id,
      payCodeID: payCode.id,
      leaveTypeID: made.leaveType.id,
      leavePay: 480,
      appointmentTypeIDs: [appointmentType.id],
      ifAbsentAction: 'leave',
      leaveSchemeID: leaveScheme.id,
      autoAdjustments: [
        { adjustmentTypeID: adjustmentType.id, minutes: 30, dayOfWeek: null },
        { adjustmentTypeID: adjustmentType.id, minutes: 15, dayOfWeek: 5 },
      ],
      payCodeAllocations: [
        { payCodeID: payCode.id, from: '18:00', to: '06:00', formula: null },
        { payCodeID: payCode.id, from: null, to: null, formula: 'overtime1 * 1.5' },
      ],
    };
    const created = await api.call<Saved>('CreateShift', { ...dayShift(), ...fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject(fields);
    expect((await get('GetShift', created.body.id)).body).toEqual(created.body);

    const change = { ifAbsentAction: 'noPay', leaveTypeID: null, appointmentTypeIDs: [], payCodeAllocations: [], shiftIncrement: null };
    const updated = await api.ok<Saved>('UpdateShift', { ...created.body, ...change }, { method: 'PUT' });
    expect(updated).toMatchObject({ ...change, version: 2, payRateID: made.payRate.id, autoAdjustments: fields.autoAdjustments });

    const plain = await api.ok<Saved>('CreateShift', dayShift());
    expect(plain).toMatchObject({ ifAbsentAction: 'none', appointmentTypeIDs: [], autoAdjustments: [], payCodeAllocations: [], payRateID: null });
  });

  it('refuses bad values with 400 naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ifAbsentAction: 'leave' }, 'leaveTypeID'],
      [{ ifAbsentAction: 'pray' }, 'ifAbsentAction'],
      [{ payCodeAllocations: [{ payCodeID: payCode.id, from: '18:00', to: '06:00', formula: 'overtime1' }] }, 'payCodeAllocations[].formula'],
      [{ payCodeAllocations: [{ payCodeID: payCode.id, from: '18:00' }] }, 'payCodeAllocations[].formula'],
      [{ payCodeAllocations: [{ payCodeID: MISSING, formula: 'overtime1' }] }, 'payCodeAllocations[0].payCodeID'],
      [{ autoAdjustments: [{ adjustmentTypeID: adjustmentType.id, minutes: 30, dayOfWeek: 0 }] }, 'autoAdjustments[0].dayOfWeek'],
      [{ autoAdjustments: [{ minutes: 30 }] }, 'autoAdjustments[0].adjustmentTypeID'],
      [{ shiftIncrement: 7 }, 'shiftIncrement'],
      [{ hoursRequired: -60 }, 'hoursRequired'],
      [{ payRateID: MISSING }, 'payRateID'],
      [{ leaveSchemeID: MISSING }, 'leaveSchemeID'],
      [{ appointmentTypeIDs: [MISSING] }, 'appointmentTypeIDs'],
    ];
    for (const [input, field] of cases) {
      const shift = { ...dayShift(), ...input };
      const answer = await api.call<{ error: string; field: string }>('CreateShift', shift);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation failed', field });
      expect(await countByName('shifts', shift.name)).toBe(0);
    }
  });

  it('keeps pay rates, pay codes, leave setups and appointment types in use from being deleted', async () => {
    const payRate = await create(PAY_RATE, samples.PayRate().record);
    const leaveType = await create(LEAVE_ENTITIES[0], { name: unique('Family'), unitOfMeasure: 2 });
    const scheme = await create(LEAVE_ENTITIES[3], { name: unique('Unused soon') });
    const type = await api.ok<Saved>('CreateAppointmentType', { name: unique('Seasonal') });
    const shift = await api.ok<Saved>('CreateShift', {
      ...dayShift(),
      payRateID: payRate.id,
      leaveTypeID: leaveType.id,
      ifAbsentAction: 'leave',
      leaveSchemeID: scheme.id,
      appointmentTypeIDs: [type.id],
    });

    const byShift = await remove('DeletePayRate', payRate.id);
    expect(byShift.status).toBe(409);
    expect(byShift.body.error).toBe(`Pay Rate "${payRate.name}" is in use by 1 shift, so it cannot be deleted`);
    expect((await get('GetPayRate', payRate.id)).status).toBe(200);
    expect((await remove('DeleteLeaveType', leaveType.id)).body.error).toMatch(/in use by 1 shift/);
    expect((await remove('DeleteLeaveScheme', scheme.id)).body.error).toMatch(/in use by 1 shift/);
    expect((await remove('DeleteAppointmentType', type.id)).body.error).toMatch(/in use by 1 shift/);
    expect((await remove('DeleteLeaveRule', made.leaveRule.id)).body.error).toMatch(/in use by \d+ leave schemes?/);
    expect((await remove('DeletePayRate', made.payRate.id)).body.error).toMatch(/pay codes?/);

    expect((await remove('DeleteShift', shift.id)).status).toBe(204);
    expect((await remove('DeletePayRate', payRate.id)).status).toBe(204);
    expect((await remove('DeleteAppointmentType', type.id)).status).toBe(204);
  });
});

describe('the employee’s leave scheme', () => {
  it('is stored with its name, checked, and keeps the scheme from being deleted', async () => {
    const scheme = await create(LEAVE_ENTITIES[3], { name: unique('Managers') });
    const employee = await api.ok<Saved>('CreateEmployee', anEmployee({ leaveSchemeID: scheme.id }));
    const read = await get('GetEmployee', employee.id);
    expect(read.body).toMatchObject({ leaveSchemeID: scheme.id, leaveSchemeName: scheme.name });

    const ghost = await api.call<{ field: string }>('CreateEmployee', anEmployee({ leaveSchemeID: MISSING }));
    expect(ghost.status).toBe(400);
    expect(ghost.body.field).toBe('leaveSchemeID');

    const refused = await remove('DeleteLeaveScheme', scheme.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/in use by 1 employee/);
  });

  it('has the database refuse, as the api does, employee references to records that do not exist', async () => {
    const keys = await product.query<{ column: string }>(
      `SELECT a.attname AS column FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.conrelid = 'api.employees'::regclass AND c.contype = 'f'`,
    );
    const uuidColumns = await product.query<{ column: string }>(
      "SELECT column_name AS column FROM information_schema.columns WHERE table_schema = 'api' AND table_name = 'employees' AND data_type = 'uuid' AND column_name <> 'id'",
    );
    const referenceColumns = EMPLOYEE_FIELDS.filter((field) => field.type === 'reference').map((field) => columnOf(field.name));
    expect(uuidColumns.map((row) => row.column).sort()).toEqual([...referenceColumns].sort());
    expect(referenceColumns.filter((column) => !keys.some((key) => key.column === column))).toEqual([]);

    const employee = await api.ok<Saved>('CreateEmployee', anEmployee());
    await expect(product.query('UPDATE api.employees SET starting_work_pattern_id = $1 WHERE id = $2', [MISSING, employee.id])).rejects.toThrow(/foreign key/);
  });
});

describe('system shift statuses', () => {
  it('cannot be changed or deleted, and no call makes a status a system one', async () => {
    const { items } = await api.ok<ListResult<Saved>>('GetShiftStatuses', { search: 'AWOL' });
    const awol = items.find((status) => status.code === 100)!;
    expect(awol).toMatchObject({ name: 'AWOL', systemFlag: true });

    const edit = await api.call<{ error: string }>('UpdateShiftStatus', { ...awol, name: 'Away' }, { method: 'PUT' });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('Shift Status "AWOL" is a system shift status the product relies on, so it cannot be changed');
    const deletion = await remove('DeleteShiftStatus', awol.id);
    expect(deletion.status).toBe(409);
    expect(deletion.body.error).toMatch(/cannot be deleted/);
    expect((await get('GetShiftStatus', awol.id)).body).toEqual(awol);

    const forged = await api.call<{ field: string }>('CreateShiftStatus', { code: 901, name: 'Forged', systemFlag: true });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('systemFlag');
    const own = await api.ok<Saved>('CreateShiftStatus', { code: 902, name: 'Site closed' });
    expect(own.systemFlag).toBe(false);
    const promoted = await api.call<{ field: string }>('UpdateShiftStatus', { ...own, systemFlag: true }, { method: 'PUT' });
    expect(promoted.status).toBe(400);
    expect(promoted.body.field).toBe('systemFlag');
    expect((await api.ok<Saved>('UpdateShiftStatus', { ...own, name: 'Site shut' }, { method: 'PUT' })).version).toBe(2);
    expect((await remove('DeleteShiftStatus', own.id)).status).toBe(204);
    expect((await api.ok<ListResult<Saved>>('GetShiftStatuses', { search: 'AWOL' })).items).toContainEqual(awol);
  });
});
