import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource, EntityManager } from 'typeorm';
import { daysInRange, result, type WorkCycleChangeResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkEmployees } from '../../../recalculation/range-recalculation.util';
import type { WorkCycleRow, WorkPatternRow } from '../../../rules/setup-rows.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { WorkCycleChangeCommand } from './work-cycle-change.command';

@CommandHandler(WorkCycleChangeCommand)
export class WorkCycleChangeHandler implements ICommandHandler<WorkCycleChangeCommand, WorkCycleChangeResult> {
  constructor(
    @Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime,
    @Inject(RECALC_SYNC_LIMIT) private readonly syncLimit: RecalcSyncLimit,
  ) {}

  async execute({ request, actor }: WorkCycleChangeCommand): Promise<WorkCycleChangeResult> {
    const employeeIDs = await checkEmployees(this.runtime, request.employeeIDs);
    const patternDays = await this.startingPatternDays(request.workCycleID, request.startingWorkPatternID);
    const base = { employees: employeeIDs.length, created: 0, existingEmployeeIDs: [] as string[], days: 0, lockedDays: 0, failedDays: 0 };
    if (request.startDay > patternDays) return { ...base, resultCode: 300, resultText: result('shiftChange', 300).text };

    // The stored days from the effective date on take the new cycle: recalculated before answering unless there are many.
    const daysToRecalculate = await this.storedRanges(this.runtime.dataSource, employeeIDs, request.effectiveDate);
    const total = [...daysToRecalculate.values()].reduce((sum, last) => sum + daysInRange(request.effectiveDate, last), 0);
    const existing = new Set<string>();
    const recalculation = await changeThenRecalculate(this.runtime, employeeIDs, total <= this.syncLimit.days, actor, async (manager, chunk) => {
      const created: { employee_id: string }[] = await manager.query(
        `INSERT INTO time_engine.work_cycle_changes
                (id, employee_id, effective_date, work_cycle_id, starting_work_pattern_id, start_day, start_date, reason_id, created_by)
         SELECT c.id, c.employee_id, $3, $4, $5, $6, $7, $8, $9 FROM unnest($1::uuid[], $2::uuid[]) AS c (id, employee_id)
         ON CONFLICT ON CONSTRAINT work_cycle_changes_one_per_day DO NOTHING
         RETURNING employee_id`,
        [
          chunk.map(() => randomUUID()),
          chunk,
          request.effectiveDate,
          request.workCycleID,
          request.startingWorkPatternID,
          request.startDay,
          request.startDate ?? null,
          request.reasonID ?? null,
          actor.id,
        ],
      );
      const createdIDs = new Set(created.map((row) => row.employee_id));
      for (const id of chunk) if (!createdIDs.has(id)) existing.add(id);
      // Read again under the employees' locks: a day stored since the estimate above (a clocking) was calculated with the old cycle.
      const lastStored = await this.storedRanges(manager, [...createdIDs], request.effectiveDate);
      return [...lastStored].map(([employeeID, last]) => ({ employeeID, from: request.effectiveDate, to: last }));
    });
    const created = employeeIDs.length - existing.size;
    const code = created > 0 ? 201 : 203;
    return {
      ...base,
      resultCode: code,
      resultText: result('shiftChange', code).text,
      created,
      existingEmployeeIDs: employeeIDs.filter((id) => existing.has(id)),
      days: recalculation.days,
      lockedDays: recalculation.lockedDays,
      failedDays: recalculation.failedDays,
      ...(recalculation.requestID ? { requestID: recalculation.requestID } : {}),
    };
  }

  /** The number of days of the starting pattern; 400s naming the cycle or the pattern when they do not fit. */
  private async startingPatternDays(workCycleID: string, startingWorkPatternID: string): Promise<number> {
    const cycles: WorkCycleRow[] = await this.runtime.dataSource.query('SELECT id, work_patterns FROM api.v_work_cycles WHERE id = $1', [workCycleID]);
    if (cycles.length === 0) throw new CommandRefusedError(400, `no such work cycle: ${workCycleID}`, 'workCycleID');
    if (!cycles[0].work_patterns.some((entry) => entry.workPatternID === startingWorkPatternID)) {
      throw new CommandRefusedError(400, `${startingWorkPatternID} is not a work pattern of the work cycle`, 'startingWorkPatternID');
    }
    const patterns: WorkPatternRow[] = await this.runtime.dataSource.query('SELECT id, days FROM api.v_work_patterns WHERE id = $1', [startingWorkPatternID]);
    if (patterns.length === 0) throw new CommandRefusedError(400, `no such work pattern: ${startingWorkPatternID}`, 'startingWorkPatternID');
    return patterns[0].days.length;
  }

  /** Each employee's last stored day on or after the effective date. */
  private async storedRanges(db: DataSource | EntityManager, employeeIDs: readonly string[], effectiveDate: string): Promise<Map<string, string>> {
    const rows: { employee_id: string; last: string }[] = await db.query(
      `SELECT employee_id, to_char(max(shift_date), 'YYYY-MM-DD') AS last
         FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[]) AND shift_date >= $2 GROUP BY employee_id`,
      [employeeIDs, effectiveDate],
    );
    return new Map(rows.map((row) => [row.employee_id, row.last]));
  }
}
