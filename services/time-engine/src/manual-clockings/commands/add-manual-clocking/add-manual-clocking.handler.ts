import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, ClockInOutRequest, ManualClockingResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { DUPLICATE_MINUTES } from '../../../domain';
import { decideManualClocking, instantOf, type ManualClockingAction, type ManualClockingDay, type RequestedTimes } from '../../domain/manual-clocking-rules';
import { checkManualClockingDay, manualClockingResult, recalculateDay, type CheckedDay } from '../../manual-clocking-day.util';
import { clockingsBetween, clockingsOnDay, deleteManualClockings, insertManualClockings, loadManualClockingDay, withinSavepoint } from '../../manual-clockings.store';
import { AddManualClockingCommand } from './add-manual-clocking.command';

/** Reader clockings keep their seconds: this margin finds every one whose minute is a duplicate's. */
const NEARBY_MS = (DUPLICATE_MINUTES + 1) * 60_000;

/**
 * Judges the new clockings against the day as stored (part 2 §5), stores them with who entered
 * them, recalculates the day and answers with its code, in the command's transaction: a refusal
 * leaves nothing behind.
 */
@CommandHandler(AddManualClockingCommand)
export class AddManualClockingHandler implements ICommandHandler<AddManualClockingCommand, ManualClockingResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ action, request, actor, manager }: AddManualClockingCommand): Promise<ManualClockingResult> {
    const now = new Date();
    const day = await checkManualClockingDay(this.runtime, manager, request, now);
    const times = requestedTimes(request, day);
    const stored = await loadManualClockingDay(manager, day.employeeID, day.date);
    if (stored !== null) return this.add(action, day, stored, times, actor, now, manager);
    // A rostered day nobody clocked on has no row yet (rows come from recalculation): it is made to
    // judge by in a savepoint, and goes again with a refusal.
    return withinSavepoint(manager, async () => {
      await recalculateDay(this.runtime, manager, day, 'timeValues', now);
      const made = await loadManualClockingDay(manager, day.employeeID, day.date);
      const result = await this.add(action, day, made, times, actor, now, manager);
      return { keep: result.clockingIDs.length > 0, value: result };
    });
  }

  private async add(
    action: ManualClockingAction,
    day: CheckedDay,
    stored: ManualClockingDay | null,
    times: RequestedTimes,
    actor: Actor,
    now: Date,
    manager: EntityManager,
  ): Promise<ManualClockingResult> {
    const decision = decideManualClocking(action, stored, times, await nearbyClockings(manager, day, times));
    if (decision.clockings === undefined) return manualClockingResult(day, decision.code, [], decision.exported);
    const wanted = decision.clockings.map((clocking) => ({ ...clocking, id: randomUUID() }));
    const ids = await insertManualClockings(manager, { id: day.employeeID, number: day.employeeNumber }, wanted, actor.id);
    if (ids.length < wanted.length) {
      // A reader's clocking at the very instant arrived meanwhile: the action is refused whole.
      await deleteManualClockings(manager, ids);
      return manualClockingResult(day, 60);
    }
    await recalculateDay(this.runtime, manager, day, 'arrival', now, new Set(ids));
    const placed = await clockingsOnDay(manager, ids, day.employeeID, day.date);
    const elsewhere = wanted.find((clocking) => !placed.has(clocking.id));
    if (elsewhere) {
      const field = elsewhere.direction === 'IN' ? 'inAt' : 'outAt';
      throw new CommandRefusedError(400, `${field} falls outside the window of the day ${day.date}: it would belong to another day`, field);
    }
    return manualClockingResult(day, decision.code, ids);
  }
}

function requestedTimes(request: ClockInOutRequest, day: CheckedDay): RequestedTimes {
  const times: { in?: Date; out?: Date } = {};
  for (const [field, key] of [['inAt', 'in'], ['outAt', 'out']] as const) {
    const wallTime = request[field];
    if (wallTime === undefined) continue;
    const instant = instantOf(wallTime, day.date, day.zone);
    if ('problem' in instant) throw new CommandRefusedError(400, `${field} ${instant.problem}`, field);
    times[key] = instant.at;
  }
  return times;
}

function nearbyClockings(manager: EntityManager, day: CheckedDay, times: RequestedTimes): Promise<Date[]> {
  const requested = [times.in, times.out].filter((at): at is Date => at !== undefined).map((at) => at.getTime());
  return clockingsBetween(manager, day.employeeID, new Date(Math.min(...requested) - NEARBY_MS), new Date(Math.max(...requested) + NEARBY_MS));
}
