import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aShift, aWorkCycle, employees } from '../../services/time-engine/bench/engine-fixture';
import { lockEmployees } from '../../services/time-engine/src/recalculation/recalculation.store';
import { recalculateEmployees } from '../../services/time-engine/src/recalculation/recalculation.util';
import { WorkCycleChangeCommand } from '../../services/time-engine/src/shift-changes/commands/work-cycle-change/work-cycle-change.command';
import { WorkCycleChangeHandler } from '../../services/time-engine/src/shift-changes/commands/work-cycle-change/work-cycle-change.handler';
import { waitFor } from '../support/wait';
import { startEngineHarness, type EngineHarness } from './support/engine-harness';

const MONDAY = '2026-03-02';

describe('WorkCycleChange and a day calculated while it waits for the employee', () => {
  let engine: EngineHarness;

  beforeAll(async () => {
    engine = await startEngineHarness('te-cycle-change-locks');
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('recalculates a day stored with the old cycle between its first look and taking the employee', async () => {
    const office = await aShift(engine.db.api, { name: 'Office' });
    const late = await aShift(engine.db.api, { name: 'Late', startTime: '12:00', endTime: '19:00', targetWorkHours: 420, breaks: [] });
    const officeCycle = await aWorkCycle(engine.db.api, [office]);
    const lateCycle = await aWorkCycle(engine.db.api, [late]);
    const [employee] = await employees(engine.db.api, 1, { workCycleID: officeCycle.workCycleID, startDate: MONDAY });
    const handler = new WorkCycleChangeHandler(engine.runtime, { days: 1_000 });

    // A recalculation (a clocking arriving, say) holds the employee while the change is asked for; the employee has no stored day yet.
    const runner = engine.db.engine.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await lockEmployees(runner.manager, [employee]);
    const change = handler.execute(
      new WorkCycleChangeCommand(
        { employeeIDs: [employee], effectiveDate: MONDAY, workCycleID: lateCycle.workCycleID, startingWorkPatternID: lateCycle.workPatternID, startDay: 1 },
        { kind: 'user', id: 'tester' },
      ),
    );
    await waitFor('the change waiting for the employee', async () => {
      const [{ waiting }] = await engine.db.engine.query(
        `SELECT count(*)::int AS waiting FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      return waiting > 0 ? true : undefined;
    });
    await recalculateEmployees(runner.manager, [{ employeeID: employee, from: MONDAY, to: MONDAY }], {
      mode: 'timeValues',
      defaultTimeZone: 'Africa/Johannesburg',
      now: new Date('2026-04-01T00:00:00Z'),
      logger: engine.runtime.logger,
    });
    const [before] = await runner.manager.query('SELECT shift_id FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2', [employee, MONDAY]);
    expect(before.shift_id).toBe(office);
    await runner.commitTransaction();
    await runner.release();

    expect(await change).toMatchObject({ resultCode: 201, created: 1, days: 1 });
    expect((await engine.shiftRow(employee, MONDAY))?.shift_id).toBe(late);
  });
});
