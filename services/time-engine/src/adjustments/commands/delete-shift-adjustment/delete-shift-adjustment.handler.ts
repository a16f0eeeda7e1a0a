import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ShiftAdjustmentOutcome } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { lockEmployees } from '../../../recalculation/recalculation.store';
import { deleteShiftAdjustment, findAdjustmentDay } from '../../adjustments.store';
import { recalculateDay } from '../../recalculate-day.util';
import { shiftAdjustmentOutcome } from '../create-shift-adjustment/create-shift-adjustment.handler';
import { DeleteShiftAdjustmentCommand } from './delete-shift-adjustment.command';

@CommandHandler(DeleteShiftAdjustmentCommand)
export class DeleteShiftAdjustmentHandler implements ICommandHandler<DeleteShiftAdjustmentCommand, ShiftAdjustmentOutcome> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, manager }: DeleteShiftAdjustmentCommand): Promise<ShiftAdjustmentOutcome> {
    const day = await findAdjustmentDay(manager, 'shift_adjustments', request.id);
    if (!day) return shiftAdjustmentOutcome(11, null, null);
    if (day.exported || day.locked) return shiftAdjustmentOutcome(200, request.id, day);
    await lockEmployees(manager, [day.employee_id]);
    await deleteShiftAdjustment(manager, request.id);
    await recalculateDay(manager, this.runtime, day.employee_id, day.shift_date);
    return shiftAdjustmentOutcome(2, request.id, day);
  }
}
