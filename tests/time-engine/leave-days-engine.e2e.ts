import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@tna/contracts';
import { claimInboxBatch, CommandRefusedError } from '@tna/platform';
import { aShift, aWorkCycle, employees, storeClockings } from '../../services/time-engine/bench/engine-fixture';
import { ApplyLeaveDaysCommand } from '../../services/time-engine/src/leave-days/commands/apply-leave-days/apply-leave-days.command';
import { ApplyLeaveDaysHandler } from '../../services/time-engine/src/leave-days/commands/apply-leave-days/apply-leave-days.handler';
import { PlanLeaveDaysCommand } from '../../services/time-engine/src/leave-days/commands/plan-leave-days/plan-leave-days.command';
import { PlanLeaveDaysHandler } from '../../services/time-engine/src/leave-days/commands/plan-leave-days/plan-leave-days.handler';
import { LEAVE_DAYS_INBOX } from '../../services/time-engine/src/leave-days/events/leave-days-changed.consumer';
import { startEngineHarness, type EngineHarness } from './support/engine-harness';
import { at, FUTURE_HOLIDAY, FUTURE_MONDAY, FUTURE_WEDNESDAY, leaveDaysChanged, MONDAY, THURSDAY, TUESDAY, WEDNESDAY } from './support/leave-week';


