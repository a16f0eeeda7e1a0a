import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@tna/contracts';
import { claimInboxBatch } from '@tna/platform';
import { aShift, aWorkCycle, employees, storeClockings } from '../../services/time-engine/bench/engine-fixture';
import { ApplyHoursAuthorisationCommand } from '../../services/time-engine/src/hours-authorisation/commands/apply-hours-authorisation/apply-hours-authorisation.command';
import { ApplyHoursAuthorisationHandler } from '../../services/time-engine/src/hours-authorisation/commands/apply-hours-authorisation/apply-hours-authorisation.handler';
import { HOURS_AUTHORISATION_INBOX } from '../../services/time-engine/src/hours-authorisation/events/hours-authorisation-changed.consumer';
import { startEngineHarness, type EngineHarness } from '../time-engine/support/engine-harness';

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const at = (date: string, time: string) => `${date}T${time}:00+02:00`;

/** HoursAuthorisationChanged as payroll publishes it. */
function changed(employeeID: string, authorised: boolean, days: { id: string; date: string }[]): EventEnvelope<'HoursAuthorisationChanged'> {
  return {
    id: randomUUID(),
    type: 'HoursAuthorisationChanged',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: employeeID,
    payload: { employeeID, authorised, days: days.map((day) => ({ employeeShiftID: day.id, shiftDate: day.date })) },
  };
}

describe("the time engine applying payroll's hours authorisation", () => {
  let engine: EngineHarness;
  let handler: ApplyHoursAuthorisationHandler;
  let employee: string;

  /** As the transport delivers them: the inbox claims the events in the transaction that applies them. */
  const apply = (events: EventEnvelope<'HoursAuthorisationChanged'>[]) =>
    engine.db.engine.transaction(async (manager) => handler.execute(new ApplyHoursAuthorisationCommand(await claimInboxBatch(manager, HOURS_AUTHORISATION_INBOX, events), manager)));
  const flag = async (id: string) => (await engine.db.engine.query('SELECT overtime_authorised FROM time_engine.employee_shifts WHERE id = $1', [id]))[0].overtime_authorised;

  beforeAll(async () => {
    engine = await startEngineHarness('te-hours-auth');
    handler = new ApplyHoursAuthorisationHandler(engine.runtime);
    const shift = await aShift(engine.db.api, { requiresOvertimeAuthorisation: true });
    const { workCycleID } = await aWorkCycle(engine.db.api, [shift, shift, shift, shift, shift, null, null]);
    [employee] = await employees(engine.db.api, 1, { workCycleID, startDate: MONDAY });
    await storeClockings(engine.db.engine, [
      { employeeID: employee, at: at(MONDAY, '08:00') },
      { employeeID: employee, at: at(MONDAY, '18:30') },
      { employeeID: employee, at: at(TUESDAY, '08:00') },
      { employeeID: employee, at: at(TUESDAY, '18:30') },
    ]);
    await engine.recalculate([{ employeeID: employee, from: MONDAY, to: TUESDAY }], 'timeValues');
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('sets the flag and recalculates once, however often the event is delivered', async () => {
    const monday = (await engine.shiftRow(employee, MONDAY))!;
    expect(monday.statuses).toEqual([1, 107, 145]);
    const event = changed(employee, true, [{ id: monday.id, date: MONDAY }]);

    expect(await apply([event])).toEqual({ days: 1, writtenDays: 1 });
    expect(await flag(monday.id)).toBe(true);
    expect((await engine.shiftRow(employee, MONDAY))!.statuses).toEqual([1, 107]);
    expect(await apply([event])).toEqual({ days: 0, writtenDays: 0 });

    // The later change of a day in one batch wins.
    expect(await apply([changed(employee, true, [{ id: monday.id, date: MONDAY }]), changed(employee, false, [{ id: monday.id, date: MONDAY }])])).toEqual({
      days: 1,
      writtenDays: 1,
    });
    expect(await flag(monday.id)).toBe(false);
    expect((await engine.shiftRow(employee, MONDAY))!.statuses).toEqual([1, 107, 145]);
  });

  it('gives a day locked meanwhile the flag but leaves its values as they are', async () => {
    const tuesday = (await engine.shiftRow(employee, TUESDAY))!;
    await engine.db.engine.query('UPDATE time_engine.employee_shifts SET locked = true WHERE id = $1', [tuesday.id]);
    expect(await apply([changed(employee, true, [{ id: tuesday.id, date: TUESDAY }])])).toEqual({ days: 1, writtenDays: 0 });
    expect(await flag(tuesday.id)).toBe(true);
    expect((await engine.shiftRow(employee, TUESDAY))!.statuses).toEqual([1, 107, 145]);
  });
});
