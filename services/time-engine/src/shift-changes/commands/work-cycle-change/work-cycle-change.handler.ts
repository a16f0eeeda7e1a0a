import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { daysInRange, result, type WorkCycleChangeResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { changeThenRecalculate } from '../../../recalculation/change-then-recalculate.util';
import { checkEmployees } from '../../../recalculation/range-recalculation.util';
import { RECALC_SYNC_LIMIT, type RecalcSyncLimit } from '../../../shifts/recalc-sync-limit.const';
import { findWorkCycle, findWorkPattern, insertWorkCycleChanges, lastStoredDays } from '../../shift-changes.store';
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
    const daysToRecalculate = await lastStoredDays(this.runtime.dataSource, employeeIDs, request.effectiveDate);
    const total = [...daysToRecalculate.values()].reduce((sum, last) => sum + daysInRange(request.effectiveDate, last), 0);
    const existing = new Set<string>();
    const recalculation = await changeThenRecalculate(this.runtime, employeeIDs, total <= this.syncLimit.days, actor, async (manager, chunk) => {
      const created = await insertWorkCycleChanges(manager, chunk.map(() => randomUUID()), chunk, {
        effectiveDate: request.effectiveDate,
        workCycleID: request.workCycleID,
        startingWorkPatternID: request.startingWorkPatternID,
        startDay: request.startDay,
        startDate: request.startDate ?? null,
        reasonID: request.reasonID ?? null,
        createdBy: actor.id,
      });
      const createdIDs = new Set(created.map((row) => row.employee_id));
      for (const id of chunk) if (!createdIDs.has(id)) existing.add(id);
      // Read again under the employees' locks: a day stored since the estimate above (a clocking) was calculated with the old cycle.
      const lastStored = await lastStoredDays(manager, [...createdIDs], request.effectiveDate);
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
    const cycle = await findWorkCycle(this.runtime.dataSource, workCycleID);
    if (!cycle) throw new CommandRefusedError(400, `no such work cycle: ${workCycleID}`, 'workCycleID');
    if (!cycle.work_patterns.some((entry) => entry.workPatternID === startingWorkPatternID)) {
      throw new CommandRefusedError(400, `${startingWorkPatternID} is not a work pattern of the work cycle`, 'startingWorkPatternID');
    }
    const pattern = await findWorkPattern(this.runtime.dataSource, startingWorkPatternID);
    if (!pattern) throw new CommandRefusedError(400, `no such work pattern: ${startingWorkPatternID}`, 'startingWorkPatternID');
    return pattern.days.length;
  }

}