describe('the time engine keeping leave days (handlers on PostgreSQL)', () => {
  let engine: EngineHarness;
  let apply: (events: EventEnvelope<'LeaveDaysChanged'>[]) => Promise<{ days: number; writtenDays: number }>;
  let plan: (employeeID: string, from: string, to: string) => ReturnType<PlanLeaveDaysHandler['execute']>;
  let employee: string;
  let shift: string;

  beforeAll(async () => {
    engine = await startEngineHarness('te-leave-days');
    const handler = new ApplyLeaveDaysHandler(engine.runtime);
    const planner = new PlanLeaveDaysHandler();
    apply = (events) => engine.db.engine.transaction(async (manager) => handler.execute(new ApplyLeaveDaysCommand(await claimInboxBatch(manager, LEAVE_DAYS_INBOX, events), manager)));
    plan = (employeeID, from, to) => engine.db.engine.transaction((manager) => planner.execute(new PlanLeaveDaysCommand({ employeeID, from, to }, manager)));
    shift = await aShift(engine.db.api, { startTime: '08:00', endTime: '17:00', targetWorkHours: 480 });
    const { workCycleID } = await aWorkCycle(engine.db.api, [shift, shift, shift, shift, shift, null, null]);
    [employee] = await employees(engine.db.api, 1, { workCycleID, startDate: MONDAY });
    const calendar = randomUUID();
    await engine.db.api.query("INSERT INTO api.public_holiday_calendars (id, name, is_default) VALUES ($1, 'Default', true)", [calendar]);
    await engine.db.api.query("INSERT INTO api.public_holidays (id, public_holiday_calendar_id, holiday_date, name) VALUES ($1, $2, $3, 'New Year observed')", [
      randomUUID(),
      calendar,
      FUTURE_HOLIDAY,
    ]);
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at(TUESDAY, '08:00') },
      { employeeID: employee, at: at(TUESDAY, '17:00') },
      { employeeID: employee, at: at(WEDNESDAY, '12:10') },
      { employeeID: employee, at: at(WEDNESDAY, '17:00') },
    ]);
    await engine.recalculate([{ employeeID: employee, from: MONDAY, to: THURSDAY }], 'timeValues');
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('full-day leave: 5 without clockings, 6 with; removed: back to 100 and 1', async () => {
    const application = randomUUID();
    const granted = leaveDaysChanged(employee, [{ shiftDate: MONDAY, leave: { full: true } }, { shiftDate: TUESDAY, leave: { full: true } }], application);
    expect(await apply([granted])).toEqual({ days: 2, writtenDays: 2 });
    const monday = (await engine.shiftRow(employee, MONDAY))!;
    expect(monday.statuses).toEqual([5]);
    expect(monday.no_pay_time_tot).toBe(0);
    expect((await engine.shiftRow(employee, TUESDAY))!.statuses).toContain(6);
    const [{ leave_minutes }] = await engine.db.engine.query('SELECT leave_minutes FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2', [employee, MONDAY]);
    expect(leave_minutes).toBe(480);

    // Delivered again (the inbox has it): applied once.
    expect(await apply([granted])).toEqual({ days: 0, writtenDays: 0 });

    // Any later recalculation keeps the leave.
    await engine.recalculate([{ employeeID: employee, from: MONDAY, to: TUESDAY }], 'timeValues');
    expect((await engine.shiftRow(employee, MONDAY))!.statuses).toEqual([5]);

    expect(await apply([leaveDaysChanged(employee, [{ shiftDate: MONDAY, leave: null }, { shiftDate: TUESDAY, leave: null }], application)])).toEqual({ days: 2, writtenDays: 2 });
    expect((await engine.shiftRow(employee, MONDAY))!.statuses).toEqual([100]);
    expect((await engine.shiftRow(employee, TUESDAY))!.statuses).toEqual([1]);
  });

  it('half a day at the beginning: 7, the start moved by the leave minutes and lateness judged from it', async () => {
    expect((await engine.shiftRow(employee, WEDNESDAY))!.statuses).toContain(103);
    await apply([leaveDaysChanged(employee, [{ shiftDate: WEDNESDAY, leave: { minutes: 240, position: 'BEGIN' } }])]);
    const wednesday = (await engine.shiftRow(employee, WEDNESDAY))!;
    // In at 12:10 against a start moved to 12:00: 10 minutes late (not 250); the unpaid break
    // until 13:00 leaves 240 minutes, the target less the leave, so nothing is short.
    expect(wednesday.statuses).toEqual([1, 7, 103]);
    expect(wednesday.calculation_method).toContain('late in (103) by 10');
    expect([wednesday.normal_time_tot, wednesday.short_time, wednesday.no_pay_time_tot]).toEqual([240, 0, 0]);
  });

  it('a removal from another application leaves the day its leave', async () => {
    await apply([leaveDaysChanged(employee, [{ shiftDate: WEDNESDAY, leave: null }])]);
    expect((await engine.shiftRow(employee, WEDNESDAY))!.statuses).toContain(7);
  });

  it('a locked day keeps its values; its leave is kept for when it is unlocked', async () => {
    await engine.db.engine.query('UPDATE time_engine.employee_shifts SET locked = true WHERE employee_id = $1 AND shift_date = $2', [employee, THURSDAY]);
    expect(await apply([leaveDaysChanged(employee, [{ shiftDate: THURSDAY, leave: { full: true } }])])).toEqual({ days: 1, writtenDays: 0 });
    expect((await engine.shiftRow(employee, THURSDAY))!.statuses).toEqual([100]);
    const [thursday] = (await plan(employee, THURSDAY, THURSDAY)).days;
    expect(thursday).toMatchObject({ locked: true, leave: { full: true } });
  });

  it('plans a stored past range with its shifts, days off, lock and leave', async () => {
    const { days } = await plan(employee, MONDAY, '2026-03-08');
    expect(days.map((day) => day.shiftDate)).toEqual([MONDAY, TUESDAY, WEDNESDAY, THURSDAY, '2026-03-06', '2026-03-07', '2026-03-08']);
    const monday = (await engine.shiftRow(employee, MONDAY))!;
    expect(days[0]).toEqual({
      shiftDate: MONDAY,
      employeeShiftID: monday.id,
      shiftID: shift,
      dayOff: false,
      publicHoliday: false,
      targetMinutes: 480,
      locked: false,
      exported: false,
      leave: null,
    });
    expect(days[2].leave).toEqual({ minutes: 240, position: 'BEGIN' });
    expect(days[5]).toMatchObject({ shiftID: null, dayOff: true, targetMinutes: 0 });
  });

  it('plans a future range from the roster, and a future day takes its leave when it is calculated', async () => {
    const { days } = await plan(employee, FUTURE_MONDAY, '2027-01-10');
    expect(days[0]).toEqual({
      shiftDate: FUTURE_MONDAY,
      employeeShiftID: null,
      shiftID: shift,
      dayOff: false,
      publicHoliday: false,
      targetMinutes: 480,
      locked: false,
      exported: false,
      leave: null,
    });
    expect(days[1]).toMatchObject({ shiftDate: FUTURE_HOLIDAY, publicHoliday: true, dayOff: false, shiftID: shift });
    expect(days[5]).toMatchObject({ shiftDate: '2027-01-09', dayOff: true, shiftID: null, targetMinutes: 0, employeeShiftID: null });

    await apply([leaveDaysChanged(employee, [{ shiftDate: FUTURE_WEDNESDAY, leave: { full: true } }])]);
    expect((await engine.shiftRow(employee, FUTURE_WEDNESDAY))!.statuses).toEqual([5]);
    const [wednesday] = (await plan(employee, FUTURE_WEDNESDAY, FUTURE_WEDNESDAY)).days;
    expect(wednesday.employeeShiftID).not.toBeNull();
    expect(wednesday.leave).toEqual({ full: true });
  });

  it('refuses bad ranges and unknown employees with 400 naming the field', async () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: CommandRefusedError) => ({ status: error.status, field: error.field }));
    expect(await refusal(plan(employee, '2026-01-01', '2027-01-02'))).toEqual({ status: 400, field: 'to' });
    expect(await refusal(plan(employee, '2026-03-05', '2026-03-04'))).toEqual({ status: 400, field: 'to' });
    expect(await refusal(plan(employee, '2026-02-30', '2026-03-04'))).toEqual({ status: 400, field: 'from' });
    expect(await refusal(plan(randomUUID(), MONDAY, MONDAY))).toEqual({ status: 400, field: 'employeeID' });
    expect((await plan(employee, '2026-01-01', '2027-01-01')).days).toHaveLength(366);
  });
});
