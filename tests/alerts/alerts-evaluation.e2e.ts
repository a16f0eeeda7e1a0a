import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TOPIC, type Employee, type EventEnvelope, type RecalcResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { CLOCK_JOBS_EVERY_FIVE_SECONDS } from '../support/jobs';
import { waitFor } from '../support/wait';
import { anEmployee, unique, type Saved } from '../master-data/master-data.factories';
import { zonePastEight } from './support/zone-past-eight';

/**
 * Evaluation in the alerts service (issue #15, docs/alerts.md "Evaluation"), embedded mode: the
 * time engine stores today's day before anyone clocks, the alerts service's schedule decides
 * "not clocked in 15 minutes after an 08:00 start" once, and ShiftCalculated decides status
 * alerts once however often it is delivered, with a correction only where the type asks for one.
 *
 * The clock is the real one: the employees' zone is chosen so that it is between 08:20 and 09:19
 * there now, so an 08:00 start is more than 15 minutes past and the day's window (to 21:00) open.
 */
const zoneNow = zonePastEight();

/** The ShiftCalculated cases' day: the employees' yesterday, the oldest a calculated day still alerts on, and clear of today's schedule. */
const PAST_DAY = zoneNow.yesterday;

interface AlertRow {
  id: string;
  event_type_id: string;
  employee_id: string;
  day: string;
  cause: string;
  details: Record<string, string>;
  decided_at: Date;
  planned_at: Date | null;
}

let product: RunningProduct;
let api: ApiClient;
let late: Employee;
let excluded: Employee;
let onTime: Employee;
let inactive: Employee;
let notInBy15: Saved;
/** The same, for the employees an employee filter selects (surname Mokoena). */
let mokoenasNotIn: Saved;

const alertsOf = (employeeID: string, eventTypeID: string) =>
  product.query<AlertRow>(
    `SELECT id, event_type_id, employee_id, to_char(day, 'YYYY-MM-DD') AS day, cause, details, decided_at, planned_at
       FROM alerts.alerts WHERE employee_id = $1 AND event_type_id = $2 ORDER BY decided_at, cause`,
    [employeeID, eventTypeID],
  );
const todayOf = async (employeeID: string) =>
  (
    await product.query<{ statuses: number[]; shift_start: Date | null }>(
      'SELECT statuses, shift_start FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2',
      [employeeID, zoneNow.today],
    )
  )[0];
/** Waits for a run of the notClockedIn schedule that started after `after`. */
const aTickAfter = (after: Date) =>
  waitFor(
    'a notClockedIn run after that',
    async () => {
      const [run] = await product.query<{ id: string }>(
        "SELECT id FROM alerts.jobs WHERE kind = 'not-clocked-in' AND state = 'succeeded' AND started_at > $1 LIMIT 1",
        [after],
      );
      return run;
    },
    150_000,
    1_000,
  );
const shiftCalculated = (employeeID: string, employeeShiftID: string, statuses: number[], shiftDate = PAST_DAY): EventEnvelope<'ShiftCalculated'> => ({
  id: randomUUID(),
  type: 'ShiftCalculated',
  version: 1,
  occurredAt: new Date().toISOString(),
  key: employeeID,
  payload: { employeeShiftID, employeeID, shiftDate, statuses },
});
/** Puts an event in the time engine's outbox, as the engine writes it: its relay delivers it. */
const publish = (event: EventEnvelope<'ShiftCalculated'>) =>
  product.query('INSERT INTO time_engine.outbox (id, topic, key, envelope) VALUES ($1, $2, $3, $4)', [randomUUID(), EVENT_TOPIC.ShiftCalculated, event.key, event]);
/** Waits until the alerts service has handled an event (its inbox row). */
const handled = (event: EventEnvelope<'ShiftCalculated'>) =>
  waitFor(`event ${event.id} handled`, async () => ((await product.query('SELECT 1 FROM alerts.inbox WHERE event_id = $1', [event.id])).length === 1 ? true : undefined));

