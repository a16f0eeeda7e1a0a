import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ManualClockingResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { decideDeleteClocking } from '../../domain/manual-clocking-rules';
import { checkManualClockingDay, manualClockingResult, recalculateDay } from '../../manual-clocking-day.util';
import { deleteManualClockings, loadManualClockingDay } from '../../manual-clockings.store';
import { DeleteClockingCommand } from './delete-clocking.command';

/** Deletes the day's manual clockings asked for (never a reader's) and recalculates the day. */
@CommandHandler(DeleteClockingCommand)
export class DeleteClockingHandler implements ICommandHandler<DeleteClockingCommand, ManualClockingResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, manager }: DeleteClockingCommand): Promise<ManualClockingResult> {
    const now = new Date();
    const day = await checkManualClockingDay(this.runtime, manager, request, now);
    const decision = decideDeleteClocking(await loadManualClockingDay(manager, day.employeeID, day.date), request.clockingID);
    if (decision.clockingIDs === undefined) return manualClockingResult(day, decision.code, [], decision.exported);
    const deleted = await deleteManualClockings(manager, decision.clockingIDs);
    await recalculateDay(this.runtime, manager, day, 'arrival', now);
    return manualClockingResult(day, 21, deleted);
  }
}
