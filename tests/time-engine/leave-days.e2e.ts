import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TOPIC, type ChangeShiftResult, type Employee, type EmployeeShift, type LeaveOfDay, type PlanLeaveDaysResult, type RecalcResult } from '@tna/contracts';
import { KafkaBus } from '@tna/platform';
import { ApiClient } from '../support/api-client';
import { KAFKA_BROKERS } from '../support/kafka';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { at, FUTURE_HOLIDAY, FUTURE_MONDAY, leaveDaysChanged, MONDAY, THURSDAY, TUESDAY, WEDNESDAY } from './support/leave-week';

/**
 * Leave reaching the time engine over the real bus (distributed mode, Kafka): LeaveDaysChanged
 * put in the leave service's outbox, as the leave service writes it, is relayed to Kafka and
 * consumed by the time engine; PlanLeaveDays is sent as the leave service sends it.
 */
describe('leave days in the time engine over Kafka (distributed mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let bus: KafkaBus;
  let office: { id: string };
  let employee: Employee;

  const publish = async (days: { shiftDate: string; leave: LeaveOfDay | null }[], applicationID = randomUUID()) => {
    const envelope = leaveDaysChanged(employee.id, days, applicationID);
    await product.query('INSERT INTO leave.outbox (id, topic, key, envelope) VALUES ($1, $2, $3, $4)', [envelope.id, EVENT_TOPIC.LeaveDaysChanged, envelope.key, envelope]);
    return envelope;
  };
  const dayOf = async (date: string) => (await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: date, to: date }))[0];
  const statusesBecome = (date: string, statuses: number[]) =>
    waitFor(`${date} to show ${statuses.join(',')}`, async () => {
      const day = await dayOf(date);
      return day && JSON.stringify(day.statuses) === JSON.stringify(statuses) ? day : undefined;
    });
  const plan = async (from: string, to: string) => {
    const reply = await bus.sendCommand(
      { id: randomUUID(), type: 'PlanLeaveDays', service: 'time-engine', idempotencyKey: randomUUID(), occurredAt: new Date().toISOString(), payload: { employeeID: employee.id, from, to } },
      30_000,
    );
    expect(reply.ok).toBe(true);
    return reply.result as PlanLeaveDaysResult;
  };

  beforeAll(async () => {
    product = await startProduct('distributed', 'te-leave-days');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    bus = new KafkaBus({ brokers: KAFKA_BROKERS.split(','), clientId: 'leave-days-e2e', namespace: product.namespace, logger: pino({ level: 'silent' }) });
    await bus.connect();
    office = await api.ok('CreateShift', { name: 'Office day', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }] });
    const weekdays = await api.ok<{ id: string }>('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: office.id })), { shiftID: null }, { shiftID: null }],
    });
    const cycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: weekdays.id }] });
    employee = await api.ok<Employee>('CreateEmployee', {
      employeeNumber: '9100',
      firstName: 'Lerato',
      surname: 'Dlamini',
      timeZone: 'Africa/Johannesburg',
      workCycleID: cycle.id,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
    });
    const calendar = randomUUID();
    await product.query("INSERT INTO api.public_holiday_calendars (id, name, is_default) VALUES ($1, 'Default', true)", [calendar]);
    await product.query("INSERT INTO api.public_holidays (id, public_holiday_calendar_id, holiday_date, name) VALUES ($1, $2, $3, 'New Year observed')", [
      randomUUID(),
      calendar,
      FUTURE_HOLIDAY,
    ]);
    await product.query(
      `INSERT INTO time_engine.clockings (id, employee_id, employee_number, clocked_at, source)
       SELECT gen_random_uuid(), $1, '9100', t, 'zk-push' FROM unnest($2::timestamptz[]) AS t`,
      [employee.id, [at(TUESDAY, '08:00'), at(TUESDAY, '17:00'), at(WEDNESDAY, '12:10'), at(WEDNESDAY, '17:00')]],
    );
    await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [employee.id], from: MONDAY, to: WEDNESDAY });
  }, 240_000);

  afterAll(async () => {
    await bus?.close();
    await product?.stop();
  });

  it('full-day leave gives 5 without clockings and 6 with; null takes it back to 100 and 1', async () => {
    expect((await dayOf(MONDAY)).statuses).toEqual([100]);
    const application = randomUUID();
    await publish([{ shiftDate: MONDAY, leave: { full: true } }, { shiftDate: TUESDAY, leave: { full: true } }], application);
    const monday = await statusesBecome(MONDAY, [5]);
    expect(monday).toMatchObject({ leaveMinutes: 480, noPayTimeTot: 0 });
    await waitFor('Tuesday on leave with clockings', async () => ((await dayOf(TUESDAY)).statuses.includes(6) ? true : undefined));

    // A day on leave refuses a shift change: the leave is booked against its shift.
    const change = await api.ok<ChangeShiftResult>('ChangeShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, shiftID: null });
    expect(change).toMatchObject({ resultCode: 151, resultText: 'On leave, cancel the leave first', changedDays: 0, leaveDays: 1 });

    await publish([{ shiftDate: MONDAY, leave: null }, { shiftDate: TUESDAY, leave: null }], application);
    expect(await statusesBecome(MONDAY, [100])).toMatchObject({ leaveMinutes: 0, noPayTimeTot: 480 });
    await statusesBecome(TUESDAY, [1]);
  });

  it('half a day at the beginning gives 7 and judges lateness from the moved start', async () => {
    await publish([{ shiftDate: WEDNESDAY, leave: { minutes: 240, position: 'BEGIN' } }]);
    const wednesday = await statusesBecome(WEDNESDAY, [1, 7, 103]);
    // In at 12:10, the start moved from 08:00 to 12:00: 10 minutes late, not 250.
    expect(wednesday).toMatchObject({ leaveMinutes: 240, normalTimeTot: 240, noPayTimeTot: 0 });
    const [row] = await product.query<{ calculation_method: string }>('SELECT calculation_method FROM time_engine.employee_shifts WHERE id = $1', [wednesday.id]);
    expect(row.calculation_method).toContain('late in (103) by 10');
  });

  it('applies an event delivered twice once (inbox)', async () => {
    const application = randomUUID();
    const granted = await publish([{ shiftDate: MONDAY, leave: { full: true } }], application);
    await statusesBecome(MONDAY, [5]);
    await publish([{ shiftDate: MONDAY, leave: null }], application);
    await statusesBecome(MONDAY, [100]);
    // The grant delivered again, then a marker of the same employee (same partition, so handled after it).
    await product.query('INSERT INTO leave.outbox (id, topic, key, envelope) VALUES ($1, $2, $3, $4)', [randomUUID(), EVENT_TOPIC.LeaveDaysChanged, granted.key, granted]);
    await publish([{ shiftDate: THURSDAY, leave: { full: true } }]);
    await statusesBecome(THURSDAY, [5]);
    expect((await dayOf(MONDAY)).statuses).toEqual([100]);
    expect(await product.query('SELECT 1 FROM time_engine.inbox WHERE event_id = $1', [granted.id])).toHaveLength(1);
  });

  it('plans a past stored range and a future unstored one over the bus', async () => {
    const past = await plan(MONDAY, '2026-03-08');
    expect(past.days).toHaveLength(7);
    expect(past.days[0]).toEqual({
      shiftDate: MONDAY,
      employeeShiftID: (await dayOf(MONDAY)).id,
      shiftID: office.id,
      dayOff: false,
      publicHoliday: false,
      targetMinutes: 480,
      locked: false,
      exported: false,
      leave: null,
    });
    expect(past.days[2].leave).toEqual({ minutes: 240, position: 'BEGIN' });
    expect(past.days[3]).toMatchObject({ shiftDate: THURSDAY, leave: { full: true } });
    expect(past.days[6]).toMatchObject({ shiftDate: '2026-03-08', dayOff: true, shiftID: null, targetMinutes: 0 });

    const future = await plan(FUTURE_MONDAY, '2027-01-10');
    expect(future.days[0]).toMatchObject({ shiftDate: FUTURE_MONDAY, employeeShiftID: null, shiftID: office.id, targetMinutes: 480, dayOff: false, leave: null });
    expect(future.days[1]).toMatchObject({ shiftDate: FUTURE_HOLIDAY, publicHoliday: true, shiftID: office.id });
    expect(future.days[5]).toMatchObject({ shiftDate: '2027-01-09', dayOff: true, shiftID: null, targetMinutes: 0 });
  });
});