beforeAll(async () => {
  product = await startProduct('embedded', 'alerts-evaluation', CLOCK_JOBS_EVERY_FIVE_SECONDS);
  api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  const shift = await api.ok<Saved>('CreateShift', { name: unique('Early'), startTime: '08:00', endTime: '17:00', targetWorkHours: 480 });
  const pattern = await api.ok<Saved>('CreateWorkPattern', { name: unique('Every day'), days: Array.from({ length: 7 }, () => ({ shiftID: shift.id })) });
  const cycle = await api.ok<Saved>('CreateWorkCycle', { name: unique('Early'), workPatterns: [{ workPatternID: pattern.id }] });
  const rostered = { timeZone: zoneNow.zone, workCycleID: cycle.id, workPatternStartDate: '2026-01-05', workPatternStartDay: 1 };
  late = await api.ok<Employee>('CreateEmployee', anEmployee({ ...rostered, firstName: 'Thandi', surname: 'Mokoena' }));
  excluded = await api.ok<Employee>('CreateEmployee', anEmployee({ ...rostered, firstName: 'Pieter', surname: 'Botha' }));
  onTime = await api.ok<Employee>('CreateEmployee', anEmployee({ ...rostered, firstName: 'Lerato', surname: 'Dlamini' }));
  inactive = await api.ok<Employee>('CreateEmployee', anEmployee({ ...rostered, firstName: 'Sipho', surname: 'Mokoena', employeeStatus: 0 }));
  await api.ok('CreateRawClocking', { employeeID: onTime.id, clockedAt: `${zoneNow.today}T07:58:00${zoneNow.utcOffset}`, direction: 'IN' });
  notInBy15 = await api.ok<Saved>('CreateEventType', {
    name: unique('Not in 15 minutes after start'),
    eventKind: 'notClockedIn',
    notificationType: 'Email',
    minutesAfterShiftStart: 15,
    emailHeader: 'Dear {{employeeName}},',
    excludedEmployeeIDs: [excluded.id],
  });
  const mokoenas = await api.ok<Saved>('CreateEmployeeFilter', { name: unique('Mokoenas'), surname: 'Mokoena' });
  mokoenasNotIn = await api.ok<Saved>('CreateEventType', {
    name: unique('Mokoenas not in'),
    eventKind: 'notClockedIn',
    notificationType: 'SMS',
    minutesAfterShiftStart: 10,
    smsHeader: 'ACME:',
    employeeFilterID: mokoenas.id,
  });
});

afterAll(async () => {
  await product?.stop();
});

describe('not clocked in 15 minutes after an 08:00 start', () => {
  it("stores today's day with its planned start and status 0 before anyone clocks", async () => {
    const day = await waitFor('the late employee to have today', () => todayOf(late.id), 150_000, 1_000);
    expect(day.statuses.map(Number)).toEqual([0]);
    expect(day.shift_start?.toISOString()).toBe(new Date(`${zoneNow.today}T08:00:00${zoneNow.utcOffset}`).toISOString());
    // Taken in the same run: an employee who is not in service gets no day.
    expect(await todayOf(inactive.id)).toBeUndefined();
  }, 180_000);

  it('decides exactly one alert for the employee who has not clocked in, none for the excluded one, one outside the filter or the one who clocked', async () => {
    const [alert] = await waitFor(
      'the notClockedIn alert',
      async () => {
        const rows = await alertsOf(late.id, notInBy15.id);
        return rows.length > 0 ? rows : undefined;
      },
      150_000,
      1_000,
    );
    expect(alert).toMatchObject({
      day: zoneNow.today,
      cause: 'notClockedIn',
      details: {
        eventTypeName: notInBy15.name,
        employeeName: 'Thandi Mokoena',
        employeeNumber: late.employeeNumber,
        shiftDate: zoneNow.today,
        shiftStart: '08:00',
        minutesAfterShiftStart: '15',
      },
    });
    expect((await todayOf(excluded.id))?.statuses.map(Number)).toEqual([0]);
    expect((await todayOf(onTime.id))?.statuses.map(Number)).toContain(2);

    // Later runs of the schedule decide nothing again.
    await aTickAfter(alert.decided_at);
    expect(await alertsOf(late.id, notInBy15.id)).toHaveLength(1);
    expect(await alertsOf(excluded.id, notInBy15.id)).toEqual([]);
    expect(await alertsOf(onTime.id, notInBy15.id)).toEqual([]);
    // The filter selects the late employee only: Botha is not in it, Dlamini clocked.
    expect(await alertsOf(late.id, mokoenasNotIn.id)).toMatchObject([{ cause: 'notClockedIn', details: { minutesAfterShiftStart: '10', shiftStart: '08:00' } }]);
    expect(await alertsOf(excluded.id, mokoenasNotIn.id)).toEqual([]);
    expect(await alertsOf(inactive.id, mokoenasNotIn.id)).toEqual([]);
  }, 320_000);
});

