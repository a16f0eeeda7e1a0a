import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { exportedDayResult, result, type DeleteAdjustmentOutcome } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { lockEmployees } from '../../../recalculation/recalculation.store';
import { deleteAdjustments, findAdjustmentDay, findDayOn, findShiftDay, type ShiftDay } from '../../adjustments.store';
import { recalculateDay } from '../../recalculate-day.util';
import { DeleteAdjustmentCommand } from './delete-adjustment.command';

@CommandHandler(DeleteAdjustmentCommand)
export class DeleteAdjustmentHandler implements ICommandHandler<DeleteAdjustmentCommand, DeleteAdjustmentOutcome> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, manager }: DeleteAdjustmentCommand): Promise<DeleteAdjustmentOutcome> {
    const day = await this.dayOf(request, manager);
    if (day === null) return outcome(request.id !== undefined ? 11 : 100, 0, null);
    if (day.exported || day.locked) return outcome(200, 0, day);
    await lockEmployees(manager, [day.employee_id]);
    const deleted = await deleteAdjustments(manager, { employeeID: day.employee_id, date: day.shift_date }, request.id);
    if (deleted === 0) return outcome(11, 0, day);
    await recalculateDay(manager, this.runtime, day.employee_id, day.shift_date);
    return outcome(request.id !== undefined ? 2 : 3, deleted, day);
  }

  /** The adjustment's day, else the day named (`employeeShiftID`, or `employeeID` and `date`); null when there is none. */
  private async dayOf(request: DeleteAdjustmentCommand['request'], manager: DeleteAdjustmentCommand['manager']): Promise<ShiftDay | null> {
    if (request.id !== undefined) return (await findAdjustmentDay(manager, 'adjustments', request.id)) ?? null;
    if (request.employeeShiftID !== undefined) return (await findShiftDay(manager, request.employeeShiftID)) ?? null;
    if (request.employeeID === undefined || request.date === undefined) {
      throw new CommandRefusedError(400, 'name the adjustment (id) or its day (employeeShiftID, or employeeID and date)', 'id');
    }
    return findDayOn(manager, request.employeeID, request.date);
  }
}

/** A refusal (200) on a day payroll has says so in its text, locked or not. */
function outcome(code: DeleteAdjustmentOutcome['resultCode'], deleted: number, day: ShiftDay | null): DeleteAdjustmentOutcome {
  const text = (code === 200 && day?.exported ? exportedDayResult : result)('adjustment', code).text;
  return { resultCode: code, resultText: text, deleted, employeeID: day?.employee_id ?? null, shiftDate: day?.shift_date ?? null };
}
