import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aShift,
  aTargetMakeUp,
  aWorkCycle,
  anOvertimeLimit,
  employees,
  storeClockings,
} from '../../services/time-engine/bench/engine-fixture';
import { OpenDaysJob } from '../../services/time-engine/src/recalculation/open-days.job';
import { clockingReceived, startEngineHarness, type EngineHarness } from './support/engine-harness';

/** 2026-03-02 is a Monday; Africa/Johannesburg is UTC+2 all year. */
const at = (date: string, time: string) => `${date}T${time}:00+02:00`;
const weekdays = (shift: string) => [shift, shift, shift, shift, shift, null, null];

describe('recalculating employee-days from PostgreSQL', () => {
  let engine: EngineHarness;
  let dayShift: string;
  let dayCycle: string;

  beforeAll(async () => {
    engine = await startEngineHarness('te-recalc');
    dayShift = await aShift(engine.db.api, { name: 'Day' });
    ({ workCycleID: dayCycle } = await aWorkCycle(engine.db.api, weekdays(dayShift)));
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('gives every rostered day of the range a row: worked, late, absent, early out, days off, overtime on a day off', async () => {
    const [employee] = await employees(engine.db.api, 1, { workCycleID: dayCycle, startDate: '2026-03-02' });
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at('2026-03-02', '08:00') },
      { employeeID: employee, at: at('2026-03-02', '17:00') },
      { employeeID: employee, at: at('2026-03-03', '08:20') },
      { employeeID: employee, at: at('2026-03-03', '17:00') },
      { employeeID: employee, at: at('2026-03-05', '08:00') },
      { employeeID: employee, at: at('2026-03-05', '18:30') },
      { employeeID: employee, at: at('2026-03-06', '08:00') },
      { employeeID: employee, at: at('2026-03-06', '12:00') },
      { employeeID: employee, at: at('2026-03-08', '09:00') },
      { employeeID: employee, at: at('2026-03-08', '11:00') },
    ]);
    const summary = await engine.recalculate([{ employeeID: employee, from: '2026-03-02', to: '2026-03-08' }], 'timeValues');
    expect(summary).toMatchObject({ employees: 1, calculatedDays: 7, writtenDays: 7, lockedDays: 0, failedDays: 0 });
    expect(summary.events).toHaveLength(7);

    const day = (date: string) => engine.shiftRow(employee, date);
    expect(await day('2026-03-02')).toMatchObject({ statuses: [1], day_kind: 'shift', shift_id: dayShift, normal_time_tot: 480, no_pay_time_tot: 0 });
    expect(await day('2026-03-03')).toMatchObject({ statuses: [1, 103], normal_time_tot: 460, short_time: 20, no_pay_time_tot: 20, no_pay_tot_before: 20 });
    expect(await day('2026-03-04')).toMatchObject({ statuses: [100], normal_time_tot: 0, short_time: 480, no_pay_time_tot: 480, pairs: [] });
    expect(await day('2026-03-05')).toMatchObject({ statuses: [1, 107], normal_time_tot: 480, over_time1_tot: 90 });
    expect(await day('2026-03-06')).toMatchObject({ statuses: [1, 106], normal_time_tot: 240, no_pay_time_tot: 240, no_pay_tot_after: 240 });
    expect(await day('2026-03-07')).toMatchObject({ statuses: [3], day_kind: 'dayOff', shift_id: null });
    expect(await day('2026-03-08')).toMatchObject({ statuses: [1, 4], day_kind: 'dayOff', over_time1_tot: 120 });

    const monday = (await day('2026-03-02'))!;
    const linked = await engine.db.engine.query('SELECT id FROM time_engine.clockings WHERE employee_shift_id = $1 ORDER BY clocked_at', [monday.id]);
    expect(monday.pairs).toEqual([{ in: linked[0].id, out: linked[1].id }]);
    expect(monday.calculation_method).toContain('pairing (alternating)');
    const [unlinked] = await engine.db.engine.query('SELECT count(*)::int AS n FROM time_engine.clockings WHERE employee_id = $1 AND employee_shift_id IS NULL', [employee]);
    expect(unlinked.n).toBe(0);
  });

  it('stores arriving clockings once and calculates only the days they land on, a night shift on its start date', async () => {
    const nightShift = await aShift(engine.db.api, { name: 'Night', startTime: '22:00', endTime: '06:00', breaks: [] });
    const { workCycleID } = await aWorkCycle(engine.db.api, [nightShift]);
    const [employee] = await employees(engine.db.api, 1, { workCycleID, startDate: '2026-03-01' });
    const batch = [clockingReceived(employee, at('2026-03-09', '21:55')), clockingReceived(employee, at('2026-03-10', '06:03'))];

    const first = await engine.receive(batch);
    expect(first).toEqual({ stored: 2, touchedDays: [`${employee}/2026-03-09`] });
    const rows = await engine.db.engine.query('SELECT to_char(shift_date, $2) AS date FROM time_engine.employee_shifts WHERE employee_id = $1', [employee, 'YYYY-MM-DD']);
    expect(rows).toEqual([{ date: '2026-03-09' }]);
    expect(await engine.shiftRow(employee, '2026-03-09')).toMatchObject({ statuses: [1, 104, 107], shift_id: nightShift, normal_time_tot: 480, over_time1_tot: 3 });

    expect(await engine.receive(batch)).toEqual({ stored: 0, touchedDays: [] });
  });

  it('stores a clocking repeated under another id (the same employee, instant and reader) once, within a batch and in a later one, linked to its day', async () => {
    const [employee] = await employees(engine.db.api, 1, { workCycleID: dayCycle, startDate: '2026-03-02' });
    const repeat = () => clockingReceived(employee, at('2026-03-23', '08:00'));
    expect(await engine.receive([repeat(), repeat(), clockingReceived(employee, at('2026-03-23', '16:00'))])).toEqual({ stored: 2, touchedDays: [`${employee}/2026-03-23`] });
    expect(await engine.receive([repeat()])).toEqual({ stored: 0, touchedDays: [] });
    // One clocking in two events of one batch (published twice under new event ids) is stored once.
    const evening = clockingReceived(employee, at('2026-03-23', '18:00'));
    expect(await engine.receive([evening, { ...evening, id: randomUUID() }])).toEqual({ stored: 1, touchedDays: [`${employee}/2026-03-23`] });
    const day = (await engine.shiftRow(employee, '2026-03-23'))!;
    const clockings = await engine.db.engine.query('SELECT employee_shift_id FROM time_engine.clockings WHERE employee_id = $1', [employee]);
    expect(clockings).toEqual([{ employee_shift_id: day.id }, { employee_shift_id: day.id }, { employee_shift_id: day.id }]);
    // The database keeps them once too (the index compares the ids bytewise): a writer that skipped the check is refused.
    const insert = (id: string, scanner: string | null) =>
      engine.db.engine.query("INSERT INTO time_engine.clockings (id, employee_id, employee_number, scanner_id, clocked_at, source) VALUES ($1, $2, '1', $3, $4, 'manual')", [
        id,
        employee,
        scanner,
        at('2026-03-23', '08:00'),
      ]);
    await expect(insert(randomUUID(), null)).rejects.toMatchObject({ code: '23505', constraint: 'clockings_once' });
    const scanner = randomUUID();
    await insert(randomUUID(), scanner);
    await expect(insert(randomUUID(), scanner.toUpperCase())).rejects.toMatchObject({ code: '23505' });
  });

  it('recalculates the later days whose carried short time changes, and leaves the others unwritten', async () => {
    const makeUp = await aTargetMakeUp(engine.db.api, [1], true);
    const shift = await aShift(engine.db.api, { name: 'Carry', targetMakeUpID: makeUp });
    const { workCycleID } = await aWorkCycle(engine.db.api, weekdays(shift));
    const [employee] = await employees(engine.db.api, 1, { workCycleID, startDate: '2026-03-02' });
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at('2026-03-09', '08:00') },
      { employeeID: employee, at: at('2026-03-09', '16:00') },
      { employeeID: employee, at: at('2026-03-10', '08:00') },
      { employeeID: employee, at: at('2026-03-10', '18:30') },
      { employeeID: employee, at: at('2026-03-11', '08:00') },
      { employeeID: employee, at: at('2026-03-11', '17:00') },
    ]);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-09', to: '2026-03-11' }], 'timeValues');
    expect(await engine.shiftRow(employee, '2026-03-09')).toMatchObject({ short_time: 60, carried_short_out: 60, no_pay_time_tot: 0 });
    expect(await engine.shiftRow(employee, '2026-03-10')).toMatchObject({ normal_time_tot: 540, over_time1_tot: 30, carried_short_out: 0 });
    const wednesday = (await engine.shiftRow(employee, '2026-03-11'))!;

    // Monday's short time shrinks to 30: Tuesday makes up 30 less; Wednesday is the same as before.
    await engine.receive([clockingReceived(employee, at('2026-03-09', '16:30')), clockingReceived(employee, at('2026-03-09', '17:00'))]);
    expect(await engine.shiftRow(employee, '2026-03-09')).toMatchObject({ short_time: 30, carried_short_out: 30 });
    expect(await engine.shiftRow(employee, '2026-03-10')).toMatchObject({ normal_time_tot: 510, over_time1_tot: 60, carried_short_out: 0 });
    expect((await engine.shiftRow(employee, '2026-03-11'))!.calculated_at).toEqual(wednesday.calculated_at);
  });

  it('never touches a locked day, links its new clocking to it, and carries its stored values on', async () => {
    const [employee] = await employees(engine.db.api, 1, { workCycleID: dayCycle, startDate: '2026-03-02' });
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at('2026-03-16', '08:00') },
      { employeeID: employee, at: at('2026-03-16', '17:00') },
    ]);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-16', to: '2026-03-17' }], 'timeValues');
    await engine.db.engine.query("UPDATE time_engine.employee_shifts SET locked = true WHERE employee_id = $1 AND shift_date = '2026-03-16'", [employee]);
    const locked = (await engine.shiftRow(employee, '2026-03-16'))!;

    await engine.receive([clockingReceived(employee, at('2026-03-16', '18:00')), clockingReceived(employee, at('2026-03-16', '19:00'))]);
    const summary = await engine.recalculate([{ employeeID: employee, from: '2026-03-16', to: '2026-03-17' }], 'timeValues');
    expect(summary.lockedDays).toBe(1);
    expect(await engine.shiftRow(employee, '2026-03-16')).toEqual(locked);
    const [late] = await engine.db.engine.query(
      "SELECT employee_shift_id FROM time_engine.clockings WHERE employee_id = $1 AND clocked_at = '2026-03-16T19:00:00+02:00'",
      [employee],
    );
    expect(late.employee_shift_id).toBe(locked.id);
  });

  it('compresses a long day with lz4 where the server has it, else with the server’s default, and reads it back whole', async () => {
    const [employee] = await employees(engine.db.api, 1, { workCycleID: dayCycle, startDate: '2026-03-02' });
    // Sixty clockings, minutes apart: an explanation of some 20 kB, which PostgreSQL compresses.
    const clockings = Array.from({ length: 60 }, (_, i) => ({ employeeID: employee, at: new Date(Date.parse(at('2026-03-24', '07:00')) + i * 7 * 60_000).toISOString() }));
    await storeClockings(engine.db.engine, clockings);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-24', to: '2026-03-24' }], 'timeValues');

    // Whether this server has lz4: a column that asks for it is refused (0A000) where it has not.
    const lz4 = await engine.db.engine
      .transaction((manager) => manager.query('CREATE TEMP TABLE lz4_probe (a text COMPRESSION lz4) ON COMMIT DROP'))
      .then(
        () => true,
        (error: { code?: string }) => {
          if (error.code === '0A000') return false;
          throw error;
        },
      );
    const methods = await engine.db.engine.query(
      `SELECT attname AS column, attcompression AS method FROM pg_attribute
        WHERE attrelid = 'time_engine.employee_shifts'::regclass AND attname IN ('calculation_explanation', 'pairs', 'calculation_method') ORDER BY attname`,
    );
    const method = lz4 ? 'l' : '';
    expect(methods).toEqual(['calculation_explanation', 'calculation_method', 'pairs'].map((column) => ({ column, method })));
    const [day] = await engine.db.engine.query(
      `SELECT pg_column_compression(calculation_explanation) AS explanation, jsonb_array_length(pairs) AS pair_count
         FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = '2026-03-24'`,
      [employee],
    );
    expect(day).toEqual({ explanation: lz4 ? 'lz4' : 'pglz', pair_count: 30 });
    expect((await engine.shiftRow(employee, '2026-03-24'))!.pairs).toHaveLength(30);
  });

  it('marks a day it cannot calculate 1000, logs the day with its input, and calculates the rest', async () => {
    const vanished = '00000000-0000-4000-8000-000000000001';
    const { workCycleID } = await aWorkCycle(engine.db.api, [vanished, dayShift, null, null, null, null, null]);
    const [broken] = await employees(engine.db.api, 1, { workCycleID, startDate: '2026-03-02' });
    const [healthy] = await employees(engine.db.api, 1, { workCycleID: dayCycle, startDate: '2026-03-02' });
    await storeClockings(engine.db.engine, [
      { employeeID: broken, at: at('2026-03-23', '08:00') },
      { employeeID: broken, at: at('2026-03-23', '17:00') },
      { employeeID: broken, at: at('2026-03-24', '08:00') },
      { employeeID: broken, at: at('2026-03-24', '17:00') },
    ]);
    engine.errors.length = 0;
    const summary = await engine.recalculate(
      [
        { employeeID: broken, from: '2026-03-23', to: '2026-03-24' },
        { employeeID: healthy, from: '2026-03-23', to: '2026-03-24' },
      ],
      'timeValues',
    );
    expect(summary.failedDays).toBe(1);
    expect(await engine.shiftRow(broken, '2026-03-23')).toMatchObject({ statuses: [1000], normal_time_tot: 0 });
    expect(await engine.shiftRow(broken, '2026-03-24')).toMatchObject({ statuses: [1], normal_time_tot: 480 });
    expect(await engine.shiftRow(healthy, '2026-03-23')).toMatchObject({ statuses: [100] });
    expect(engine.errors).toEqual([
      expect.objectContaining({ employeeID: broken, date: '2026-03-23', error: `shift ${vanished} does not exist`, input: expect.objectContaining({ now: expect.any(Number) }) }),
    ]);
    const [links] = await engine.db.engine.query('SELECT count(*)::int AS n FROM time_engine.clockings WHERE employee_id = $1 AND employee_shift_id IS NULL', [broken]);
    expect(links.n).toBe(0);
  });

  it('settles days in progress once their window ends: waiting becomes AWOL, clocked in becomes no OUT', async () => {
    const [employee] = await employees(engine.db.api, 1, { workCycleID: dayCycle, startDate: '2026-03-02' });
    await storeClockings(engine.db.engine, [{ employeeID: employee, at: at('2026-03-30', '08:00') }]);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-30', to: '2026-03-31' }], 'timeValues', '2026-03-30T08:00:00Z');
    const settles = await engine.db.engine.query(
      "SELECT to_char(shift_date, 'YYYY-MM-DD') AS date, statuses, settles_at FROM time_engine.employee_shifts WHERE employee_id = $1 ORDER BY shift_date",
      [employee],
    );
    expect(settles).toEqual([
      { date: '2026-03-30', statuses: [2], settles_at: new Date('2026-03-30T21:00:00+02:00') },
      { date: '2026-03-31', statuses: [0], settles_at: new Date('2026-03-31T21:00:00+02:00') },
    ]);

    while ((await new OpenDaysJob(engine.runtime).settle()) > 0);

    expect(await engine.shiftRow(employee, '2026-03-30')).toMatchObject({ statuses: [102], normal_time_tot: 0, no_pay_time_tot: 480 });
    expect(await engine.shiftRow(employee, '2026-03-31')).toMatchObject({ statuses: [100], no_pay_time_tot: 480 });
    const [open] = await engine.db.engine.query('SELECT count(*)::int AS n FROM time_engine.employee_shifts WHERE settles_at IS NOT NULL');
    expect(open.n).toBe(0);
  });

  it('moves overtime beyond the N-day limit to normal time', async () => {
    const limit = await anOvertimeLimit(engine.db.api, 3, { 1: 60 });
    const shift = await aShift(engine.db.api, { name: 'Limited', overtimeLimitID: limit });
    const { workCycleID } = await aWorkCycle(engine.db.api, weekdays(shift));
    const [employee] = await employees(engine.db.api, 1, { workCycleID, startDate: '2026-03-02' });
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at('2026-03-02', '08:00') },
      { employeeID: employee, at: at('2026-03-02', '18:00') },
      { employeeID: employee, at: at('2026-03-03', '08:00') },
      { employeeID: employee, at: at('2026-03-03', '18:00') },
    ]);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-02', to: '2026-03-03' }], 'timeValues');
    expect(await engine.shiftRow(employee, '2026-03-02')).toMatchObject({ normal_time_tot: 480, over_time1_tot: 60 });
    expect(await engine.shiftRow(employee, '2026-03-03')).toMatchObject({ normal_time_tot: 540, over_time1_tot: 0 });
    // The second day alone takes the first day's overtime from its stored row (the overtime history).
    await engine.recalculate([{ employeeID: employee, from: '2026-03-03', to: '2026-03-03' }], 'timeValues');
    expect(await engine.shiftRow(employee, '2026-03-03')).toMatchObject({ normal_time_tot: 540, over_time1_tot: 0 });
  });

  it('detects each day’s shift from the auto shift template, and keeps it when only time values are recalculated', async () => {
    const morning = await aShift(engine.db.api, { name: 'Auto morning', startTime: '06:00', endTime: '14:00', breaks: [] });
    const night = await aShift(engine.db.api, { name: 'Auto night', startTime: '22:00', endTime: '06:00', breaks: [] });
    const templateID = '00000000-0000-4000-8000-0000000000a1';
    await engine.db.api.query("INSERT INTO api.auto_shift_templates (id, name) VALUES ($1, 'Rotating')", [templateID]);
    await engine.db.api.query(
      'INSERT INTO api.auto_shift_template_shifts (id, auto_shift_template_id, shift_id) VALUES (gen_random_uuid(), $1, $2), (gen_random_uuid(), $1, $3)',
      [templateID, morning, night],
    );
    const { workCycleID } = await aWorkCycle(engine.db.api, [dayShift]);
    const [employee] = await employees(engine.db.api, 1, { workCycleID, startDate: '2026-03-01', autoShiftTemplateID: templateID });
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at('2026-03-02', '05:58') },
      { employeeID: employee, at: at('2026-03-02', '14:01') },
      { employeeID: employee, at: at('2026-03-03', '21:57') },
      { employeeID: employee, at: at('2026-03-04', '06:02') },
    ]);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-02', to: '2026-03-03' }], 'autoShift');
    expect(await engine.shiftRow(employee, '2026-03-02')).toMatchObject({ shift_id: morning, statuses: [1, 104, 107], normal_time_tot: 480 });
    expect(await engine.shiftRow(employee, '2026-03-03')).toMatchObject({ shift_id: night, statuses: [1, 104, 107], normal_time_tot: 480 });

    await engine.db.api.query('DELETE FROM api.auto_shift_template_shifts WHERE shift_id = $1', [night]);
    await engine.recalculate([{ employeeID: employee, from: '2026-03-03', to: '2026-03-03' }], 'timeValues');
    expect(await engine.shiftRow(employee, '2026-03-03')).toMatchObject({ shift_id: night, normal_time_tot: 480 });
  });
});
