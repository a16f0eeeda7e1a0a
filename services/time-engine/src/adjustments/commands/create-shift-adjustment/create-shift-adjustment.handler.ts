import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { exportedDayResult, result, type ShiftAdjustmentOutcome } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { lockEmployees } from '../../../recalculation/recalculation.store';
import { findShiftDay, insertShiftAdjustment, shiftAdjustmentReasonExists } from '../../adjustments.store';
import { recalculateDay } from '../../recalculate-day.util';
import { CreateShiftAdjustmentCommand } from './create-shift-adjustment.command';

@CommandHandler(CreateShiftAdjustmentCommand)
export class CreateShiftAdjustmentHandler implements ICommandHandler<CreateShiftAdjustmentCommand, ShiftAdjustmentOutcome> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ payload: { request, employeeShiftID }, actor, manager }: CreateShiftAdjustmentCommand): Promise<ShiftAdjustmentOutcome> {
    if (!(await shiftAdjustmentReasonExists(manager, request.reasonID))) {
      throw new CommandRefusedError(400, `no such shift adjustment reason: ${request.reasonID}`, 'reasonID');
    }
    const day = await findShiftDay(manager, employeeShiftID);
    if (!day) return shiftAdjustmentOutcome(100, null, null);
    if (day.exported || day.locked) return shiftAdjustmentOutcome(200, null, day);
    await lockEmployees(manager, [day.employee_id]);
    const id = randomUUID();
    const stored = await insertShiftAdjustment(manager, {
      id,
      employeeID: day.employee_id,
      date: day.shift_date,
      employeeShiftID,
      exception: request.exception,
      reasonID: request.reasonID,
      note: request.note ?? null,
      createdBy: actor.id,
    });
    if (!stored) throw new CommandRefusedError(409, `exception ${request.exception} of this day is cleared already`, 'exception');
    await recalculateDay(manager, this.runtime, day.employee_id, day.shift_date);
    return shiftAdjustmentOutcome(1, id, day);
  }
}

/** A refusal (200) on a day payroll has says so in its text, locked or not. */
export function shiftAdjustmentOutcome(
  code: ShiftAdjustmentOutcome['resultCode'],
  id: string | null,
  day: { employee_id: string; shift_date: string; exported: boolean } | null,
): ShiftAdjustmentOutcome {
  const text = (code === 200 && day?.exported ? exportedDayResult : result)('adjustment', code).text;
  return { resultCode: code, resultText: text, id, employeeID: day?.employee_id ?? null, shiftDate: day?.shift_date ?? null };
}