describe('a day calculated with a status', () => {
  let lateIn: Saved;
  let lateInCorrected: Saved;
  let employeeShiftID: string;

  beforeAll(async () => {
    const statusType = (name: string, sendCorrection: boolean) =>
      api.ok<Saved>('CreateEventType', { name: unique(name), eventKind: 'shiftStatus', status: 103, notificationType: 'SMS', smsHeader: 'ACME:', sendCorrection });
    lateIn = await statusType('Late in', false);
    lateInCorrected = await statusType('Late in, with corrections', true);
    const recalculated = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [late.id], from: PAST_DAY, to: PAST_DAY });
    expect(recalculated.resultCode).toBe(11);
    [{ id: employeeShiftID }] = await product.query<{ id: string }>('SELECT id FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2', [late.id, PAST_DAY]);
  });

  it('decides one alert per event type when the same ShiftCalculated is delivered three times', async () => {
    const lateDay = shiftCalculated(late.id, employeeShiftID, [1, 103]);
    for (let delivery = 0; delivery < 3; delivery++) await publish(lateDay);
    // Then another day of the same employee (same partition, so handled after the three copies).
    const marker = shiftCalculated(late.id, randomUUID(), [1], '2026-03-03');
    await publish(marker);
    await handled(marker);
    expect(await product.query('SELECT event_id FROM alerts.inbox WHERE event_id = $1', [lateDay.id])).toHaveLength(1);
    for (const type of [lateIn, lateInCorrected]) {
      const alerts = await alertsOf(late.id, type.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ day: PAST_DAY, cause: 'status:103', details: { statusCode: '103', statusName: 'Late in', shiftStart: '08:00', employeeName: 'Thandi Mokoena' } });
    }
  });

  it('sends a correction when a recalculation removes the status only for the type that asks for one', async () => {
    await publish(shiftCalculated(late.id, employeeShiftID, [1]));
    const corrected = await waitFor('the correction', async () => {
      const rows = await alertsOf(late.id, lateInCorrected.id);
      return rows.length === 2 ? rows : undefined;
    });
    expect(corrected.map((row) => row.cause)).toEqual(['status:103', 'withdrawn:status:103']);
    expect(corrected[1].details).toMatchObject({ statusCode: '103', shiftDate: PAST_DAY });
    // Both types were judged in the same delivery: the one without corrections kept its single alert.
    expect((await alertsOf(late.id, lateIn.id)).map((row) => row.cause)).toEqual(['status:103']);
    // The status coming back does not alert again: the alert was decided once.
    const again = shiftCalculated(late.id, employeeShiftID, [1, 103]);
    await publish(again);
    await handled(again);
    expect((await alertsOf(late.id, lateInCorrected.id)).map((row) => row.cause)).toEqual(['status:103', 'withdrawn:status:103']);
  });
});
